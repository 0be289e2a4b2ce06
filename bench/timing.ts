/** How the bench's in-process rows are timed (bench/scale.ts, bench/texts-scale.ts). */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Database, migrateToLatest, openDatabase } from "../app/.server/db";
import type { Timer } from "./traffic-scale";

/** The p95 and median of `samples` runs, each after `before` (untimed). */
export const timings: Timer = async (run, samples, before) => {
  await before?.();
  await run(); // warm the page cache of the database, as a running server would be
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    await before?.();
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(times.length * share) - 1)] ?? Number.NaN;
  return { p95: at(0.95), median: at(0.5) };
};

/**
 * An in-process bench's figures on SQLite (a file in `dir`, made once and kept) and on PostgreSQL
 * when BENCH_SCALE_POSTGRES_URL names a database of its own; `label` names the bench in the notice
 * when PostgreSQL is skipped.
 */
export async function onEachEngine<Row>(
  dir: string,
  label: string,
  rows: (database: Database, engine: string) => Promise<Row[]>,
): Promise<Row[]> {
  mkdirSync(dir, { recursive: true });
  const figures: Row[] = [];
  const sqlite = openDatabase({ url: `sqlite:${path.join(dir, "app.db")}` });
  try {
    await migrateToLatest(sqlite);
    figures.push(...(await rows(sqlite, "SQLite")));
  } finally {
    await sqlite.close();
  }
  const postgresUrl = process.env.BENCH_SCALE_POSTGRES_URL;
  if (!postgresUrl) {
    console.error(`${label} on PostgreSQL: skipped (set BENCH_SCALE_POSTGRES_URL to a database of its own, made with createdb)`);
    return figures;
  }
  const postgres = openDatabase({ url: postgresUrl, poolSize: 4 });
  try {
    await migrateToLatest(postgres);
    figures.push(...(await rows(postgres, "PostgreSQL")));
  } finally {
    await postgres.close();
  }
  return figures;
}
