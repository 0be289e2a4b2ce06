/**
 * What staff write on a candidate's page besides moves and emails (decision 0035): their rating
 * (1 to 5) and notes, each a timeline event and an audit entry in one transaction, and erasing
 * them. The audit log names the candidate by id only; a note's words stay in the timeline, which
 * erasure deletes.
 */
import type { Database } from "../../../db";
import { nowIso } from "../../../db/schema";
import { type AuditActor, audited } from "../../operations/audit";
import { type CandidateErasure, eraseCandidate } from "./erase";
import { recordCandidateEvent } from "./events";

export function rateCandidate(database: Database, actor: AuditActor, candidateId: number, rating: number): Promise<boolean> {
  return audited(database.db, actor, async (trx) => {
    const before = await trx.selectFrom("candidates").select("rating").where("id", "=", candidateId).executeTakeFirst();
    if (!before) return { result: false };
    await trx.updateTable("candidates").set({ rating, updated_at: nowIso() }).where("id", "=", candidateId).execute();
    await recordCandidateEvent(trx, {
      candidateId,
      kind: "rated",
      detail: { from: before.rating, to: rating },
      actorId: actor.userId,
    });
    return {
      result: true,
      entry: {
        action: "candidate.rate",
        target: { type: "candidate", id: candidateId },
        before: { rating: before.rating },
        after: { rating },
      },
    };
  });
}

export function addCandidateNote(database: Database, actor: AuditActor, candidateId: number, text: string): Promise<boolean> {
  return audited(database.db, actor, async (trx) => {
    const found = await trx.selectFrom("candidates").select("id").where("id", "=", candidateId).executeTakeFirst();
    if (!found) return { result: false };
    await recordCandidateEvent(trx, { candidateId, kind: "note", detail: { text }, actorId: actor.userId });
    return { result: true, entry: { action: "candidate.note", target: { type: "candidate", id: candidateId } } };
  });
}

/** Erases the candidate and everything of theirs (`eraseCandidate`), audited with the counts only. */
export function eraseCandidateByStaff(
  database: Database,
  actor: AuditActor,
  candidateId: number,
): Promise<CandidateErasure | undefined> {
  return audited(database.db, actor, async (trx) => {
    const erased = await eraseCandidate(trx, candidateId);
    return {
      result: erased,
      entry: erased ? { action: "candidate.erase", target: { type: "candidate", id: candidateId }, after: erased } : undefined,
    };
  });
}
