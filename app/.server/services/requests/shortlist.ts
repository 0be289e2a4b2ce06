/**
 * Shortlists (decision 0038): the candidates staff put before a client for a line of its request.
 * Only through an application whose candidate agreed to be presented (`present_consent`): one to
 * the line's opening, or a talent-pool application wanting the line's position. The server checks
 * it whatever the form said. A shortlist entry is personal data of the candidate's: found through
 * `candidate_id`, erased with them (candidates/erase.ts), with its application by retention.
 */
import type { DB } from "../../db";
import { nowIso } from "../../db/schema";
import { recordCandidateEvent } from "../careers/candidates/events";
import { recordRequestEvent } from "./events";

export interface StaffingLineRef {
  requestId: number;
  lineId: number;
}

interface LineOfRequest {
  id: number;
  position: string;
  opening_id: number | null;
}

/** The line when it belongs to the request; undefined otherwise (an id of another request's line). */
export function lineOfRequest(db: DB, { requestId, lineId }: StaffingLineRef): Promise<LineOfRequest | undefined> {
  return db
    .selectFrom("staff_request_lines")
    .select(["id", "position", "opening_id"])
    .where("id", "=", lineId)
    .where("request_id", "=", requestId)
    .executeTakeFirst();
}

/** A JSON list of ids holds this one: the quotes keep "laundry" from matching a longer id. */
const holdsId = (id: string) => `%${JSON.stringify(id)}%`;

/** The applications that may be presented for a line: consenting, to its opening or in the pool for its position. */
export function presentableApplications(db: DB, line: LineOfRequest) {
  return db
    .selectFrom("applications")
    .innerJoin("candidates", "candidates.id", "applications.candidate_id")
    .select([
      "applications.id as applicationId",
      "applications.candidate_id as candidateId",
      "applications.opening_id as openingId",
      "applications.stage",
      "applications.cv_consent as cvConsent",
      "candidates.full_name as fullName",
    ])
    .where("applications.present_consent", "=", 1)
    .where((eb) =>
      eb.or([
        ...(line.opening_id === null ? [] : [eb("applications.opening_id", "=", line.opening_id)]),
        eb.and([eb("applications.opening_id", "is", null), eb("candidates.positions", "like", holdsId(line.position))]),
      ]),
    )
    .where("applications.stage", "not in", ["rejected", "withdrawn"])
    .orderBy("applications.id", "desc")
    .limit(200);
}

export type ShortlistResult = { ok: true } | { ok: false; reason: "notFound" | "notPresentable" | "already" | "decided" };

/** Puts a consenting application's candidate on a line's shortlist, with both timelines' events. */
export async function shortlistCandidate(
  db: DB,
  ref: StaffingLineRef & { applicationId: number; actorId: string },
): Promise<ShortlistResult> {
  const run = async (trx: DB): Promise<ShortlistResult> => {
    const line = await lineOfRequest(trx, ref);
    if (!line) return { ok: false, reason: "notFound" };
    const application = await presentableApplications(trx, line)
      .clearLimit()
      .clearOrderBy()
      .where("applications.id", "=", ref.applicationId)
      .executeTakeFirst();
    if (!application) return { ok: false, reason: "notPresentable" };
    const held = await trx
      .selectFrom("shortlist_entries")
      .select("id")
      .where("line_id", "=", line.id)
      .where("candidate_id", "=", application.candidateId)
      .executeTakeFirst();
    if (held) return { ok: false, reason: "already" };
    const now = nowIso();
    await trx
      .insertInto("shortlist_entries")
      .values({
        line_id: line.id,
        candidate_id: application.candidateId,
        application_id: application.applicationId,
        created_by: ref.actorId,
        created_at: now,
      })
      .execute();
    await recordRequestEvent(
      trx,
      {
        requestId: ref.requestId,
        kind: "shortlisted",
        detail: { lineId: line.id, candidateId: application.candidateId },
        actorId: ref.actorId,
      },
      now,
    );
    await recordCandidateEvent(trx, {
      candidateId: application.candidateId,
      applicationId: application.applicationId,
      kind: "presented",
      detail: { requestId: ref.requestId, lineId: line.id },
      actorId: ref.actorId,
    });
    return { ok: true };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** Takes a candidate off a line's shortlist while the client has not answered. */
export async function removeFromShortlist(
  db: DB,
  ref: { requestId: number; entryId: number; actorId: string },
): Promise<ShortlistResult> {
  return db.transaction().execute(async (trx): Promise<ShortlistResult> => {
    const entry = await trx
      .selectFrom("shortlist_entries")
      .innerJoin("staff_request_lines", "staff_request_lines.id", "shortlist_entries.line_id")
      .select([
        "shortlist_entries.id",
        "shortlist_entries.decision",
        "shortlist_entries.line_id",
        "shortlist_entries.candidate_id",
      ])
      .where("shortlist_entries.id", "=", ref.entryId)
      .where("staff_request_lines.request_id", "=", ref.requestId)
      .executeTakeFirst();
    if (!entry) return { ok: false, reason: "notFound" };
    const removed = await trx
      .deleteFrom("shortlist_entries")
      .where("id", "=", entry.id)
      .where("decision", "=", "proposed")
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return { ok: false, reason: "decided" };
    await recordRequestEvent(trx, {
      requestId: ref.requestId,
      kind: "shortlisted",
      detail: { lineId: entry.line_id, candidateId: entry.candidate_id, removed: true },
      actorId: ref.actorId,
    });
    return { ok: true };
  });
}
