/**
 * A restore keeps erased people erased (decision 0040): the erasure ledger is read from its file
 * and from the database about to be replaced (when it can be read), the people it names who were
 * erased after the backup was made are erased again in the restored database, and the ledger is
 * made whole in both places. Reports counts only, never an address.
 */
import type { Database } from "../db";
import {
  appendLedgerFile,
  type ErasureLedger,
  type LedgerEntry,
  mergeLedgers,
  type ReappliedErasures,
  readLedgerFile,
  readLedgerRows,
  reapplyErasures,
  writeLedgerRows,
} from "../services/privacy";

/** Who the audit log says erased again: the operator's restore command. */
const RESTORE_ACTOR = { userId: null, email: "npm run restore", role: null, ip: null };

export interface ReappliedLedger extends ReappliedErasures {
  /** Ledger entries known after the restore, from the file and the replaced database together. */
  known: number;
}

/** The ledger as known before the restore changes anything: its file, and the rows of the database to be replaced. */
export interface KnownLedger {
  inFile: LedgerEntry[];
  replaced: LedgerEntry[];
}

/**
 * Read before the first change, so an unreadable file refuses the restore with nothing changed.
 * The database's rows are optional: it may be empty, older than the ledger, or unreadable.
 */
export async function knownLedger(ledger: ErasureLedger, live: Database | undefined): Promise<KnownLedger> {
  const inFile = await readLedgerFile(ledger.file);
  const replaced = live ? await readLedgerRows(live.db).catch(() => []) : [];
  return { inFile, replaced };
}

/** After the restore: erases again, writes the entries the restored table lacks and the file lacks. */
export async function reapplyLedger(
  database: Database,
  ledger: ErasureLedger,
  { inFile, replaced }: KnownLedger,
  backupTakenAt: string,
): Promise<ReappliedLedger> {
  const entries = mergeLedgers(inFile, replaced);
  const reapplied = await reapplyErasures(database, ledger, entries, backupTakenAt, RESTORE_ACTOR);
  await writeLedgerRows(database.db, entries);
  const filed = new Set(inFile.map((entry) => JSON.stringify(entry)));
  await appendLedgerFile(
    ledger.file,
    entries.filter((entry) => !filed.has(JSON.stringify(entry))),
  );
  return { ...reapplied, known: entries.length };
}
