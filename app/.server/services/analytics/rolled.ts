/**
 * The rolled-up part of a traffic report (decision 0016): a filter's rows of `traffic_daily` over a
 * range of days, summed per shown dimension and value, each read as one range scan of the primary
 * key. A folded day never changes until a later fold (which moves the state row), so the sums of
 * each whole month are kept in memory until then: a year's view reads the days of its first and
 * last months, and its whole months the first time only.
 */
import { sql } from "kysely";
import type { TrafficDim, TrafficFilter, TrafficMeasures } from "~/lib/traffic/model";
import type { Database, DB } from "../../db";
import { toCount } from "../records/records-common";
import { addDays, type DayRange } from "./dashboard-range";
import type { RollupState } from "./rollup";
import { ALL } from "./visits";

/** Month sums kept per database; a year of ten filters fits. */
const MAX_MONTHS_KEPT = 240;

export interface ShownSum extends TrafficMeasures {
  dim: string;
  value: string;
}

const filterDimOf = (filter: TrafficFilter | null) => filter?.dim ?? ALL;
const filterValueOf = (filter: TrafficFilter | null) => filter?.value ?? "";

type StoredSums = Record<"visitors" | "visits" | "pageviews" | "bounces" | "duration_s" | "converted", number | string>;

function measuresOf(row: StoredSums): TrafficMeasures {
  return {
    visitors: toCount(row.visitors),
    visits: toCount(row.visits),
    pageviews: toCount(row.pageviews),
    bounces: toCount(row.bounces),
    durationSeconds: toCount(row.duration_s),
    converted: toCount(row.converted),
  };
}

const measureSums = [
  sql<number | string>`sum(visitors)`.as("visitors"),
  sql<number | string>`sum(visits)`.as("visits"),
  sql<number | string>`sum(pageviews)`.as("pageviews"),
  sql<number | string>`sum(bounces)`.as("bounces"),
  sql<number | string>`sum(duration_s)`.as("duration_s"),
  sql<number | string>`sum(converted)`.as("converted"),
];

/** One grouped range scan: the filter's rows of the days, per shown dimension and value. */
async function querySums(
  db: DB,
  filter: TrafficFilter | null,
  days: DayRange,
  shown: { hours: boolean; dim?: TrafficDim },
): Promise<ShownSum[]> {
  const rows = await db
    .selectFrom("traffic_daily")
    .select(["dim", "value", ...measureSums])
    .where("filter_dim", "=", filterDimOf(filter))
    .where("filter_value", "=", filterValueOf(filter))
    .where("day", ">=", days.from)
    .where("day", "<=", days.to)
    .$if(shown.dim !== undefined, (query) => query.where("dim", "=", shown.dim as TrafficDim))
    .$if(shown.dim === undefined && !shown.hours, (query) => query.where("dim", "!=", "hour"))
    .groupBy(["dim", "value"])
    .execute();
  return rows.map((row) => ({ dim: row.dim, value: row.value, ...measuresOf(row) }));
}

/** The filter's sums of whole months (every dimension but the hour), by month (YYYY-MM): one grouped range scan for all. */
async function queryMonthSums(db: DB, filter: TrafficFilter | null, months: DayRange): Promise<Map<string, ShownSum[]>> {
  const month = sql<string>`substr(day, 1, 7)`;
  const rows = await db
    .selectFrom("traffic_daily")
    .select([month.as("month"), "dim", "value", ...measureSums])
    .where("filter_dim", "=", filterDimOf(filter))
    .where("filter_value", "=", filterValueOf(filter))
    .where("day", ">=", months.from)
    .where("day", "<=", months.to)
    .where("dim", "!=", "hour")
    .groupBy([month, "dim", "value"])
    .execute();
  const byMonth = new Map<string, ShownSum[]>();
  for (const row of rows) {
    const sums = byMonth.get(row.month) ?? [];
    sums.push({ dim: row.dim, value: row.value, ...measuresOf(row) });
    byMonth.set(row.month, sums);
  }
  return byMonth;
}

/**
 * The sums of the months not kept, by month (YYYY-MM). PostgreSQL reads them with one scan grouped
 * by month: for a year unfiltered at 10,000,000 views a year, 110 ms against 220 ms for a scan a
 * month (bench/traffic-scale.ts). SQLite sorts for every GROUP BY and sorts one month's shorter keys
 * at a time faster (100 ms against 140 ms), so it keeps a scan a month.
 */
