/**
 * The traffic view's figures over a range of UTC days for one filter (decision 0016): the days the
 * roll-up covers read from `traffic_daily`, one range scan of the filter's rows each, and the days
 * after it aggregated live from the raw rows by the same code (./live-day.ts), then merged.
 */
import { LANGUAGES } from "~/i18n/languages";
import { localizePath, unprefixedPath } from "~/i18n/paths";
import {
  GOAL_FORM_PAGES,
  GOAL_PAGE_FAMILIES,
  type GoalFunnel,
  isGoal,
  TRAFFIC_DIMS,
  type TrafficDim,
  type TrafficFilter,
  type TrafficMeasures,
  type TrafficPoint,
  type TrafficReport,
  type TrafficRow,
  VISITORS_NOW_MINUTES,
  ZERO_MEASURES,
} from "~/lib/traffic/model";
import type { Database, DB } from "../../db";
import { addDays, type DayRange, daysBetween, daysOf, utcDay } from "./dashboard-range";
import { liveDay } from "./live-day";
import { rolledDailyTotals, rolledSums } from "./rolled";
import { rollupState } from "./rollup";
import { ALL, type PairRow, type ShownDim } from "./visits";

/** Rows per table of the report, unless asked otherwise. */
export const REPORT_TABLE_ROWS = 10;
/** Rows of one dimension an export holds at most. */
export const TABLE_EXPORT_ROWS = 10_000;

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, "0"));

interface Measured extends TrafficMeasures {
  dim: string;
  value: string;
}

const zero = (): TrafficMeasures => ({ ...ZERO_MEASURES });

function add(into: TrafficMeasures, more: TrafficMeasures): void {
  into.visitors += more.visitors;
  into.visits += more.visits;
  into.pageviews += more.pageviews;
  into.bounces += more.bounces;
  into.durationSeconds += more.durationSeconds;
  into.converted += more.converted;
}

/** Sums per (dimension, value). */
class Sums {
  private readonly rows = new Map<string, Measured>();

  add(dim: string, value: string, measures: TrafficMeasures): void {
    const key = `${dim}\u0000${value}`;
    const row = this.rows.get(key);
    if (row) add(row, measures);
    else this.rows.set(key, { dim, value, ...pick(measures) });
  }

  get(dim: string, value: string): TrafficMeasures {
    return this.rows.get(`${dim}\u0000${value}`) ?? zero();
  }

