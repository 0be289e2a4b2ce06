/**
 * The traffic view at scale for `npm run bench` (bench/scale.ts), on SQLite and PostgreSQL: a year
 * of 10,000,000 page views by 2,000,000 daily visitors (scripts/seed-scale.ts, made once and kept),
 * brought up to today before measuring (the days since the seed are generated and folded by the
 * roll-up, today's views stay live), then the p95 and median of the reports the view makes against
 * the goals of decision 0016: 150 ms for 30 days, 400 ms for 365 days, filtered or not.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { Database } from "../app/.server/db";
import { addDays, type DayRange, lastDays, utcDay } from "../app/.server/services/analytics/dashboard-range";
import { trafficReport, trafficTable } from "../app/.server/services/analytics/report";
import { rollUpTraffic } from "../app/.server/services/analytics/rollup";
import type { TrafficFilter } from "../app/lib/traffic/model";
import { seedTraffic } from "../scripts/seed-traffic";

/** Page views a year, as seeded (BENCH_SCALE_VIEWS for a smaller trial). */
export const TRAFFIC_VIEWS = Number(process.env.BENCH_SCALE_VIEWS ?? 10_000_000);
/** Each traffic row's runs: at least 30, so its p95 is a measured run, not the slowest. */
const TRAFFIC_SAMPLES = Math.max(30, Number(process.env.BENCH_SCALE_SAMPLES ?? 30));

export interface Timing {
  p95: number;
  median: number;
}
export type Timer = (run: () => Promise<unknown>, samples: number, before?: () => Promise<unknown>) => Promise<Timing>;

export interface BenchRow {
  name: string;
  goal?: number;
  ms?: number;
  value?: number;
}

/**
 * Seeds the database's traffic when it has none (seed-scale, its traffic only, in a process of its
 * own), else generates the days since its last view; then folds the finished days, as the job does.
 */