async function readMonths(
  { db, engine }: Database,
  filter: TrafficFilter | null,
  missing: DayRange[],
): Promise<Map<string, ShownSum[]>> {
  const first = missing[0];
  const last = missing.at(-1);
  if (!first || !last) return new Map();
  if (engine === "postgres") return queryMonthSums(db, filter, { from: first.from, to: last.to });
  const byMonth = new Map<string, ShownSum[]>();
  for (const month of missing) byMonth.set(month.from.slice(0, 7), await querySums(db, filter, month, { hours: false }));
  return byMonth;
}

function lastOfMonth(day: string): string {
  return addDays(`${addDays(`${day.slice(0, 8)}01`, 31).slice(0, 8)}01`, -1);
}

/** The whole months inside the range, and the stretches of days around them. */
function monthsOf(range: DayRange): { months: DayRange[]; stretches: DayRange[] } {
  const months: DayRange[] = [];
  const stretches: DayRange[] = [];
  let from = range.from;
  while (from <= range.to) {
    const monthEnd = lastOfMonth(from);
    // ISO days sort as text: the earlier of the month's end and the range's.
    const [to = range.to] = [monthEnd, range.to].sort();
    if (from.endsWith("-01") && to === monthEnd) months.push({ from, to });
    else {
      const previous = stretches.at(-1);
      if (previous && addDays(previous.to, 1) === from) previous.to = to;
      else stretches.push({ from, to });
    }
    from = addDays(to, 1);
  }
  return { months, stretches };
}

interface KeptMonths {
  version: string;
  sums: Map<string, ShownSum[]>;
}

const kept = new WeakMap<DB, KeptMonths>();

function keptMonths(db: DB, version: string): Map<string, ShownSum[]> {
  let entry = kept.get(db);
  if (!entry || entry.version !== version) {
    entry = { version, sums: new Map() };
    kept.set(db, entry);
  }
  return entry.sums;
}

/**
 * The filter's rolled-up sums over `days` (all rolled up, as `state` says), per shown dimension and
 * value: every dimension but the hour, the hour too with `hours`, or only `dim`.
 */
export async function rolledSums(
  database: Database,
  state: RollupState,
  filter: TrafficFilter | null,
  days: DayRange,
  shown: { hours: boolean; dim?: TrafficDim },
): Promise<ShownSum[]> {
  const { db } = database;
  // A one-day range's hours are not kept: its day is read as it is.
  if (shown.hours) return querySums(db, filter, days, shown);
  const { months, stretches } = monthsOf(days);
  const parts: ShownSum[][] = [];
  for (const stretch of stretches) parts.push(await querySums(db, filter, stretch, shown));
  const sums = keptMonths(db, state.version);
  const keyOf = (month: DayRange) => `${filterDimOf(filter)}\u0000${filterValueOf(filter)}\u0000${month.from}`;
  const read = await readMonths(
    database,
    filter,
    months.filter((month) => !sums.has(keyOf(month))),
  );
  for (const month of months) {
    const key = keyOf(month);
    const monthSums = sums.get(key) ?? read.get(month.from.slice(0, 7)) ?? [];
    sums.delete(key);
    // The most recently used last; the least recently used goes first when full.
    sums.set(key, monthSums);
    const oldest = sums.size > MAX_MONTHS_KEPT ? sums.keys().next().value : undefined;
    if (oldest !== undefined) sums.delete(oldest);
    parts.push(shown.dim === undefined ? monthSums : monthSums.filter((row) => row.dim === shown.dim));
  }
  return parts.flat();
}

/** The filter's totals per rolled-up day (its unfiltered row of each day). */
export async function rolledDailyTotals(
  db: DB,
  filter: TrafficFilter | null,
  days: DayRange,
): Promise<Map<string, TrafficMeasures>> {
  const rows = await db
    .selectFrom("traffic_daily")
    .select(["day", "visitors", "visits", "pageviews", "bounces", "duration_s", "converted"])
    .where("filter_dim", "=", filterDimOf(filter))
    .where("filter_value", "=", filterValueOf(filter))
    .where("day", ">=", days.from)
    .where("day", "<=", days.to)
    .where("dim", "=", ALL)
    .where("value", "=", "")
    .execute();
  return new Map(rows.map((row) => [row.day, measuresOf(row)]));
}
