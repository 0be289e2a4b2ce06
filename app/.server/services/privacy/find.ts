/**
 * Finding one person's rows across the register (decision 0039): by their email address and/or
 * phone, then through every row that points at a row of theirs. Each email and phone comparison
 * is an equality on the stored column (indexed where the table is large: subscribers, candidates,
 * delivery events, the audit log's actor); a phone typed into a visitor form, an address typed
 * into a staff change or an email's text are compared as written, in tables the retention job
 * keeps small.
 */
import { type RawBuilder, sql } from "kysely";
import { normalizeEmail, normalizePhone } from "~/lib/careers/applications";
import type { Database, DB } from "../../db";
import type { Engine } from "../../db/migrations/context";
import { type Link, type PersonalEntry, registerFor, walkOrder } from "./register";
import { chunks, type KeyValue, keyOf, keyText, type RowKey } from "./rows";

export type { RowKey };

export interface PersonIdentifier {
  email?: string | null;
  phone?: string | null;
}

/** The identifier as stored: an address trimmed and lower-cased, a phone's digits with its "+". */
export interface NormalizedIdentifier {
  email: string | null;
  phone: string | null;
}

/** A phone shorter than this matches too many people to be anyone's. */
const MIN_PHONE_DIGITS = 6;

export function normalizeIdentifier({ email, phone }: PersonIdentifier): NormalizedIdentifier {
  const address = email ? normalizeEmail(email) : "";
  const number = phone ? normalizePhone(phone) : "";
  return {
    email: address.includes("@") ? address : null,
    phone: number.replace(/\D/g, "").length >= MIN_PHONE_DIGITS ? number : null,
  };
}

/** The rows one link of an entry found. */
export interface LinkRows {
  link: Link;
  keys: RowKey[];
}

/** One register entry's rows for the person: found per link, and all of them once. */
export interface EntryRows {
  entry: PersonalEntry;
  links: LinkRows[];
  keys: RowKey[];
  /** The rows that are the person's own (every link but an anonymizing one): what rows found through them follow. */
  owned: RowKey[];
}

export interface FoundEntry {
  table: string;
  count: number;
  ids: RowKey[];
}

export interface FoundPersonalData {
  identifier: NormalizedIdentifier;
  /** Every personal entry with at least one row, in the register's walk order. */
  entries: FoundEntry[];
}

function union(lists: readonly RowKey[][]): RowKey[] {
  const seen = new Map<string, RowKey>();
  for (const list of lists) for (const key of list) seen.set(keyText(key), key);
  return [...seen.values()];
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The address as a whole word of a text: not the tail of a longer address nor the head of a longer domain. */
function mentionsWhole(text: string, email: string): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(email); at >= 0; at = lower.indexOf(email, at + 1)) {
    const before = lower[at - 1] ?? "";
    const after = lower[at + email.length] ?? "";
    if (
      !/[a-z0-9._%+-]/.test(before) &&
      !/[a-z0-9-]/.test(after) &&
      !(after === "." && /[a-z0-9]/.test(lower[at + email.length + 1] ?? ""))
    )
      return true;
  }
  return false;
}

/** A stored phone's separators dropped, as normalizePhone drops them (its "+" or "00" kept). */
const phoneAsStored = (column: RawBuilder<unknown>) =>
  sql`replace(replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '/', '')`;

/** The conditions of one link, each a query's where; none when the link cannot match this person. */
function conditionsOf(link: Link, person: NormalizedIdentifier, owned: ReadonlyMap<string, RowKey[]>): RawBuilder<unknown>[] {
  const { match } = link;
  if ("email" in match) {
    if (!person.email) return [];
    const column = sql.ref(match.email);
    return [match.stored === "normalized" ? sql`${column} = ${person.email}` : sql`lower(trim(${column})) = ${person.email}`];
  }
  if ("phone" in match) {
    if (!person.phone) return [];
    const column = sql.ref(match.phone);
    if (match.stored === "normalized") return [sql`${column} = ${person.phone}`];
    const forms = person.phone.startsWith("+") ? [person.phone, `00${person.phone.slice(1)}`] : [person.phone];
    return [sql`${phoneAsStored(column)} in (${sql.join(forms)})`];
  }
  if ("mentions" in match) {
    if (!person.email) return [];
    return [sql`lower(${sql.ref(match.mentions)}) like ${likePattern(person.email)} escape ${sql.lit("\\")}`];
  }
  const parents = (owned.get(match.through) ?? []).map((key) => (Array.isArray(key) ? key[0] : key) as KeyValue);
  const when = match.when ? sql` and ${sql.ref(match.when.column)} in (${sql.join(match.when.in)})` : sql``;
  return chunks(parents).map((slice) => sql`${sql.ref(match.column)} in (${sql.join(slice)})${when}`);
}

async function linkRows(
  db: DB,
  entry: PersonalEntry,
  link: Link,
  person: NormalizedIdentifier,
  owned: ReadonlyMap<string, RowKey[]>,
): Promise<RowKey[]> {
  const mentioned = "mentions" in link.match ? link.match.mentions : undefined;
  const selected = sql.join([...entry.key, ...(mentioned ? [mentioned] : [])].map((column) => sql.ref(column)));
  const keys: RowKey[] = [];
  for (const condition of conditionsOf(link, person, owned)) {
    const { rows } = await sql<
      Record<string, unknown>
    >`select ${selected} from ${sql.table(entry.table)} where ${condition}`.execute(db);
    for (const row of rows) {
      if (mentioned && !(person.email && mentionsWhole(String(row[mentioned] ?? ""), person.email))) continue;
      keys.push(keyOf(entry, row));
    }
  }
  return keys;
}

/**
 * Every personal entry's rows for the person, walking parents before the entries found through
 * them. Pass a transaction to read what an erasure is about to change.
 */
export async function findRows(db: DB, engine: Engine, person: NormalizedIdentifier): Promise<EntryRows[]> {
  if (!person.email && !person.phone) return [];
  const owned = new Map<string, RowKey[]>();
  const found: EntryRows[] = [];
  for (const entry of walkOrder(registerFor(engine))) {
    const links: LinkRows[] = [];
    for (const link of entry.links) links.push({ link, keys: await linkRows(db, entry, link, person, owned) });
    const own = union(links.filter(({ link }) => !("anonymize" in link.erase)).map(({ keys }) => keys));
    owned.set(entry.table, own);
    found.push({ entry, links, keys: union(links.map(({ keys }) => keys)), owned: own });
  }
  return found;
}

/** How many rows of each table hold the person's data, and which (decision 0039). */
export async function findPersonalData({ db, engine }: Database, identifier: PersonIdentifier): Promise<FoundPersonalData> {
  const person = normalizeIdentifier(identifier);
  const rows = await findRows(db, engine, person);
  return {
    identifier: person,
    entries: rows
      .filter(({ keys }) => keys.length > 0)
      .map(({ entry, keys }) => ({ table: entry.table, count: keys.length, ids: keys })),
  };
}
