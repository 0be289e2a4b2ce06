/**
 * A line's progress (decision 0038): how many people are placed on it, of the headcount wanted.
 * Counted from the placements left, so erasing a placed candidate lowers it, as it should.
 */
import type { DB } from "../../db";

export interface LineProgress {
  lineId: number;
  requestId: number;
  wanted: number;
  placed: number;
}

/** Every line of the given requests with its placed count, in the requests' line order. */
export async function lineProgress(db: DB, requestIds: readonly number[]): Promise<LineProgress[]> {
  if (requestIds.length === 0) return [];
  const rows = await db
    .selectFrom("staff_request_lines as line")
    .leftJoin("placements", "placements.line_id", "line.id")
    .select((eb) => [
      "line.id as lineId",
      "line.request_id as requestId",
      "line.headcount as wanted",
      eb.fn.count<number | string | bigint>("placements.id").as("placed"),
    ])
    .where("line.request_id", "in", requestIds)
    .groupBy(["line.id", "line.request_id", "line.headcount", "line.line_order"])
    .orderBy("line.request_id")
    .orderBy("line.line_order")
    .orderBy("line.id")
    .execute();
  return rows.map((row) => ({ ...row, wanted: Number(row.wanted), placed: Number(row.placed) }));
}

/** A request's lines as stored, in their order, each with how many people are placed on it. */
export async function requestLinesWithProgress(db: DB, requestId: number) {
  const [lines, progress] = await Promise.all([
    db
      .selectFrom("staff_request_lines")
      .select(["id", "position", "headcount", "placement", "start_date", "end_date", "duration_weeks", "shift"])
      .where("request_id", "=", requestId)
      .orderBy("line_order")
      .orderBy("id")
      .execute(),
    lineProgress(db, [requestId]),
  ]);
  const placedOf = new Map(progress.map((line) => [line.lineId, line.placed]));
  return lines.map((line) => ({ ...line, placed: placedOf.get(line.id) ?? 0 }));
}
