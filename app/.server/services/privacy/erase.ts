/**
 * Erasing one person across the register (decision 0039), in one transaction: rows that are theirs
 * deleted (by the domain's own erasure where it has one: a candidate with their CVs, a request with
 * its lines), rows of other records that name them anonymized, children before their parents. The
 * audit entry it writes holds counts only. Core only: who may ask, and how they prove the address
 * is theirs, is the request page's business.
 *
 * What stays (decision 0040): the person's suppression row, reduced to the keyed hash of their
 * address, so no campaign resumes; and the erasure in the ledger (table and file), by hashed
 * identifier, so a restore of an older backup erases them again.
 */
import { sql } from "kysely";
import type { Database, DB } from "../../db";
import { nowIso } from "../../db/schema";
import { countActiveAdmins } from "../accounts/users";
import { eraseCandidate } from "../careers/candidates/erase";
import { type AuditActor, recordAudit } from "../operations/audit";
import { deleteRequestRows } from "../records/partnerships-admin";
import { type EntryRows, findRows, type NormalizedIdentifier, normalizeIdentifier, type PersonIdentifier } from "./find";
import { hashIdentifier, type IdentifierKey } from "./identifier-hash";
import { appendLedgerFile, type ErasureLedger, ledgerEntriesOf, writeLedgerRows } from "./ledger";
import type { Eraser } from "./register";
import { chunks, keyText, type RowKey, rowsWhere } from "./rows";

export interface ErasedCounts {
  /** Rows deleted: the person's own. */
  removed: number;
  /** Rows kept with the person's columns set to their erased values. */
  anonymized: number;
}

export type ErasureResult =
  | { ok: true; counts: Record<string, ErasedCounts> }
  | { ok: false; reason: "nothingFound" | "lastAdministrator" };

/** Tables whose rows mean the person was on a mailing list: erasing them keeps their address suppressed by hash. */
const MAILED = ["newsletter_subscribers", "job_alert_subscribers", "campaign_deliveries"];

/**
 * A suppression row keeps its reason, source and time, and of the address only the keyed hash;
 * the server's words (which may quote the address) go. A second row of the same hash is deleted.
 */
async function hashSuppressions(trx: DB, ids: number[], key: IdentifierKey): Promise<void> {
  const rows = await trx.selectFrom("mail_suppressions").select(["id", "email"]).where("id", "in", ids).execute();
  for (const { id, email } of rows) {
    if (!email) continue;
    const emailHash = hashIdentifier(key, "email", email);
    const listed = await trx.selectFrom("mail_suppressions").select("id").where("email_hash", "=", emailHash).executeTakeFirst();
    if (listed) await trx.deleteFrom("mail_suppressions").where("id", "=", id).execute();
    else
      await trx
        .updateTable("mail_suppressions")
        .set({ email: null, email_hash: emailHash, detail: null })
        .where("id", "=", id)
        .execute();
  }
}

const ERASERS: Record<Eraser, (trx: DB, ids: number[], key: IdentifierKey) => Promise<unknown>> = {
  candidate: async (trx, ids) => {
    for (const id of ids) await eraseCandidate(trx, id);
  },
  request: (trx, ids) => deleteRequestRows(trx, ids),
  suppression: hashSuppressions,
};

/**
 * A person who was on a mailing list but never suppressed is listed by hash (reason "erased"): a
 * list restored or imported again cannot mail them. Someone who only wrote to the agency was never
 * mailed in bulk, and keeps nothing but the ledger's entry.
 */
async function suppressErasedAddress(trx: DB, email: string, key: IdentifierKey): Promise<void> {
  await trx
    .insertInto("mail_suppressions")
    .values({
      email: null,
      email_hash: hashIdentifier(key, "email", email),
      reason: "erased",
      source: "staff",
      detail: null,
      campaign_id: null,
      created_at: nowIso(),
    })
    .onConflict((conflict) => conflict.column("email_hash").doNothing())
    .execute();
}

