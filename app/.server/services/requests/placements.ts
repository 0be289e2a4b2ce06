/**
 * Placing a candidate on a request's line (decision 0038): the dates they work, the application
 * moved to "placed" through the careers stage writer, a "placed" event, all in one transaction. One
 * placement per candidate and line. Allowed for a consenting application to the line's opening,
 * approved by the client or not, or one the line's shortlist holds. A placement is personal data of
 * the candidate's: found through `candidate_id`, erased with them (candidates/erase.ts).
 */
import type { DB } from "../../db";
import { nowIso } from "../../db/schema";
import { setApplicationStage } from "../careers/applications/stage";
import { recordRequestEvent } from "./events";
import { lineOfRequest, type StaffingLineRef } from "./shortlist";

export interface PlacementInput extends StaffingLineRef {
  applicationId: number;
  /** YYYY-MM-DD. */
  startsOn: string;
  /** YYYY-MM-DD; null only for a long-term line. */
  endsOn: string | null;
  actorId: string;
}

export type PlacementResult =
  | { ok: true }
  | { ok: false; reason: "notFound" | "notPlaceable" | "already" | "endNeeded" | "endBeforeStart" };

export async function placeCandidate(db: DB, input: PlacementInput): Promise<PlacementResult> {
  if (input.endsOn !== null && input.endsOn < input.startsOn) return { ok: false, reason: "endBeforeStart" };
  const run = async (trx: DB): Promise<PlacementResult> => {
    const line = await lineOfRequest(trx, input);
    if (!line) return { ok: false, reason: "notFound" };
    const { placement } = await trx
      .selectFrom("staff_request_lines")
      .select("placement")
      .where("id", "=", line.id)
      .executeTakeFirstOrThrow();
    if (input.endsOn === null && placement !== "longTerm") return { ok: false, reason: "endNeeded" };
    const application = await trx
      .selectFrom("applications")
      .select(["id", "candidate_id", "opening_id"])
      .where("id", "=", input.applicationId)
      .where("present_consent", "=", 1)
      .where((eb) =>
        eb.or([
          ...(line.opening_id === null ? [] : [eb("opening_id", "=", line.opening_id)]),
          eb.exists(
            eb
              .selectFrom("shortlist_entries")
              .select("shortlist_entries.id")
              .where("shortlist_entries.line_id", "=", line.id)
              .whereRef("shortlist_entries.application_id", "=", "applications.id"),
          ),
        ]),
      )
      .executeTakeFirst();
    if (!application) return { ok: false, reason: "notPlaceable" };
    const held = await trx
      .selectFrom("placements")
      .select("id")
      .where("line_id", "=", line.id)
      .where("candidate_id", "=", application.candidate_id)
      .executeTakeFirst();
    if (held) return { ok: false, reason: "already" };
    const now = nowIso();
    await trx
      .insertInto("placements")
      .values({
        line_id: line.id,
        candidate_id: application.candidate_id,
        application_id: application.id,
        starts_on: input.startsOn,
        ends_on: input.endsOn,
        created_by: input.actorId,
        created_at: now,
      })
      .execute();
    await setApplicationStage(trx, { applicationId: application.id, stage: "placed", actorId: input.actorId });
    await recordRequestEvent(
      trx,
      {
        requestId: input.requestId,
        kind: "placed",
        detail: { lineId: line.id, candidateId: application.candidate_id, startsOn: input.startsOn, endsOn: input.endsOn },
        actorId: input.actorId,
      },
      now,
    );
    return { ok: true };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
