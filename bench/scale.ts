/**
 * The data-at-scale half of `npm run bench` (run by bench/run.mjs through tsx): on a SQLite
 * database seeded by `npm run seed:scale` (100,000 messages and subscribers, 20,000 partnership
 * requests, 2,000,000 clicks over two years, a year of 10,000,000 page views; made once and kept
 * under data/bench-scale/), the p95 latency of the admin loaders' queries, and the time and peak
 * memory of the streamed CSV export of every subscriber; the audit page at 1,000,000 entries
 * (bench/audit-scale.ts); and the traffic view (bench/traffic-scale.ts), on PostgreSQL too when
 * BENCH_SCALE_POSTGRES_URL names a database of its own for it (seeded on first use, then kept).
 * Prints one JSON line per figure for run.mjs's table.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentEditorData } from "../app/.server/admin/content";
import { migrateToLatest, openDatabase } from "../app/.server/db";
import { csvResponse } from "../app/.server/http/csv";
import { rollUpClicks } from "../app/.server/services/analytics/click-rollup";
import { dashboardFigures } from "../app/.server/services/analytics/dashboard";
import { lastDays, utcDay } from "../app/.server/services/analytics/dashboard-range";
import { listMessages } from "../app/.server/services/records/messages";
import { listSubscribers, subscriberCsvRows } from "../app/.server/services/records/subscribers-admin";
import { auditRows, seedAuditLog } from "./audit-scale";
import { timings } from "./timing";
import { ensureTraffic, TRAFFIC_VIEWS, trafficRows } from "./traffic-scale";

const DIR = process.env.BENCH_SCALE_DIR ?? "data/bench-scale";
const SEED_VERSION = "1";
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 20);
const POSTGRES_URL = process.env.BENCH_SCALE_POSTGRES_URL;

function ensureSeeded() {
  const marker = path.join(DIR, "seeded");
  if (existsSync(marker) && readFileSync(marker, "utf8") === SEED_VERSION) return;
  mkdirSync(DIR, { recursive: true });
  const started = performance.now();
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed-scale.ts", "--views", String(TRAFFIC_VIEWS)], {
    env: { ...process.env, DATA_DIR: DIR, DATABASE_URL: "" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(marker, SEED_VERSION);
  console.error(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function p95(run: () => Promise<unknown>): Promise<number> {
  return (await timings(run, SAMPLES)).p95;
}

/** The traffic view's rows on PostgreSQL, in the database BENCH_SCALE_POSTGRES_URL names. */
async function postgresTrafficRows() {
  if (!POSTGRES_URL) {
    console.error("traffic on PostgreSQL: skipped (set BENCH_SCALE_POSTGRES_URL to a database of its own, made with createdb)");
    return [];
  }
  const open = () => openDatabase({ url: POSTGRES_URL, poolSize: 4 });
  const database = open();
  try {
    await migrateToLatest(database);
    await ensureTraffic(database, { DATABASE_URL: POSTGRES_URL });
    return await trafficRows(database, "PostgreSQL", timings, open);
  } finally {
    await database.close();
  }
}

async function exportProbe() {
  const database = openDatabase({ url: `sqlite:${path.join(DIR, "app.db")}` });
  const baselineMb = process.resourceUsage().maxRSS / 1024;
  const started = performance.now();
  const response = csvResponse("subscribers.csv", ["email"], subscriberCsvRows(database));
  const reader = response.body?.getReader();
  let bytes = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
  }
  const ms = performance.now() - started;
  await database.close();
  // maxRSS is in kilobytes: the whole process's peak, export included.
  console.log(JSON.stringify({ ms, bytes, baselineMb, peakMb: process.resourceUsage().maxRSS / 1024 }));
}

async function main() {
  if (process.argv[2] === "export-probe") return exportProbe();
  ensureSeeded();
  const sqliteUrl = `sqlite:${path.join(DIR, "app.db")}`;
  const database = openDatabase({ url: sqliteUrl });
  await migrateToLatest(database);
  await rollUpClicks(database.db);
  await ensureTraffic(database, { DATA_DIR: DIR, DATABASE_URL: "" });
  await seedAuditLog(database);
  const today = utcDay(new Date());
  const rows = [
    { name: "dashboard loader, last 30 days", goal: 150, ms: await p95(() => dashboardFigures(database, lastDays(today, 30))) },
    { name: "dashboard loader, last 365 days", goal: 400, ms: await p95(() => dashboardFigures(database, lastDays(today, 365))) },
    { name: "messages, page 1", goal: 50, ms: await p95(() => listMessages(database, { search: "", filter: "all", page: 1 })) },
    {
      name: "messages, page 2,000",
      goal: 50,
      ms: await p95(() => listMessages(database, { search: "", filter: "all", page: 2000 })),
    },
    { name: "subscriber search", goal: 50, ms: await p95(() => listSubscribers(database, { search: "reader4242", page: 1 })) },
    // The content editors' page data (decision 0011): a kind's items in three languages, and the site details.
    { name: "content editor, team", goal: 50, ms: await p95(() => contentEditorData(database, "team")) },
    { name: "content editor, site details", goal: 50, ms: await p95(() => contentEditorData(database, "details")) },
    // The audit log (decision 0014) at 1,000,000 entries, seeded here on first use (bench/audit-scale.ts).
    ...(await auditRows(database, p95)),
    // The traffic view (decision 0016) over a year of page views, on both engines.
    ...(await trafficRows(database, "SQLite", timings, () => openDatabase({ url: sqliteUrl }))),
  ];
  await database.close();
  rows.push(...(await postgresTrafficRows()));
  for (const row of rows) console.log(JSON.stringify(row));

  // The export runs in a process of its own, so its peak memory is its own.
  const probe = spawnSync(process.execPath, ["scripts/run-with-vite.mjs", "bench/scale.ts", "export-probe"], {
    encoding: "utf8",
  });
  if (probe.status !== 0) throw new Error(probe.stderr);
  const exported = JSON.parse(probe.stdout.trim().split("\n").pop() ?? "{}");
  console.log(
    JSON.stringify({ name: `CSV export of all subscribers (${(exported.bytes / 1e6).toFixed(1)} MB)`, ms: exported.ms }),
  );
  // The goal is on what the export adds to a process (Node and Vite alone take most of the peak).
  console.log(
    JSON.stringify({
      name: `CSV export memory added, MB (process peak ${Math.round(exported.peakMb)} MB)`,
      value: exported.peakMb - exported.baselineMb,
      goalMax: 150,
    }),
  );
}

/** When the run has ended: scripts/run-with-vite.mjs waits for it, then closes Vite. */
export const done = main().catch((error) => {
  console.error(error);
  process.exit(1);
});
