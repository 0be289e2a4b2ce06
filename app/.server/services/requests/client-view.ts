/**
 * What a client's private page shows (decision 0038): the request's reference, its lines with their
 * progress, and per line the candidates staff shortlisted, showing ONLY what the client needs: first
 * name, position, years of experience, languages, availability, whether a CV may be opened. Never a
 * surname, an address, a phone or a note. Everything is read by the request id the token opened,
 * so no id in the page can reach another client's request.
 */
import { isPosition, requestReference } from "~/lib/staff-requests/model";
import type { DB } from "../../db";
import { requestLinesWithProgress } from "./lines-progress";
import { type LineRow, lineEndDate } from "./openings-from-request";

export interface ClientCandidate {
  entryId: number;
  firstName: string;
  position: string;
  experienceYears: number;
  languages: string[];
  availableFrom: string | null;
  decision: string;
  comment: string | null;
  /** The candidate agreed to have their CV shown, and a CV may be opened. */
  hasCv: boolean;
}

export interface ClientLine {
  id: number;
  position: string;
  headcount: number;
  placement: string;
  startDate: string | null;
  endDate: string | null;
  shift: string;
  placed: number;
  candidates: ClientCandidate[];
}

export interface ClientView {
  requestId: number;
  reference: string;
  organization: string;
  language: string;
  lines: ClientLine[];
  /** Next season's offer, while the client has not confirmed it. */
  nextSeason: NextSeasonLine[] | null;
}

export interface NextSeasonLine {
  lineId: number;
  position: string;
  headcount: number;
  placement: string;
  startDate: string;
  endDate: string | null;
}

const listOf = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
};

/** What a client sees of a candidate's name. */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? "";

/** A day a year later: 29 February becomes 28 February. */
export function yearLater(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, date));
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/** The CV a client may open for an entry: the newest clean file of its application, with the candidate's consent. */
export function clientCvQuery(db: DB, requestId: number) {
  return db
    .selectFrom("shortlist_entries as entry")
    .innerJoin("staff_request_lines as line", "line.id", "entry.line_id")
    .innerJoin("applications", "applications.id", "entry.application_id")
    .innerJoin("cv_files", (join) =>
      join.onRef("cv_files.application_id", "=", "entry.application_id").on("cv_files.scan_state", "in", ["clean", "unscanned"]),
    )
    .where("line.request_id", "=", requestId)
    .where("applications.cv_consent", "=", 1)
    .where("applications.present_consent", "=", 1);
}

/** The client's view of a request; undefined when it no longer exists. */
export async function clientView(db: DB, requestId: number): Promise<ClientView | undefined> {
  const request = await db
    .selectFrom("partnership_requests")
    .select(["id", "organization", "language", "reorder_offered_at", "reordered_as"])
    .where("id", "=", requestId)
    .executeTakeFirst();
  if (!request) return undefined;
  const [lines, entries, cvEntries] = await Promise.all([
    requestLinesWithProgress(db, requestId),
    db
      .selectFrom("shortlist_entries as entry")
      .innerJoin("staff_request_lines as line", "line.id", "entry.line_id")
      .innerJoin("candidates", "candidates.id", "entry.candidate_id")
      .innerJoin("applications", "applications.id", "entry.application_id")
      .select([
        "entry.id",
        "entry.line_id",
        "entry.decision",
        "entry.client_comment",
        "candidates.full_name",
        "candidates.experience_years",
        "candidates.languages",
        "candidates.available_from",
        "line.position",
      ])
      .where("line.request_id", "=", requestId)
      // Consent is read now, not when shortlisted: a candidate who withdrew it is no longer shown.
      .where("applications.present_consent", "=", 1)
      .orderBy("entry.id")
      .execute(),
    clientCvQuery(db, requestId).select("entry.id").distinct().execute(),
  ]);
  const withCv = new Set(cvEntries.map((row) => row.id));
  const view: ClientLine[] = lines.map((line) => ({
    id: line.id,
    position: line.position,
    headcount: line.headcount,
    placement: line.placement,
    startDate: line.start_date,
    endDate: lineEndDate(line),
    shift: line.shift,
    placed: line.placed,
    candidates: entries
      .filter((entry) => entry.line_id === line.id)
      .map((entry) => ({
        entryId: entry.id,
        firstName: firstNameOf(entry.full_name),
        position: entry.position,
        experienceYears: entry.experience_years,
        languages: listOf(entry.languages),
        availableFrom: entry.available_from,
        decision: entry.decision,
        comment: entry.client_comment,
        hasCv: withCv.has(entry.id),
      })),
  }));
  const offered = request.reorder_offered_at !== null && request.reordered_as === null;
  return {
    requestId,
    reference: requestReference(requestId),
    organization: request.organization,
    language: request.language,
    lines: view,
    nextSeason: offered ? nextSeasonLines(lines) : null,
  };
}

/** Next season's lines: the seasonal ones with a start date (stored rows), their dates a year on. */
export function nextSeasonLines(lines: readonly LineRow[]): NextSeasonLine[] {
  return lines.flatMap((line) => {
    if (line.placement !== "seasonal" || line.start_date === null || !isPosition(line.position)) return [];
    const end = lineEndDate(line);
    return [
      {
        lineId: line.id,
        position: line.position,
        headcount: line.headcount,
        placement: line.placement,
        startDate: yearLater(line.start_date),
        endDate: end ? yearLater(end) : null,
      },
    ];
  });
}