  /** One dimension's rows, most visitors first (then most visits, then by value), at most `limit`. */
  ranked(dim: string, limit: number): TrafficRow[] {
    return [...this.rows.values()]
      .filter((row) => row.dim === dim)
      .sort((a, b) => b.visitors - a.visitors || b.visits - a.visits || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
      .slice(0, limit)
      .map(({ dim: _dim, ...row }) => row);
  }
}

function pick(measures: TrafficMeasures): TrafficMeasures {
  const { visitors, visits, pageviews, bounces, durationSeconds, converted } = measures;
  return { visitors, visits, pageviews, bounces, durationSeconds, converted };
}

/** The days of `span` the roll-up covers, and those after it up to today (the raw rows answer them). */
function splitDays(span: DayRange, through: string | undefined, today: string): { rolled?: DayRange; live: string[] } {
  const rolledTo = through && through < span.to ? through : span.to;
  const rolled = through && through >= span.from ? { from: span.from, to: rolledTo } : undefined;
  const liveFrom = rolled ? addDays(rolled.to, 1) : span.from;
  const liveTo = today < span.to ? today : span.to;
  return { rolled, live: liveFrom <= liveTo ? daysOf({ from: liveFrom, to: liveTo }) : [] };
}

/** The live days' pair rows of the filter, by day. */
async function liveRows(db: DB, filter: TrafficFilter | null, days: string[]): Promise<Map<string, PairRow[]>> {
  const byDay = new Map<string, PairRow[]>();
  for (const day of days) byDay.set(day, (await liveDay(db, day)).rows(filter));
  return byDay;
}

export function previousRangeOf(range: DayRange): DayRange {
  const days = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** Distinct visitors with a view in the last few minutes; the daily id changes at midnight, so the days are counted apart. */
async function visitorsNow(db: DB, filter: TrafficFilter | null, now: Date): Promise<number> {
  const since = now.getTime() - VISITORS_NOW_MINUTES * 60_000;
  let visitors = 0;
  for (const day of daysOf({ from: utcDay(new Date(since)), to: utcDay(now) })) {
    visitors += (await liveDay(db, day)).visitorsActiveSince(since, filter);
  }
  return visitors;
}

function funnelsOf(sums: Sums, totals: TrafficMeasures): GoalFunnel[] {
  const funnels: GoalFunnel[] = [];
  for (const [goal, formPath] of Object.entries(GOAL_FORM_PAGES)) {
    if (!isGoal(goal) || !formPath) continue;
    const versions = new Set(LANGUAGES.map((language) => localizePath(formPath, language)));
    let sawForm = 0;
    for (const path of versions) sawForm += sums.get("page", path).visitors;
    funnels.push({ goal, formPath, entered: totals.visitors, sawForm, sent: sums.get("goal", goal).visitors });
  }
  const pages = sums.ranked("page", Number.POSITIVE_INFINITY);
  for (const [goal, family] of Object.entries(GOAL_PAGE_FAMILIES)) {
    if (!isGoal(goal) || !family) continue;
    // A visitor of two matching pages counts twice, as one of two languages of a form page does above.
    const visitorsOf = (pattern: RegExp) =>
      pages.filter((row) => pattern.test(unprefixedPath(row.value))).reduce((sum, row) => sum + row.visitors, 0);
    funnels.push({
      goal,
      entryPath: family.entryLabel,
      formPath: family.formLabel,
      entered: visitorsOf(family.entry),
      sawForm: visitorsOf(family.form),
      sent: sums.get("goal", goal).visitors,
    });
  }
  return funnels;
}

export interface TrafficReportQuery {
  range: DayRange;
  filter: TrafficFilter | null;
  /** The current time: which day is today (its figures are live) and what "now" is. */
  now?: Date;
  /** Rows per table (the goal table lists every goal reached). */
  limit?: number;
}

/** Everything the traffic view shows for a range and a filter. */
export async function trafficReport(database: Database, query: TrafficReportQuery): Promise<TrafficReport> {
  const { db } = database;
  const { range, filter, now = new Date(), limit = REPORT_TABLE_ROWS } = query;
  const today = utcDay(now);
  const previousRange = previousRangeOf(range);
  const oneDay = range.from === range.to;
  const state = await rollupState(db);
  const inRange = splitDays(range, state.through, today);
  const inSpan = splitDays({ from: previousRange.from, to: range.to }, state.through, today);

  const sums = new Sums();
  if (inRange.rolled) {
    // The hours are only shown for a one-day range; the other ranges leave their rows unread.
    for (const row of await rolledSums(database, state, filter, inRange.rolled, { hours: oneDay })) {
      sums.add(row.dim, row.value, row);
    }
  }
  const daily = inSpan.rolled ? await rolledDailyTotals(db, filter, inSpan.rolled) : new Map<string, TrafficMeasures>();
  for (const [day, rows] of await liveRows(db, filter, inSpan.live)) {
    const inside = day >= range.from;
    for (const row of rows) {
      if (inside) sums.add(row.dim, row.value, row);
      if (row.dim === ALL) daily.set(day, pick(row));
    }
  }

  const totals = sums.get(ALL, "");
  const previous = zero();
  for (const day of daysOf(previousRange)) add(previous, daily.get(day) ?? zero());
  const points: TrafficPoint[] = oneDay
    ? HOURS.map((hour) => {
        const { visitors, pageviews } = sums.get("hour" satisfies ShownDim, hour);
        return { bucket: `${range.from}T${hour}`, visitors, pageviews };
      })
    : daysOf(range).map((day) => {
        const { visitors, pageviews } = daily.get(day) ?? zero();
        return { bucket: day, visitors, pageviews };
      });
  const tables = Object.fromEntries(
    TRAFFIC_DIMS.map((dim) => [dim, sums.ranked(dim, dim === "goal" ? Number.POSITIVE_INFINITY : limit)]),
  ) as Record<TrafficDim, TrafficRow[]>;

  return {
    range,
    previousRange,
    filter,
    totals: pick(totals),
    previous,
    series: { granularity: oneDay ? "hour" : "day", points },
    tables,
    funnels: funnelsOf(sums, totals),
    visitorsNow: await visitorsNow(db, filter, now),
  };
}

export interface TrafficTableQuery {
  range: DayRange;
  filter: TrafficFilter | null;
  dim: TrafficDim;
  now?: Date;
}

/** Every row of one dimension (at most TABLE_EXPORT_ROWS), most visitors first: the CSV export. */
export async function trafficTable(database: Database, query: TrafficTableQuery): Promise<TrafficRow[]> {
  const { db } = database;
  const { range, filter, dim, now = new Date() } = query;
  const state = await rollupState(db);
  const { rolled, live } = splitDays(range, state.through, utcDay(now));
  const sums = new Sums();
  if (rolled) {
    for (const row of await rolledSums(database, state, filter, rolled, { hours: false, dim })) sums.add(row.dim, row.value, row);
  }
  for (const rows of (await liveRows(db, filter, live)).values()) {
    for (const row of rows) if (row.dim === dim) sums.add(row.dim, row.value, row);
  }
  return sums.ranked(dim, TABLE_EXPORT_ROWS);
}
