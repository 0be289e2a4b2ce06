/**
 * A won request becomes openings (decision 0038): each line without an opening becomes a DRAFT
 * opening of the careers side, written in the three languages from the line (the position's name,
 * the market and city, the placement and dates, the headcount as people wanted, housing and meals
 * from the request, the organization as employer), for staff to read over and publish. The line
 * keeps the opening's id, so running it again makes nothing twice.
 */

import type { Selectable } from "kysely";
import { cityName, type OpeningDraft, type OpeningText, type Placement } from "~/lib/careers";
import { isPosition } from "~/lib/staff-requests/model";
import type { Database, DB } from "../../db";
import type { StaffRequestLinesTable } from "../../db/schema";
import { serverI18n } from "../../i18n";
import { todayUtc } from "../careers/public";
import { createOpening } from "../careers/store";
import { siteTexts } from "../content";
import type { AuditActor } from "../operations/audit";
import { recordRequestEvent } from "./events";

const DAY_MS = 86_400_000;
const TRANSLATED = ["es", "fr"] as const;

export interface OpeningsMade {
  ok: boolean;
  /** The openings made now; lines that had one are left alone. */
  made: number[];
  reason?: "notFound" | "notWon";
}

/** A stored line as these modules read it. */
export type LineRow = Pick<
  Selectable<StaffRequestLinesTable>,
  "id" | "position" | "headcount" | "placement" | "start_date" | "end_date" | "duration_weeks"
>;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The line's last day: its end date, or its start plus its duration; null when long term. */
export function lineEndDate(line: Pick<LineRow, "start_date" | "end_date" | "duration_weeks">): string | null {
  if (line.end_date) return line.end_date;
  if (line.start_date && line.duration_weeks) return addDays(line.start_date, line.duration_weeks * 7);
  return null;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

function openingTextOf(t: Translate, line: LineRow, organization: string, place: string, start: string): OpeningText {
  const position = t(`services:positions.${line.position}.title`);
  const values = { count: line.headcount, position, organization, place, start };
  return {
    title: position,
    employerDescription: "",
    description: t("admin-staffing:opening.description", values),
    duties: t(`admin-staffing:opening.duties.${line.placement}`, values),
    requirements: t("admin-staffing:opening.requirements", values),
  };
}

/** Makes the openings of a won request's lines in one transaction; `db` may be the caller's. */
export async function createOpeningsForRequest(
  database: Database,
  requestId: number,
  actor: AuditActor,
  db: DB = database.db,
): Promise<OpeningsMade> {
  const texts = await siteTexts(database);
  const translators = Object.fromEntries(
    await Promise.all(
      (["en", ...TRANSLATED] as const).map(async (language) => {
        const i18n = await serverI18n(language, texts);
        const t = i18n.getFixedT(language);
        return [language, ((key, values) => t(key, values ?? {}) as string) as Translate] as const;
      }),
    ),
  ) as Record<"en" | "es" | "fr", Translate>;
  const run = async (trx: DB): Promise<OpeningsMade> => {
    const request = await trx
      .selectFrom("partnership_requests")
      .select(["id", "status", "organization", "country", "city", "housing", "meals"])
      .where("id", "=", requestId)
      .executeTakeFirst();
    if (!request) return { ok: false, made: [], reason: "notFound" };
    if (request.status !== "won") return { ok: false, made: [], reason: "notWon" };
    const lines = await trx
      .selectFrom("staff_request_lines")
      .select(["id", "position", "headcount", "placement", "start_date", "end_date", "duration_weeks"])
      .where("request_id", "=", requestId)
      .where("opening_id", "is", null)
      .orderBy("line_order")
      .orderBy("id")
      .execute();
    const made: number[] = [];
    const today = todayUtc();
    for (const line of lines) {
      if (!isPosition(line.position)) continue;
      const start = line.start_date && line.start_date > today ? line.start_date : addDays(today, 14);
      const city = request.city ?? "";
      const place = city ? `${cityName(request.country, city)}` : request.country.toUpperCase();
      const content = {
        en: openingTextOf(translators.en, line, request.organization, place, start),
        ...Object.fromEntries(
          TRANSLATED.map((language) => [
            language,
            { ...openingTextOf(translators[language], line, request.organization, place, start), upToDate: true },
          ]),
        ),
      } as OpeningDraft["content"];
      const draft: OpeningDraft = {
        content,
        position: line.position,
        placement: line.placement as Placement,
        country: request.country,
        city,
        employerName: request.organization,
        housing: Boolean(request.housing),
        meals: Boolean(request.meals),
        transport: false,
        pay: null,
        startDate: start,
        seasonEnd: line.placement === "longTerm" ? null : lineEndDate(line),
        peopleWanted: line.headcount,
        // Applications close the day the staff start; staff change it before publishing if need be.
        closesOn: start,
        questions: [],
      };
      const openingId = await createOpening({ ...database, db: trx }, actor, draft);
      // Conditional: a second run racing this one leaves the first opening on the line.
      await trx
        .updateTable("staff_request_lines")
        .set({ opening_id: openingId })
        .where("id", "=", line.id)
        .where("opening_id", "is", null)
        .execute();
      made.push(openingId);
    }
    if (made.length > 0)
      await recordRequestEvent(trx, { requestId, kind: "openings", detail: { openingIds: made }, actorId: actor.userId });
    return { ok: true, made };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
