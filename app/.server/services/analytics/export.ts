/**
 * One table of the traffic view as CSV rows (decision 0016): the roll-up's figures of the range and
 * filter, never a visitor id, which the roll-up does not hold. The stored values are written as
 * stored (a country's code, a goal's name); the column names say what each figure counts.
 */
import type { Database } from "~/.server/db";
import type { DayRange } from "~/.server/services/analytics/dashboard-range";
import type { TrafficDim, TrafficFilter, TrafficRow } from "~/lib/traffic/model";
import { channelOf } from "~/lib/traffic/sources";
import { trafficTable } from "./report";

/** The header of a table's CSV: its dimension's name first, then what each column counts. */
export function trafficCsvHeader(dim: TrafficDim): string[] {
  // A goal's `visits` are its conversions (model.ts): the export names them so.
  if (dim === "goal") return ["goal", "visitors", "conversions"];
  const measures = ["visitors", "visits", "pageviews", "bounces", "duration_seconds", "converted_visitors"];
  return dim === "source" ? [dim, "channel", ...measures] : [dim, ...measures];
}

function csvRow(dim: TrafficDim, row: TrafficRow): unknown[] {
  if (dim === "goal") return [row.value, row.visitors, row.visits];
  const measures = [row.visitors, row.visits, row.pageviews, row.bounces, row.durationSeconds, row.converted];
  return dim === "source" ? [row.value, channelOf(row.value), ...measures] : [row.value, ...measures];
}

/** The rows of one table, in the view's order (most visitors first). */
export async function* trafficCsvRows(
  database: Database,
  options: { range: DayRange; filter: TrafficFilter | null; dim: TrafficDim },
): AsyncGenerator<unknown[]> {
  const rows = await trafficTable(database, options);
  for (const row of rows) yield csvRow(options.dim, row);
}
