/**
 * The figures the traffic view derives from the counts of decision 0016 (rates and averages), and
 * how a figure changed since the previous period. Pure, so the page and its tests read them alike.
 */
import type { TrafficMeasures } from "~/lib/traffic/model";

/** `part / whole`, or null when there is nothing to divide by (no visit: no bounce rate either). */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

export const pagesPerVisit = (m: TrafficMeasures) => ratio(m.pageviews, m.visits);
export const bounceRate = (m: TrafficMeasures) => ratio(m.bounces, m.visits);
/** Seconds from a visit's first page view to its last, on average. */
export const averageDuration = (m: TrafficMeasures) => ratio(m.durationSeconds, m.visits);
/** Visitors who reached a goal, per visitor. */
export const conversionRate = (m: TrafficMeasures) => ratio(m.converted, m.visitors);

export type Change =
  | { kind: "up" | "down"; percent: number }
  | { kind: "same" }
  /** Nothing in the previous period to compare with. */
  | { kind: "new" };

/**
 * How `current` compares with `previous`, as a share of `previous`. A rate has no value without
 * visits (null): nothing to compare when the range has none, "new" when only the previous had none.
 */
export function changeOf(current: number | null, previous: number | null): Change | null {
  if (current === null) return null;
  if (previous === null) return { kind: "new" };
  if (current === previous) return { kind: "same" };
  if (previous === 0) return { kind: "new" };
  return { kind: current > previous ? "up" : "down", percent: Math.abs(current - previous) / previous };
}
