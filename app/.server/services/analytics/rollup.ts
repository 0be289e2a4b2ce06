/**
 * Folds each finished UTC day of page views and conversions into `traffic_daily` (decision 0016),
 * the way the click roll-up folds clicks (../click-rollup.ts): idempotent and safe on several
 * instances, one day per transaction, the state row saying how far the roll-up reaches. Views and
 * conversions are stamped with the server's time when recorded, so a finished day no longer changes.
 * The same transaction clears the day's conversions' visitor ids: their attribution columns are
 * what stays of the visit.
 */
import { PostgresAdapter, sql } from "kysely";
import type { DB } from "../../db";
import type { TrafficDailyTable } from "../../db/schema";
import { addDays, timestampBounds, utcDay } from "./dashboard-range";
import { loadDayConversions, loadDayViews } from "./raw-day";
import { claimRun, recordRun } from "./rollup-state";
import { ALL, aggregateDay, buildDay, type PairRow } from "./visits";

/** The state row's name in `link_clicks_rollup_state`, which both roll-ups share. */
const STATE = "traffic";
/** SQLite: 11 parameters a row, so 1,000 rows stay well within its 32,766 bound parameters. */
const INSERT_CHUNK_ROWS = 1_000;
/** PostgreSQL: one array a column, whatever the rows; a chunk bounds a statement's memory. */
const UNNEST_CHUNK_ROWS = 20_000;

/** The last day `traffic_daily` covers, or undefined before the first run. */
export async function trafficRolledThrough(db: DB): Promise<string | undefined> {
  return (await rollupState(db)).through;
}

/** How far the roll-up reaches, and which fold made it so: sums kept of folded days are good while it stays. */
export interface RollupState {
  through: string | undefined;
  version: string;
}

export async function rollupState(db: DB): Promise<RollupState> {
  const row = await db
    .selectFrom("link_clicks_rollup_state")
    .select(["through_day", "updated_at"])
    .where("name", "=", STATE)
    .executeTakeFirst();
  return { through: row?.through_day, version: row ? `${row.through_day} ${row.updated_at}` : "" };
}

function storedRow(day: string, row: PairRow): TrafficDailyTable {
  return {
    filter_dim: row.filterDim,
    filter_value: row.filterValue,
    day,
    dim: row.dim,
    value: row.value,
    visitors: row.visitors,
    visits: row.visits,
    pageviews: row.pageviews,
    bounces: row.bounces,
    duration_s: row.durationSeconds,
    converted: row.converted,
  };
}

/**
 * Writes a day's rows: a busy day has tens of thousands. PostgreSQL takes them as one array per
 * column (unnest), several times faster than as many bound rows; SQLite as multi-row inserts.
 */
async function insertDay(trx: DB, day: string, rows: PairRow[]): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    for (let start = 0; start < rows.length; start += UNNEST_CHUNK_ROWS) {
      const chunk = rows.slice(start, start + UNNEST_CHUNK_ROWS);
      const column = <K extends keyof PairRow>(key: K) => chunk.map((row) => row[key]);
      await sql`
        insert into traffic_daily (filter_dim, filter_value, day, dim, value, visitors, visits, pageviews, bounces, duration_s, converted)
        select filter_dim, filter_value, ${day}, dim, value, visitors, visits, pageviews, bounces, duration_s, converted
        from unnest(${column("filterDim")}::text[], ${column("filterValue")}::text[], ${column("dim")}::text[],
          ${column("value")}::text[], ${column("visitors")}::integer[], ${column("visits")}::integer[],
          ${column("pageviews")}::integer[], ${column("bounces")}::integer[], ${column("durationSeconds")}::integer[],
          ${column("converted")}::integer[])
          as rows (filter_dim, filter_value, dim, value, visitors, visits, pageviews, bounces, duration_s, converted)`.execute(
        trx,
      );
    }
    return;
  }
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
    const chunk = rows.slice(start, start + INSERT_CHUNK_ROWS).map((row) => storedRow(day, row));
    await trx.insertInto("traffic_daily").values(chunk).execute();
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byKey = (a: PairRow, b: PairRow) =>
  compare(a.filterDim, b.filterDim) ||
  compare(a.filterValue, b.filterValue) ||
  compare(a.dim, b.dim) ||
  compare(a.value, b.value);

/** Folds one day; answers false, folding nothing, when another run already folded it. */
async function rollUpDay(db: DB, day: string): Promise<boolean> {
  // Worked out before the transaction, so SQLite's write lock is held for the writes only: a
  // finished day's rows no longer change, and a day another run folds meanwhile is skipped below.
  // In key order, each chunk lands on neighbouring pages of the table's primary key.
  const rows = aggregateDay(buildDay(await loadDayViews(db, day), await loadDayConversions(db, day))).sort(byKey);
  return db.transaction().execute(async (trx) => {
    // The claim first: a run that read a stale state skips the day instead of folding it again
    // from raw views the retention may have deleted (../retention.ts).
    if (!(await claimRun(trx, STATE, day))) return false;

    // Rows of the day exist only when it is folded again (the state row was reset). Every row of a
    // day comes with unfiltered ones, read off the primary key; only then is the day deleted, by
    // a scan of the table the key does not serve.
    const folded = await trx
      .selectFrom("traffic_daily")
      .select("day")
      .where("filter_dim", "=", ALL)
      .where("filter_value", "=", "")
      .where("day", "=", day)
      .limit(1)
      .executeTakeFirst();
    if (folded) await trx.deleteFrom("traffic_daily").where("day", "=", day).execute();

    await insertDay(trx, day, rows);

    const { from, to } = timestampBounds({ from: day, to: day });
    await trx
      .updateTable("conversions")
      .set({ visitor_id: null })
      .where("occurred_at", ">=", from)
      .where("occurred_at", "<", to)
      .where("visitor_id", "is not", null)
      .execute();

    await recordRun(trx, STATE, day);
    return true;
  });
}

/** The first day with a page view or a conversion, before the first run. */
async function firstRecordedDay(db: DB): Promise<string | undefined> {
  const { rows } = await sql<{ first: string | null }>`
    select min(t) as first from (
      select min(viewed_at) as t from page_views
      union all
      select min(occurred_at) as t from conversions
    ) as firsts`.execute(db);
  return rows[0]?.first?.slice(0, 10);
}

/** Rolls up every finished day not yet rolled up; returns the number of days folded. */
export async function rollUpTraffic(db: DB, now = new Date()): Promise<number> {
  const yesterday = addDays(utcDay(now), -1);
  const through = await trafficRolledThrough(db);
  let next = through ? addDays(through, 1) : await firstRecordedDay(db);
  let days = 0;
  while (next && next <= yesterday) {
    // Another instance is ahead: it folds the rest, or the next run does.
    if (!(await rollUpDay(db, next))) return days;
    days += 1;
    next = addDays(next, 1);
  }
  return days;
}