async function eraseEntry(trx: DB, { entry, links }: EntryRows, key: IdentifierKey): Promise<ErasedCounts> {
  const removedBy = new Map<string, RowKey>();
  const byEraser = new Map<Eraser, RowKey[]>();
  const deletes: RowKey[] = [];
  for (const { link, keys } of links) {
    const { erase } = link;
    if ("anonymize" in erase) continue;
    for (const key of keys) {
      if (removedBy.has(keyText(key))) continue;
      removedBy.set(keyText(key), key);
      if ("delete" in erase) deletes.push(key);
      else if ("eraser" in erase) byEraser.set(erase.eraser, [...(byEraser.get(erase.eraser) ?? []), key]);
      // `with`: removed by the erasure of the row it belongs to.
    }
  }
  const anonymized = new Set<string>();
  for (const { link, keys } of links) {
    if (!("anonymize" in link.erase)) continue;
    const kept = keys.filter((key) => !removedBy.has(keyText(key)));
    const values = Object.entries(link.erase.anonymize).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
    for (const slice of chunks(kept))
      await sql`update ${sql.table(entry.table)} set ${sql.join(values)} where ${rowsWhere(entry, slice)}`.execute(trx);
    for (const key of kept) anonymized.add(keyText(key));
  }
  for (const slice of chunks(deletes))
    await sql`delete from ${sql.table(entry.table)} where ${rowsWhere(entry, slice)}`.execute(trx);
  for (const [eraser, keys] of byEraser) await ERASERS[eraser](trx, keys as number[], key);
  return { removed: removedBy.size, anonymized: anonymized.size };
}

/** True when the person's account is the last active administrator's: erasing it would lock everyone out. */
async function isLastAdministrator(database: Database, rows: readonly EntryRows[]): Promise<boolean> {
  const users = rows.find(({ entry }) => entry.table === "user")?.owned ?? [];
  for (const id of users) {
    const user = await database.db.selectFrom("user").select(["role", "banned"]).where("id", "=", String(id)).executeTakeFirst();
    const active = user?.role === "admin" && !user.banned;
    if (active && (await countActiveAdmins(database, String(id))) === 0) return true;
  }
  return false;
}

export interface ErasureOptions {
  ledger: ErasureLedger;
  /** A restore erasing again whom the ledger names: no new ledger entry, its own audit action. */
  reapplied?: boolean;
  /**
   * The caller's own writes, in the erasure's transaction, before the ledger is written: a privacy
   * request marked answered with its notice queued commits with the erasure or not at all (decision 0041).
   */
  alongside?: (trx: DB, counts: Readonly<Record<string, ErasedCounts>>) => Promise<void>;
}

/** The erasure of one normalized identifier: the core a request and a restore share. */
export async function eraseIdentified(
  database: Database,
  person: NormalizedIdentifier,
  actor: AuditActor,
  { ledger, reapplied = false, alongside }: ErasureOptions,
): Promise<ErasureResult> {
  const { db, engine } = database;
  if (await isLastAdministrator(database, await findRows(db, engine, person))) return { ok: false, reason: "lastAdministrator" };
  return db.transaction().execute(async (trx): Promise<ErasureResult> => {
    const rows = await findRows(trx, engine, person);
    if (rows.every(({ keys }) => keys.length === 0)) return { ok: false, reason: "nothingFound" };
    const counts: Record<string, ErasedCounts> = {};
    // Children before their parents: a foreign key without cascade never points at a deleted row.
    for (const found of [...rows].reverse()) {
      if (found.keys.length === 0) continue;
      counts[found.entry.table] = await eraseEntry(trx, found, ledger.key);
    }
    if (person.email && !counts.mail_suppressions && MAILED.some((table) => counts[table]))
      await suppressErasedAddress(trx, person.email, ledger.key);
    const action = reapplied ? "privacy.restore_erase" : "privacy.erase";
    await recordAudit(trx, { actor, action, target: { type: "personal_data" }, after: { counts } });
    await alongside?.(trx, counts);
    if (!reapplied) {
      const entries = ledgerEntriesOf(ledger.key, person, nowIso());
      await writeLedgerRows(trx, entries);
      // Synced to disk before the commit: an erasure the file does not hold never happens.
      await appendLedgerFile(ledger.file, entries);
    }
    return { ok: true, counts };
  });
}

/**
 * Erases everything the register finds for the person, in one transaction with its audit entry
 * (action `privacy.erase`, the counts per table, no address, no name) and its ledger entries.
 */
export function erasePersonalData(
  database: Database,
  identifier: PersonIdentifier,
  actor: AuditActor,
  ledger: ErasureLedger,
  alongside?: ErasureOptions["alongside"],
): Promise<ErasureResult> {
  return eraseIdentified(database, normalizeIdentifier(identifier), actor, { ledger, alongside });
}
