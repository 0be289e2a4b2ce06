/**
 * Erasing one person across the register (decision 0039), in one transaction: rows that are theirs
 * deleted (by the domain's own erasure where it has one: a candidate with their CVs, a request with
 * its lines), rows of other records that name them anonymized, children before their parents. The
 * audit entry it writes holds counts only. Core only: who may ask, and how they prove the address
 * is theirs, is the request page's business.
 */
import { sql } from "kysely";
import type { Database, DB } from "../../db";
import { countActiveAdmins } from "../accounts/users";
import { eraseCandidate } from "../careers/candidates/erase";
import { type AuditActor, recordAudit } from "../operations/audit";
import { deleteRequestRows } from "../records/partnerships-admin";
import { type EntryRows, findRows, normalizeIdentifier, type PersonIdentifier } from "./find";
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

const ERASERS: Record<Eraser, (trx: DB, ids: number[]) => Promise<unknown>> = {
  candidate: async (trx, ids) => {
    for (const id of ids) await eraseCandidate(trx, id);
  },
  request: (trx, ids) => deleteRequestRows(trx, ids),
};

async function eraseEntry(trx: DB, { entry, links }: EntryRows): Promise<ErasedCounts> {
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
  for (const [eraser, keys] of byEraser) await ERASERS[eraser](trx, keys as number[]);
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

/**
 * Erases everything the register finds for the person, in one transaction with its audit entry
 * (action `privacy.erase`, the counts per table, no address, no name).
 */
export async function erasePersonalData(
  database: Database,
  identifier: PersonIdentifier,
  actor: AuditActor,
): Promise<ErasureResult> {
  const person = normalizeIdentifier(identifier);
  const { db, engine } = database;
  if (await isLastAdministrator(database, await findRows(db, engine, person))) return { ok: false, reason: "lastAdministrator" };
  return db.transaction().execute(async (trx): Promise<ErasureResult> => {
    const rows = await findRows(trx, engine, person);
    if (rows.every(({ keys }) => keys.length === 0)) return { ok: false, reason: "nothingFound" };
    const counts: Record<string, ErasedCounts> = {};
    // Children before their parents: a foreign key without cascade never points at a deleted row.
    for (const found of [...rows].reverse()) {
      if (found.keys.length === 0) continue;
      counts[found.entry.table] = await eraseEntry(trx, found);
    }
    await recordAudit(trx, { actor, action: "privacy.erase", target: { type: "personal_data" }, after: { counts } });
    return { ok: true, counts };
  });
}
