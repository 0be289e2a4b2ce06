/**
 * A person's copy of their data across the register (decision 0039): per table, what its rows are
 * and what each column holds in the three languages (the `privacy-register` dictionary), and the
 * rows. A row of theirs comes whole; a row of someone else's record that names them (an audit
 * entry, a request they owned as staff) comes as its named columns and a little context. Secrets
 * held for them (token and password hashes) are said to exist, never shown, as in the candidate's
 * own copy (services/careers/candidates/copy.ts); a search index's copy of their rows is left out.
 */
import { sql } from "kysely";
import { LANGUAGES, type Language } from "~/i18n/languages";
import type { Database } from "../../db";
import { serverI18n } from "../../i18n";
import type { SiteTexts } from "../content";
import { type EntryRows, findRows, normalizeIdentifier, type PersonIdentifier } from "./find";
import type { PersonalEntry } from "./register";
import { chunks, keyOf, keyText, type RowKey, rowsWhere } from "./rows";

/** What a copy shows in place of a secret's value. */
export const WITHHELD = "(withheld)";

export interface ExportEntry {
  table: string;
  /** What the table's rows are, per language. */
  meaning: Record<Language, string>;
  /** What each personal column holds, per language. */
  columns: Record<Language, Record<string, string>>;
  rows: Record<string, unknown>[];
}

export interface PersonalDataExport {
  exportedAt: string;
  entries: ExportEntry[];
}

/** A stored value as JSON carries it: bytes as base64, JSON text parsed. */
function readable(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return value.toString("base64");
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string" && /^[[{]/.test(value)) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

async function rowsOf(database: Database, entry: PersonalEntry, keys: readonly RowKey[]): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (const slice of chunks(keys)) {
    const { rows: batch } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(entry.table)} where ${rowsWhere(entry, slice)}`.execute(database.db);
    rows.push(...batch);
  }
  return rows;
}

/**
 * A row as the copy shows it: whole when it is the person's; else its key, its context and only
 * the columns that name them (another person's address beside theirs is not theirs to read).
 */
function shown(
  entry: PersonalEntry,
  row: Record<string, unknown>,
  naming: ReadonlySet<string> | undefined,
): Record<string, unknown> {
  const withheld = new Set(entry.withheld ?? []);
  const columns = naming ? [...new Set([...entry.key, ...(entry.context ?? []), ...naming])] : Object.keys(row);
  // An empty secret column (a confirmation token once used) holds nothing to withhold.
  const value = (column: string) => (withheld.has(column) && row[column] !== null ? WITHHELD : readable(row[column]));
  return Object.fromEntries(columns.map((column) => [column, value(column)]));
}

async function entryOf(
  database: Database,
  found: EntryRows,
  words: Map<Language, (key: string) => string>,
): Promise<ExportEntry> {
  const { entry, keys, owned, links } = found;
  const own = new Set(owned.map(keyText));
  // Of the rows that only name them, the columns each names them in.
  const naming = new Map<string, Set<string>>();
  for (const { link, keys: linked } of links) {
    if (!("anonymize" in link.erase)) continue;
    for (const key of linked) {
      const columns = naming.get(keyText(key)) ?? new Set<string>();
      for (const column of Object.keys(link.erase.anonymize)) columns.add(column);
      naming.set(keyText(key), columns);
    }
  }
  const rows = (await rowsOf(database, entry, keys)).map((row) => {
    const key = keyText(keyOf(entry, row));
    return shown(entry, row, own.has(key) ? undefined : naming.get(key));
  });
  const meaning = {} as Record<Language, string>;
  const columns = {} as Record<Language, Record<string, string>>;
  for (const [language, t] of words) {
    meaning[language] = t(`tables.${entry.table}`);
    columns[language] = Object.fromEntries(entry.columns.map((column) => [column, t(`columns.${entry.table}.${column}`)]));
  }
  return { table: entry.table, meaning, columns, rows };
}

/** Everything the register finds for the person, table by table (tables without a row left out). */
export async function exportPersonalData(
  database: Database,
  identifier: PersonIdentifier,
  { now = new Date(), texts }: { now?: Date; texts?: SiteTexts } = {},
): Promise<PersonalDataExport> {
  const found = await findRows(database.db, database.engine, normalizeIdentifier(identifier));
  const words = new Map<Language, (key: string) => string>();
  for (const language of LANGUAGES) {
    const t = (await serverI18n(language, texts)).getFixedT(language, "privacy-register");
    words.set(language, (key: string) => t(key));
  }
  const entries: ExportEntry[] = [];
  for (const rows of found) {
    if (rows.keys.length === 0 || rows.entry.copyOf) continue;
    entries.push(await entryOf(database, rows, words));
  }
  return { exportedAt: now.toISOString(), entries };
}
