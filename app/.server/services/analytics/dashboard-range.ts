/**
 * The date range of the admin dashboard's click figures: whole UTC days, `from` and `to` both
 * included, read from the page's GET form (?from=YYYY-MM-DD&to=YYYY-MM-DD). Hand-edited or
 * impossible input never fails the page: it falls back to the default range and says why.
 */
import type { DayRange } from "~/lib/traffic/model";

export const DEFAULT_RANGE_DAYS = 30;
/** Two years, a leap day included. */
export const MAX_RANGE_DAYS = 731;
export const QUICK_RANGE_DAYS = [7, 30, 90, 365] as const;

const DAY_MS = 86_400_000;

export type { DayRange };

export type RangeProblem = "invalid" | "reversed" | "tooLong";

export interface RangeSelection {
  range: DayRange;
  /** Days in the range, both ends counted. */
  days: number;
  /** Why the asked-for range was replaced by the default; null when it was used (or none was asked). */
  problem: RangeProblem | null;
  /** The current UTC day, the end of the default and quick ranges. */
  today: string;
}

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + count * DAY_MS));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS) + 1;
}

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one), or undefined. */
export function parseDay(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isNaN(time) || utcDay(new Date(time)) !== value ? undefined : value;
}

/** The last `days` days up to and including `today`. */
export function lastDays(today: string, days: number): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/**
 * The range a request asks for. A missing end is filled in (`to` with today, `from` with the
 * default length before `to`); anything unreadable, reversed or longer than two years gives the
 * default range and the reason.
 */
export function readDayRange(params: URLSearchParams, now: Date = new Date()): RangeSelection {
  const today = utcDay(now);
  const fallback = (problem: RangeProblem | null): RangeSelection => ({
    range: lastDays(today, DEFAULT_RANGE_DAYS),
    days: DEFAULT_RANGE_DAYS,
    problem,
    today,
  });
  const rawFrom = (params.get("from") ?? "").trim();
  const rawTo = (params.get("to") ?? "").trim();
  if (!rawFrom && !rawTo) return fallback(null);
  const to = rawTo ? parseDay(rawTo) : today;
  const from = rawFrom ? parseDay(rawFrom) : to && addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (!from || !to) return fallback("invalid");
  if (from > to) return fallback("reversed");
  const days = daysBetween(from, to);
  if (days > MAX_RANGE_DAYS) return fallback("tooLong");
  return { range: { from, to }, days, problem: null, today };
}

/** Every day of the range, oldest first. */
export function daysOf(range: DayRange): string[] {
  const count = daysBetween(range.from, range.to);
  return Array.from({ length: count }, (_, index) => addDays(range.from, index));
}

/** The range as clicked_at bounds: ISO text compares in time order on both engines. */
export function timestampBounds(range: DayRange): { from: string; to: string } {
  return { from: `${range.from}T00:00:00.000Z`, to: `${addDays(range.to, 1)}T00:00:00.000Z` };
}