export async function ensureTraffic(database: Database, seedEnv: NodeJS.ProcessEnv): Promise<void> {
  const latest = await database.db
    .selectFrom("page_views")
    .select((eb) => eb.fn.max("viewed_at").as("last"))
    .executeTakeFirst();
  const now = new Date();
  const today = utcDay(now);
  if (!latest?.last) {
    const started = performance.now();
    const counts = ["--messages", "0", "--subscribers", "0", "--partnerships", "0", "--clicks", "0"];
    const result = spawnSync(
      process.execPath,
      ["--import", "tsx", "scripts/seed-scale.ts", ...counts, "--views", String(TRAFFIC_VIEWS)],
      { env: { ...process.env, ...seedEnv }, stdio: ["ignore", "inherit", "inherit"] },
    );
    if (result.status !== 0) throw new Error(`seeding the traffic failed (${database.engine})`);
    console.error(`traffic seeded (${database.engine}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } else if (latest.last.slice(0, 10) < today) {
    const first = addDays(latest.last.slice(0, 10), 1);
    const added = await seedTraffic(database, { viewsPerYear: TRAFFIC_VIEWS, first, last: today, now });
    console.error(`traffic (${database.engine}): ${added.views.toLocaleString("en")} views added for ${first} to ${today}`);
  }
  const started = performance.now();
  const folded = await rollUpTraffic(database.db, now);
  if (folded > 0)
    console.error(`traffic (${database.engine}): ${folded} days rolled up in ${(performance.now() - started).toFixed(0)} ms`);
}

/** A view as the beacon records it, now: what makes the next report read today's new views. */
async function recordView(database: Database): Promise<void> {
  await database.db
    .insertInto("page_views")
    .values({
      viewed_at: new Date().toISOString(),
      visitor_id: randomBytes(16).toString("hex"),
      path: "/pricing",
      language: "en",
      source: "LinkedIn",
      referrer_host: "www.linkedin.com",
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      device: "desktop",
      browser: "Chrome",
      country: "KE",
    })
    .execute();
}

/**
 * Moves the roll-up state's stamp as a fold does, so the next report reads its whole months again
 * instead of the sums kept since the last fold: the first view of a filter after each fold, and of
 * any filter not viewed since.
 */
async function forgetMonths(database: Database): Promise<void> {
  await database.db
    .updateTable("link_clicks_rollup_state")
    .set({ updated_at: new Date().toISOString() })
    .where("name", "=", "traffic")
    .execute();
}

const LINKEDIN: TrafficFilter = { dim: "source", value: "LinkedIn" };
const CONTACT: TrafficFilter = { dim: "page", value: "/contact" };
const UNITED_STATES: TrafficFilter = { dim: "country", value: "US" };

/**
 * The traffic rows of one engine, `engine` naming it in each row; `open` makes another handle on
 * the same database, for the first report of a process (today read whole).
 */
export async function trafficRows(database: Database, engine: string, time: Timer, open: () => Database): Promise<BenchRow[]> {
  const today = utcDay(new Date());
  const month = lastDays(today, 30);
  const year = lastDays(today, 365);
  const views = await database.db
    .selectFrom("page_views")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("viewed_at", ">=", `${year.from}T00:00:00.000Z`)
    .executeTakeFirstOrThrow();
  const todays = await database.db
    .selectFrom("page_views")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("viewed_at", ">=", `${today}T00:00:00.000Z`)
    .executeTakeFirstOrThrow();
  const rows: BenchRow[] = [
    { name: `traffic: page views in the last 365 days (${engine})`, value: Number(views.n) },
    { name: `traffic: page views today, live (${engine})`, value: Number(todays.n) },
  ];
  const report = (range: DayRange, filter: TrafficFilter | null) => () => trafficReport(database, { range, filter });
  const measure = async (name: string, goal: number, run: () => Promise<unknown>, before?: () => Promise<unknown>) => {
    const { p95, median } = await time(run, TRAFFIC_SAMPLES, before);
    rows.push({ name: `${name} (${engine}; median ${median.toFixed(1)} ms)`, goal, ms: p95 });
  };
  const monthsRead = () => forgetMonths(database);
  const csv = () => trafficTable(database, { range: year, filter: null, dim: "source" });
  await measure("traffic view, 30 days, unfiltered", 150, report(month, null));
  await measure("traffic view, 30 days, source LinkedIn", 150, report(month, LINKEDIN));
  await measure("traffic view, 30 days, page /contact", 150, report(month, CONTACT));
  // A year: with the whole months' sums kept from the run before, and with them read again.
  await measure("traffic view, 365 days, unfiltered, months kept", 400, report(year, null));
  await measure("traffic view, 365 days, unfiltered, months read", 400, report(year, null), monthsRead);
  await measure("traffic view, 365 days, source LinkedIn, months kept", 400, report(year, LINKEDIN));
  await measure("traffic view, 365 days, source LinkedIn, months read", 400, report(year, LINKEDIN), monthsRead);
  await measure("traffic view, 365 days, country US, months kept", 400, report(year, UNITED_STATES));
  await measure("traffic view, 365 days, country US, months read", 400, report(year, UNITED_STATES), monthsRead);
  await measure("traffic CSV, 365 days, every source, months read", 400, csv, monthsRead);
  // Right after a new view: today's copy reads the views since its last check and aggregates again.
  const afterView = () => recordView(database);
  await measure("traffic view, 30 days, unfiltered, after a new view", 150, report(month, null), afterView);
  await measure("traffic view, 365 days, unfiltered, months kept, after a new view", 400, report(year, null), afterView);
  await measure("traffic view, 30 days, source LinkedIn, after a new view", 150, report(month, LINKEDIN), afterView);
  // A process's first report, should it come before the roll-up job's first run has read today:
  // today's views read whole and the months read. Once per start at most, so reported beside the goals.
  let fresh: Database | undefined;
  const { p95, median } = await time(
    () => trafficReport(fresh as Database, { range: month, filter: null }),
    TRAFFIC_SAMPLES,
    async () => {
      await fresh?.close();
      fresh = open();
    },
  );
  await fresh?.close();
  rows.push({ name: `traffic view, 30 days, first report of a process (${engine}; median ${median.toFixed(1)} ms)`, ms: p95 });
  return rows;
}
