/**
 * Next season (decision 0038). Some weeks before a seasonal request's season comes round again
 * (the reorderLeadDays setting), once its season has ended, the client is offered next season's
 * request by email with a fresh link. Each request is claimed by one conditional UPDATE of
 * `reorder_offered_at`, so any number of instances send each offer once. From their page the client
 * confirms the lines (headcounts and dates changed, lines removed), which makes a NEW request.
 */
import { LINE_HEADCOUNT_MAX } from "~/lib/staff-requests/model";
import type { Database } from "../../db";
import { nowIso } from "../../db/schema";
import { getSettings } from "../../settings";
import { clientEmailFrame, queueClientLinkEmail } from "./client-emails";
import { nextSeasonLines } from "./client-view";
import { recordRequestEvent } from "./events";
import { lineEndDate } from "./openings-from-request";
import { isRequestOwner, ownerInTurn } from "./owners";

const DAY_MS = 86_400_000;
const BATCH = 500;
const day = (date: Date) => date.toISOString().slice(0, 10);
const yearEarlier = (value: string) => {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - 1, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return day(date);
};

/** Requests whose season ended and whose next season starts within the lead days; claims and emails each once. */
export async function offerNextSeasons(database: Database, publicUrl: string, now = new Date()): Promise<number> {
  const { db } = database;
  const settings = await getSettings(db);
  const today = day(now);
  // start + 1 year <= today + lead  ⟺  start <= (today + lead) - 1 year
  const latestStart = yearEarlier(day(new Date(now.getTime() + settings.reorderLeadDays * DAY_MS)));
  const lines = await db
    .selectFrom("staff_request_lines as line")
    .innerJoin("partnership_requests as request", "request.id", "line.request_id")
    .leftJoin("placements", "placements.line_id", "line.id")
    .select((eb) => [
      "line.request_id",
      "line.start_date",
      "line.end_date",
      "line.duration_weeks",
      eb.fn.max("placements.ends_on").as("placedUntil"),
    ])
    .where("line.placement", "=", "seasonal")
    .where("line.start_date", "is not", null)
    .where("line.start_date", "<=", latestStart)
    .where("line.start_date", ">", yearEarlier(today))
    .where("request.status", "=", "won")
    .where("request.reorder_offered_at", "is", null)
    .where("request.reordered_as", "is", null)
    .groupBy(["line.id", "line.request_id", "line.start_date", "line.end_date", "line.duration_weeks"])
    .orderBy("line.request_id")
    .limit(BATCH)
    .execute();
  const ended = new Map<number, boolean>();
  for (const line of lines) {
    const end = [lineEndDate(line), line.placedUntil as string | null]
      .filter((v): v is string => Boolean(v))
      .sort()
      .at(-1);
    const done = end !== undefined && end < today;
    ended.set(line.request_id, (ended.get(line.request_id) ?? true) && done);
  }
  const due = [...ended].filter(([, done]) => done).map(([id]) => id);
  if (due.length === 0) return 0;
  const frame = await clientEmailFrame(database);
  let sent = 0;
  for (const requestId of due) {
    const offered = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("partnership_requests")
        .set({ reorder_offered_at: now.toISOString() })
        .where("id", "=", requestId)
        .where("reorder_offered_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
      const request = await trx
        .selectFrom("partnership_requests")
        .select(["id", "email", "contact_name", "language"])
        .where("id", "=", requestId)
        .executeTakeFirstOrThrow();
      await queueClientLinkEmail(trx, frame, publicUrl, request, "season", now);
      await recordRequestEvent(trx, { requestId, kind: "reorderOffered" });
      return true;
    });
    if (offered) sent++;
  }
  return sent;
}

export interface SeasonLineChange {
  lineId: number;
  keep: boolean;
  headcount: number;
  startDate: string;
  endDate: string | null;
}

export type SeasonConfirmation = { ok: true; requestId: number } | { ok: false; reason: "notOffered" | "noLines" | "invalid" };

