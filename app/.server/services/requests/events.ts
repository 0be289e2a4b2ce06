/**
 * A staff request's timeline (decision 0038): stage changes, owners, follow-ups, notes, emails,
 * reminders, the client's answers, placements. Every change writes its event in the change's own
 * transaction, so the timeline never says something happened that did not, nor misses what did.
 */
import type { DB } from "../../db";
import { nowIso } from "../../db/schema";

export const REQUEST_EVENT_KINDS = [
  "received",
  "stage",
  "owner",
  "followUp",
  "note",
  "email",
  "reminder",
  "openings",
  "shortlisted",
  "approved",
  "declined",
  "placed",
  "reorderOffered",
  "reordered",
] as const;
export type RequestEventKind = (typeof REQUEST_EVENT_KINDS)[number];

export interface RequestEvent {
  requestId: number;
  kind: RequestEventKind;
  /** What the kind needs to be read back: a stage change's from, to and reason; a note's text. */
  detail?: Record<string, unknown>;
  /** The staff user who did it; absent for the client or the system. */
  actorId?: string | null;
}

/** Writes the event and marks the request touched when staff did it (the stale flag counts from there). */
export async function recordRequestEvent(db: DB, event: RequestEvent, now = nowIso()): Promise<void> {
  await db
    .insertInto("staff_request_events")
    .values({
      request_id: event.requestId,
      kind: event.kind,
      detail: JSON.stringify(event.detail ?? {}),
      actor_id: event.actorId ?? null,
      created_at: now,
    })
    .execute();
  if (event.actorId) {
    await db.updateTable("partnership_requests").set({ touched_at: now }).where("id", "=", event.requestId).execute();
  }
}
