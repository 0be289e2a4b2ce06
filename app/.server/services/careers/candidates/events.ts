/**
 * A candidate's timeline (decision 0035): what happened to them and their applications, in order.
 * Every change to a candidate writes its event in the change's own transaction, so the timeline
 * never says something happened that did not, nor misses what did.
 */
import type { ApplicationEventKind } from "~/lib/careers/applications";
import type { DB } from "../../../db";
import { nowIso } from "../../../db/schema";

export interface CandidateEvent {
  candidateId: number;
  applicationId?: number | null;
  kind: ApplicationEventKind;
  /** What the kind needs to be read back: a stage change's from, to and reason; a note's text. */
  detail?: Record<string, unknown>;
  /** The staff user who did it; absent for the candidate themself or the system. */
  actorId?: string | null;
}

export async function recordCandidateEvent(db: DB, event: CandidateEvent): Promise<void> {
  await db
    .insertInto("application_events")
    .values({
      candidate_id: event.candidateId,
      application_id: event.applicationId ?? null,
      kind: event.kind,
      detail: JSON.stringify(event.detail ?? {}),
      actor_id: event.actorId ?? null,
      created_at: nowIso(),
    })
    .execute();
}
