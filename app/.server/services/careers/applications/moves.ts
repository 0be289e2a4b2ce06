/**
 * Staff's moves of applications (decision 0035): one application to a stage (the board's drag,
 * its keyboard move, the form on a card or on the candidate's page), or several rejected with one
 * reason and, if staff choose, one kind email each. Every move goes through `setApplicationStage`
 * (its timeline event) and is audited in the same transaction, with ids and stages only: the audit
 * log keeps no one's name (decision 0014).
 */
import type { ApplicationStage, RejectionReason } from "~/lib/careers/applications";
import type { Database } from "../../../db";
import type { OutboxMessage } from "../../../mail/message";
import { enqueueEmail } from "../../../mail/outbox";
import { type AuditActor, audited } from "../../operations/audit";
import { recordCandidateEvent } from "../candidates/events";
import { type CandidateMessageContext, candidateMessage } from "../candidates/messages";
import { setApplicationStage } from "./stage";

export type MoveResult = { ok: true } | { ok: false; error: "notFound" | "reasonRequired" };

export function moveApplication(
  database: Database,
  actor: AuditActor,
  change: { applicationId: number; stage: ApplicationStage; reason?: string | null },
): Promise<MoveResult> {
  return audited<MoveResult>(database.db, actor, async (trx) => {
    const moved = await setApplicationStage(trx, { ...change, actorId: actor.userId });
    if (!moved.ok) return { result: moved };
    return {
      result: { ok: true },
      entry: {
        action: "application.move",
        target: { type: "application", id: change.applicationId },
        before: { stage: moved.from },
        after: { stage: change.stage, reason: change.reason ?? null },
      },
    };
  });
}

export interface BulkRejection {
  ids: readonly number[];
  reason: RejectionReason;
  /** Send each candidate (with an address) the rejection email, once however many of their applications. */
  notify: boolean;
}

/** Rejects the applications that exist; answers how many, and how many emails were queued. */
export async function rejectApplications(
  context: CandidateMessageContext,
  actor: AuditActor,
  rejection: BulkRejection,
): Promise<{ rejected: number; emailed: number }> {
  const { db } = context.database;
  const rows =
    rejection.ids.length === 0
      ? []
      : await db
          .selectFrom("applications")
          .select(["id", "candidate_id"])
          .where("id", "in", [...rejection.ids])
          .orderBy("id")
          .execute();
  // One email per candidate, about their first application of the selection; rendered before the
  // transaction, which then only writes.
  const firstOf = new Map<number, number>();
  for (const row of rows) if (!firstOf.has(row.candidate_id)) firstOf.set(row.candidate_id, row.id);
  const emails: Array<{ candidateId: number; applicationId: number; message: OutboxMessage }> = [];
  if (rejection.notify) {
    for (const [candidateId, applicationId] of firstOf) {
      const message = await candidateMessage(context, candidateId, { template: "rejection", applicationId });
      if (message.ok) emails.push({ candidateId, applicationId, message: message.email });
    }
  }
  return audited(db, actor, async (trx) => {
    for (const row of rows)
      await setApplicationStage(trx, {
        applicationId: row.id,
        stage: "rejected",
        reason: rejection.reason,
        actorId: actor.userId,
      });
    for (const email of emails) {
      await enqueueEmail(trx, email.message);
      await recordCandidateEvent(trx, {
        candidateId: email.candidateId,
        applicationId: email.applicationId,
        kind: "email",
        detail: { template: "rejection" },
        actorId: actor.userId,
      });
    }
    return {
      result: { rejected: rows.length, emailed: emails.length },
      entry:
        rows.length === 0
          ? undefined
          : {
              action: "application.bulk_reject",
              target: { type: "application", id: rows.map((row) => row.id) },
              after: { stage: "rejected", reason: rejection.reason, emails: emails.length },
            },
    };
  });
}
