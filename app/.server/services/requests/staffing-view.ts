/**
 * A request's staffing as staff see it (decision 0038): each line with its progress, its opening,
 * its shortlist with the client's answers, its placements, and the applications that may still be
 * shortlisted or placed (consenting ones only).
 */
import type { Database } from "../../db";
import { lineEndDate } from "./openings-from-request";
import { presentableApplications } from "./shortlist";

export async function staffingView({ db }: Database, requestId: number) {
  const request = await db
    .selectFrom("partnership_requests")
    .select(["id", "organization", "status", "country", "city"])
    .where("id", "=", requestId)
    .executeTakeFirst();
  if (!request) return undefined;
  const [lines, entries, placements] = await Promise.all([
    db
      .selectFrom("staff_request_lines as line")
      .leftJoin("openings", "openings.id", "line.opening_id")
      .select([
        "line.id",
        "line.position",
        "line.headcount",
        "line.placement",
        "line.start_date",
        "line.end_date",
        "line.duration_weeks",
        "line.opening_id",
        "openings.status as openingStatus",
      ])
      .where("line.request_id", "=", requestId)
      .orderBy("line.line_order")
      .orderBy("line.id")
      .execute(),
    db
      .selectFrom("shortlist_entries as entry")
      .innerJoin("staff_request_lines as line", "line.id", "entry.line_id")
      .innerJoin("candidates", "candidates.id", "entry.candidate_id")
      .select([
        "entry.id",
        "entry.line_id",
        "entry.candidate_id",
        "entry.application_id",
        "entry.decision",
        "entry.client_comment",
        "candidates.full_name",
      ])
      .where("line.request_id", "=", requestId)
      .orderBy("entry.id")
      .execute(),
    db
      .selectFrom("placements")
      .innerJoin("staff_request_lines as line", "line.id", "placements.line_id")
      .innerJoin("candidates", "candidates.id", "placements.candidate_id")
      .select([
        "placements.id",
        "placements.line_id",
        "placements.candidate_id",
        "placements.starts_on",
        "placements.ends_on",
        "candidates.full_name",
      ])
      .where("line.request_id", "=", requestId)
      .orderBy("placements.id")
      .execute(),
  ]);
  const withChoices = await Promise.all(
    lines.map(async (line) => {
      const placed = placements.filter((placement) => placement.line_id === line.id);
      return {
        id: line.id,
        position: line.position,
        headcount: line.headcount,
        placement: line.placement,
        startDate: line.start_date,
        endDate: lineEndDate(line),
        openingId: line.opening_id,
        openingStatus: line.openingStatus ?? null,
        shortlist: entries.filter((entry) => entry.line_id === line.id),
        // The placements are read here already: the line's progress is their count.
        placed: placed.length,
        placements: placed,
        choices: await presentableApplications(db, line).execute(),
      };
    }),
  );
  return { request, lines: withChoices, linesWithoutOpening: lines.filter((line) => line.opening_id === null).length };
}

export type StaffingView = NonNullable<Awaited<ReturnType<typeof staffingView>>>;
