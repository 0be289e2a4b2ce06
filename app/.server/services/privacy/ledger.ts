/**
 * The erasure ledger (decision 0040): each erasure's identifiers by keyed hash, with its time, in
 * the database (`erasure_ledger`, written in the erasure's transaction) and appended to a file
 * outside it, DATA_DIR/privacy/erasure-ledger.jsonl, synced to disk before the erasure commits. A
 * restore replaces the table with the backup's; the file outlives it, and `npm run restore` erases
 * again whoever an older backup brings back. Neither holds an address or a phone, only hashes.
 */
import { mkdir, open, readFile } from "node:fs/promises";
import path from "node:path";
import type { DB } from "../../db";
import type { NormalizedIdentifier } from "./find";
import { hashIdentifier, type IdentifierKey, type IdentifierKind } from "./identifier-hash";

export interface LedgerEntry {
  identifierHash: string;
  kind: IdentifierKind;
  /** ISO-8601 UTC. */
  erasedAt: string;
}

/** Where the erasures go besides the database: what an erasure needs of the server's configuration. */
export interface ErasureLedger {
  key: IdentifierKey;
  /** The ledger file (ledgerFileIn(config.dataDir)). */
  file: string;
}

export const ledgerFileIn = (dataDir: string) => path.join(dataDir, "privacy", "erasure-ledger.jsonl");

/** The ledger entries of one erasure: one per identifier given. */
export function ledgerEntriesOf(key: IdentifierKey, person: NormalizedIdentifier, erasedAt: string): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  if (person.email) entries.push({ identifierHash: hashIdentifier(key, "email", person.email), kind: "email", erasedAt });
  if (person.phone) entries.push({ identifierHash: hashIdentifier(key, "phone", person.phone), kind: "phone", erasedAt });
  return entries;
}

const entryKey = ({ identifierHash, kind, erasedAt }: LedgerEntry) => `${kind}:${identifierHash}:${erasedAt}`;

/** Writes the entries the table lacks (the same hash, kind and time are one entry); answers how many. */
export async function writeLedgerRows(db: DB, entries: readonly LedgerEntry[]): Promise<number> {
  let written = 0;
  for (const { identifierHash, kind, erasedAt } of entries) {
    const inserted = await db
      .insertInto("erasure_ledger")
      .values({ identifier_hash: identifierHash, kind, erased_at: erasedAt })
      .onConflict((conflict) => conflict.columns(["identifier_hash", "kind", "erased_at"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) written += 1;
  }
  return written;
}

export async function readLedgerRows(db: DB): Promise<LedgerEntry[]> {
  const rows = await db.selectFrom("erasure_ledger").select(["identifier_hash", "kind", "erased_at"]).orderBy("id").execute();
  return rows.map((row) => ({ identifierHash: row.identifier_hash, kind: row.kind, erasedAt: row.erased_at }));
}

/** Appends the entries to the file, one JSON object a line, and syncs it to disk before answering. */
export async function appendLedgerFile(file: string, entries: readonly LedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const handle = await open(file, "a", 0o600);
  try {
    await handle.write(entries.map((entry) => `${JSON.stringify(entry)}\n`).join(""));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function parseEntry(line: string): LedgerEntry | undefined {
  try {
    const value = JSON.parse(line) as Partial<LedgerEntry>;
    const { identifierHash, kind, erasedAt } = value;
    if (typeof identifierHash !== "string" || !/^[0-9a-f]{64}$/.test(identifierHash)) return undefined;
    if (kind !== "email" && kind !== "phone") return undefined;
    if (typeof erasedAt !== "string" || Number.isNaN(Date.parse(erasedAt))) return undefined;
    return { identifierHash, kind, erasedAt };
  } catch {
    return undefined;
  }
}

/** The file's entries; none when it does not exist. A line cut short by a crash is skipped. */
export async function readLedgerFile(file: string): Promise<LedgerEntry[]> {
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "";
    throw error;
  });
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map(parseEntry)
    .filter((entry): entry is LedgerEntry => entry !== undefined);
}

/** Entries of several sources, once each, oldest first. */
export function mergeLedgers(...sources: ReadonlyArray<readonly LedgerEntry[]>): LedgerEntry[] {
  const merged = new Map<string, LedgerEntry>();
  for (const source of sources) for (const entry of source) merged.set(entryKey(entry), entry);
  return [...merged.values()].sort((a, b) => a.erasedAt.localeCompare(b.erasedAt));
}
