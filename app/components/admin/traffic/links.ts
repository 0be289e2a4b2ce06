import type { DayRange } from "~/.server/services/analytics";
import { type TrafficDim, type TrafficFilter, trafficQuery } from "~/lib/traffic/model";

export const TRAFFIC_PATH = "/admin/traffic";
export const TRAFFIC_EXPORT_PATH = "/admin/traffic/export";

/** The view of the same range filtered by one row's value (a second filter replaces the first: decision 0016). */
export function filterHref(range: DayRange, filter: TrafficFilter | null): string {
  return `${TRAFFIC_PATH}?${trafficQuery(range, filter)}`;
}

/** One table of the view as CSV: the same range and filter, and which table. */
export function exportHref(table: TrafficDim, range: DayRange, filter: TrafficFilter | null): string {
  return `${TRAFFIC_EXPORT_PATH}?table=${table}&${trafficQuery(range, filter)}`;
}
