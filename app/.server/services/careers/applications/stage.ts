/**
 * Moving an application to a stage (decision 0035): the one write every mover shares (the staff
 * board and form, the candidate withdrawing from their page), with its timeline event, in one
 * transaction. Reaching placed, rejected or withdrawn closes the application; leaving those
 * stages opens it again.
 */
import { type ApplicationStage, isClosedStage, reasonsOf } from "~/lib/careers/applications";
import type { DB } from "../../../db";
import { nowIso } from "../../../db/schema";
import { recordCandidateEvent } from "../candidates/events";

export interface StageChange {
  applicationId: number;
  stage: ApplicationStage;
  /** Required for rejected and withdrawn: one of `reasonsOf(stage)`. */
  reason?: string | null;
  /** The board position within the new stage; the stage's end when absent. */
  position?: number;
  /** The staff user; absent when the candidate does it. */
  actorId?: string | null;
}

export type StageChangeResult =
  | { ok: true; from: ApplicationStage; candidateId: number }
  | { ok: false; error: "notFound" | "reasonRequired" };

/** Moves one application; in the caller's transaction when it has one. */
export async function setApplicationStage(db: DB, change: StageChange): Promise<StageChangeResult> {
  const reasons = reasonsOf(change.stage);
  const reason = reasons.length > 0 ? (change.reason ?? null) : null;
  if (reasons.length > 0 && (!reason || !reasons.includes(reason))) return { ok: false, error: "reasonRequired" };
  const move = async (trx: DB): Promise<StageChangeResult> => {
    const current = await trx
      .selectFrom("applications")
      .select(["stage", "candidate_id", "closed_at"])
      .where("id", "=", change.applicationId)
      .executeTakeFirst();
    if (!current) return { ok: false, error: "notFound" };
    const now = nowIso();
    const position =
      change.position ??
      Number(
        (
          await trx
            .selectFrom("applications")
            .select((eb) => eb.fn.max("stage_position").as("last"))
            .where("stage", "=", change.stage)
            .executeTakeFirst()
        )?.last ?? 0,
      ) + 1;
    await trx
      .updateTable("applications")
      .set({
        stage: change.stage,
        stage_reason: reason,
        stage_position: position,
        updated_at: now,
        closed_at: isClosedStage(change.stage) ? (current.closed_at ?? now) : null,
      })
      .where("id", "=", change.applicationId)
      .execute();
    if (current.stage !== change.stage) {
      await recordCandidateEvent(trx, {
        candidateId: current.candidate_id,
        applicationId: change.applicationId,
        kind: change.stage === "withdrawn" && !change.actorId ? "withdrawn" : "stage",
        detail: { from: current.stage, to: change.stage, reason },
        actorId: change.actorId,
      });
    }
    return { ok: true, from: current.stage, candidateId: current.candidate_id };
  };
  return db.isTransaction ? move(db) : db.transaction().execute(move);
}