/** Makes next season's request from the client's confirmation; once, whatever is posted twice. */
export async function confirmNextSeason(
  database: Database,
  publicUrl: string,
  requestId: number,
  changes: readonly SeasonLineChange[],
  now = new Date(),
): Promise<SeasonConfirmation> {
  const { db } = database;
  const old = await db.selectFrom("partnership_requests").selectAll().where("id", "=", requestId).executeTakeFirst();
  if (!old || old.reorder_offered_at === null || old.reordered_as !== null) return { ok: false, reason: "notOffered" };
  const oldLines = await db
    .selectFrom("staff_request_lines")
    .selectAll()
    .where("request_id", "=", requestId)
    .orderBy("line_order")
    .orderBy("id")
    .execute();
  const offered = nextSeasonLines(oldLines);
  const changeOf = new Map(changes.map((change) => [change.lineId, change]));
  const kept: Array<{ source: (typeof oldLines)[number]; headcount: number; startDate: string; endDate: string | null }> = [];
  for (const line of offered) {
    const change = changeOf.get(line.lineId);
    if (change && !change.keep) continue;
    const next = change ?? { ...line, keep: true };
    if (next.headcount < 1 || next.headcount > LINE_HEADCOUNT_MAX) return { ok: false, reason: "invalid" };
    if (next.endDate !== null && next.endDate < next.startDate) return { ok: false, reason: "invalid" };
    const source = oldLines.find((row) => row.id === line.lineId);
    if (!source) continue;
    kept.push({ source, headcount: next.headcount, startDate: next.startDate, endDate: next.endDate });
  }
  if (kept.length === 0) return { ok: false, reason: "noLines" };
  const owner =
    old.owner_id && (await isRequestOwner(database, old.owner_id)) ? old.owner_id : ((await ownerInTurn(database)) ?? null);
  const frame = await clientEmailFrame(database);
  return db
    .transaction()
    .execute(async (trx): Promise<SeasonConfirmation> => {
      const stamp = nowIso();
      const { id: _id, spam: _spam, ...copied } = old;
      const { id } = await trx
        .insertInto("partnership_requests")
        .values({
          ...copied,
          status: "new",
          spam: 0,
          housing: old.housing ? 1 : 0,
          meals: old.meals ? 1 : 0,
          owner_id: owner,
          lost_reason: null,
          follow_up_on: null,
          follow_up_reminded_on: null,
          notes: null,
          headcount: kept.reduce((sum, line) => sum + line.headcount, 0),
          positions: JSON.stringify([...new Set(kept.map((line) => line.source.position))]),
          start_date: kept.map((line) => line.startDate).sort()[0] ?? null,
          touched_at: stamp,
          reorder_offered_at: null,
          reordered_as: null,
          season_of: requestId,
          created_at: stamp,
          updated_at: stamp,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // Conditional: a second confirmation racing this one makes nothing (the transaction rolls back).
      const linked = await trx
        .updateTable("partnership_requests")
        .set({ reordered_as: id })
        .where("id", "=", requestId)
        .where("reordered_as", "is", null)
        .executeTakeFirst();
      if (Number(linked.numUpdatedRows) === 0) throw new SeasonAlreadyConfirmed();
      for (const [order, line] of kept.entries()) {
        await trx
          .insertInto("staff_request_lines")
          .values({
            request_id: id,
            line_order: order,
            position: line.source.position,
            headcount: line.headcount,
            placement: line.source.placement,
            start_date: line.startDate,
            end_date: line.endDate,
            duration_weeks: null,
            shift: line.source.shift,
          })
          .execute();
      }
      await recordRequestEvent(trx, { requestId: id, kind: "received", detail: { seasonOf: requestId } }, stamp);
      await recordRequestEvent(trx, { requestId, kind: "reordered", detail: { as: id } }, stamp);
      await queueClientLinkEmail(trx, frame, publicUrl, { ...old, id }, "reordered", now);
      return { ok: true, requestId: id };
    })
    .catch((error: unknown) => {
      if (error instanceof SeasonAlreadyConfirmed) return { ok: false, reason: "notOffered" } as const;
      throw error;
    });
}

class SeasonAlreadyConfirmed extends Error {}
