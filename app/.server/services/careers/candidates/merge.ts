/**
 * Merging two candidates the match could not join (decision 0035: a new address and a new phone):
 * every application, event, private link and CV of the other moves onto the one kept, whose empty
 * fields take the other's values (languages and positions are joined, the later talent-pool end and
 * the longer experience kept), and the other is deleted. One transaction, a `merged` event in the
 * timeline and an audit entry with both ids; the search index follows through its triggers.
 */
import type { Selectable } from "kysely";
import { readStoredList } from "~/lib/careers/pipeline";
import type { Database, DB } from "../../../db";
import { type CandidatesTable, nowIso, toFlag } from "../../../db/schema";
import { type AuditActor, audited } from "../../operations/audit";
import { recordCandidateEvent } from "./events";

export type MergeResult = { ok: true } | { ok: false; error: "notFound" | "sameCandidate" };

type Candidate = Selectable<CandidatesTable>;

const joined = (a: string, b: string) => JSON.stringify([...new Set([...readStoredList(a), ...readStoredList(b)])]);
const later = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** The kept candidate's values, its empty ones filled from the other's. */
function mergedFields(keep: Candidate, other: Candidate) {
  return {
    full_name: keep.full_name.trim() ? keep.full_name : other.full_name,
    email: keep.email ?? other.email,
    phone: keep.phone ?? other.phone,
    phone_whatsapp: toFlag(keep.phone ? keep.phone_whatsapp : other.phone_whatsapp) ? (1 as const) : (0 as const),
    country: keep.country || other.country,
    city: keep.city || other.city,
    languages: joined(keep.languages, other.languages),
    positions: joined(keep.positions, other.positions),
    available_from: keep.available_from ?? other.available_from,
    experience_years: Math.max(keep.experience_years, other.experience_years),
    rating: keep.rating ?? other.rating,
    talent_pool_until: later(keep.talent_pool_until, other.talent_pool_until),
    updated_at: nowIso(),
  };
}

/**
 * The other's shortlist entries and placements move to the kept candidate (decision 0038); on a line
 * where both were put forward, the kept one's row stays (one per candidate and line).
 */
async function moveStaffingRows(trx: DB, keepId: number, otherId: number): Promise<void> {
  for (const table of ["shortlist_entries", "placements"] as const) {
    const keptLines = trx.selectFrom(table).select("line_id").where("candidate_id", "=", keepId);
    await trx.deleteFrom(table).where("candidate_id", "=", otherId).where("line_id", "in", keptLines).execute();
    await trx.updateTable(table).set({ candidate_id: keepId }).where("candidate_id", "=", otherId).execute();
  }
}

export function mergeCandidates(database: Database, actor: AuditActor, keepId: number, otherId: number): Promise<MergeResult> {
  if (keepId === otherId) return Promise.resolve({ ok: false, error: "sameCandidate" });
  return audited(database.db, actor, async (trx) => {
    const [keep, other] = await Promise.all([
      trx.selectFrom("candidates").selectAll().where("id", "=", keepId).executeTakeFirst(),
      trx.selectFrom("candidates").selectAll().where("id", "=", otherId).executeTakeFirst(),
    ]);
    if (!keep || !other) return { result: { ok: false, error: "notFound" } as MergeResult };
    await trx.updateTable("applications").set({ candidate_id: keepId }).where("candidate_id", "=", otherId).execute();
    await trx.updateTable("application_events").set({ candidate_id: keepId }).where("candidate_id", "=", otherId).execute();
    await trx.updateTable("candidate_tokens").set({ candidate_id: keepId }).where("candidate_id", "=", otherId).execute();
    await trx.updateTable("cv_files").set({ candidate_id: keepId }).where("candidate_id", "=", otherId).execute();
    await moveStaffingRows(trx, keepId, otherId);
    await trx.updateTable("candidates").set(mergedFields(keep, other)).where("id", "=", keepId).execute();
    await trx.deleteFrom("candidates").where("id", "=", otherId).execute();
    await recordCandidateEvent(trx, { candidateId: keepId, kind: "merged", detail: { otherId }, actorId: actor.userId });
    return {
      result: { ok: true } as MergeResult,
      entry: { action: "candidate.merge", target: { type: "candidate", id: keepId }, after: { merged: otherId } },
    };
  });
}
