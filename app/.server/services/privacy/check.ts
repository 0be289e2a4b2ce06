/**
 * The register against a database's real tables (decision 0039): what a migration added that the
 * register does not name, and what the register names that is not there. Each problem names its
 * table or table.column, so the failing test says what to write down.
 */
import { sql } from "kysely";
import type { Database } from "../../db";
import type { Engine } from "../../db/migrations/context";
import { isPersonal, PERSONAL_DATA_REGISTER, type RegisterEntry, registerFor } from "./register";

export interface TableColumns {
  table: string;
  columns: readonly string[];
}

/**
 * The words of a column name that say it may hold a person's data: an address, a phone, a name, a
 * place, a network address or browser, a visitor's free text, a file, a secret tied to a person.
 */
const PERSONAL_WORDS = new Set([
  "email",
  "mail",
  "phone",
  "mobile",
  "name",
  "address",
  "city",
  "street",
  "postcode",
  "zip",
  "ip",
  "agent",
  "message",
  "note",
  "notes",
  "comment",
  "text",
  "body",
  "html",
  "file",
  "bytes",
  "path",
  "token",
  "recipient",
  "reply",
  "birth",
  "password",
  "secret",
]);

/** "contact_email", "userAgent", "ipAddress" → their words, lower-cased. */
export function wordsOf(column: string): string[] {
  return column
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A column whose last word is "id" points at a row (cv_file_id, image_id): the row's entry says what it holds. */
export function looksPersonal(column: string): boolean {
  const words = wordsOf(column);
  return words.at(-1) !== "id" && words.some((word) => PERSONAL_WORDS.has(word));
}

/** Columns a key may name without the table listing them (SQLite's implicit rowid). */
const IMPLICIT_COLUMNS = new Set(["rowid"]);

/** Every column an entry names, each with where it is named. */
function namedColumns(entry: RegisterEntry): Array<[string, string]> {
  const named: Array<[string, string]> = Object.keys(entry.notPersonal ?? {}).map((column) => [column, "notPersonal"]);
  if (!isPersonal(entry)) return named;
  named.push(...entry.columns.map((column): [string, string] => [column, "columns"]));
  named.push(...(entry.withheld ?? []).map((column): [string, string] => [column, "withheld"]));
  named.push(...entry.key.map((column): [string, string] => [column, "key"]));
  named.push(...(entry.context ?? []).map((column): [string, string] => [column, "context"]));
  for (const { match, erase } of entry.links) {
    if ("email" in match) named.push([match.email, "a link"]);
    if ("phone" in match) named.push([match.phone, "a link"]);
    if ("mentions" in match) named.push([match.mentions, "a link"]);
    if ("through" in match) {
      named.push([match.column, "a link"]);
      if (match.when) named.push([match.when.column, "a link"]);
    }
    if ("anonymize" in erase)
      named.push(...Object.keys(erase.anonymize).map((column): [string, string] => [column, "an erasure"]));
  }
  return named;
}

/** What is wrong between the register and the tables of one engine; empty when they agree. */
export function registerProblems(
  tables: readonly TableColumns[],
  engine: Engine,
  register: readonly RegisterEntry[] = PERSONAL_DATA_REGISTER,
): string[] {
  const problems: string[] = [];
  const entries = registerFor(engine, register);
  const byTable = new Map<string, RegisterEntry>();
  for (const entry of entries) {
    if (byTable.has(entry.table)) problems.push(`${entry.table}: registered twice`);
    byTable.set(entry.table, entry);
  }
  const present = new Map(tables.map(({ table, columns }) => [table, new Set(columns)]));
  for (const { table, columns } of tables) {
    const entry = byTable.get(table);
    if (!entry) {
      problems.push(`${table}: a table the register does not name (say what it holds, or why nothing personal)`);
      continue;
    }
    const registered = new Set([
      ...(isPersonal(entry) ? [...entry.columns, ...(entry.withheld ?? [])] : []),
      ...Object.keys(entry.notPersonal ?? {}),
    ]);
    for (const column of columns) {
      if (looksPersonal(column) && !registered.has(column))
        problems.push(`${table}.${column}: looks personal but is neither a registered personal column nor declared not personal`);
    }
  }
  for (const entry of entries) {
    const columns = present.get(entry.table);
    if (!columns) {
      problems.push(`${entry.table}: registered but not in the database`);
      continue;
    }
    for (const [column, where] of namedColumns(entry)) {
      if (!columns.has(column) && !IMPLICIT_COLUMNS.has(column))
        problems.push(`${entry.table}.${column}: named in ${where} but not in the table`);
    }
    if (isPersonal(entry)) {
      for (const { match, erase } of entry.links) {
        if ("through" in match && !byTable.get(match.through)?.personal)
          problems.push(`${entry.table}: found through ${match.through}, not a personal entry`);
        if ("with" in erase && !byTable.has(erase.with))
          problems.push(`${entry.table}: erased with ${erase.with}, not registered`);
        if ("anonymize" in erase) {
          for (const column of Object.keys(erase.anonymize))
            if (!entry.columns.includes(column))
              problems.push(`${entry.table}.${column}: anonymized but not a registered personal column`);
        }
      }
      if (entry.links.length === 0 && !entry.unlinkable)
        problems.push(`${entry.table}: personal, yet neither found by anything nor said unlinkable`);
    }
  }
  return problems;
}

/** Every table of the database (its own schema on PostgreSQL) with its columns, by introspection. */
export async function databaseTables({ db, engine }: Database): Promise<TableColumns[]> {
  const rows =
    engine === "sqlite"
      ? await sql<{ table_name: string; column_name: string }>`
          select m.name as table_name, c.name as column_name
          from sqlite_master m join pragma_table_info(m.name) c
          where m.type = 'table' and m.name not like 'sqlite_%'
          order by m.name, c.cid`.execute(db)
      : await sql<{ table_name: string; column_name: string }>`
          select c.table_name, c.column_name from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          order by c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of rows.rows) {
    const columns = tables.get(table_name) ?? [];
    columns.push(column_name);
    tables.set(table_name, columns);
  }
  return [...tables].map(([table, columns]) => ({ table, columns }));
}
