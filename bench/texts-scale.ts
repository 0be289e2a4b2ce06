/**
 * The text list and search of `/admin/texts` (decision 0017) for `npm run bench` (run by
 * bench/run.mjs through Vite): the p95 of the service calls its loader makes (`textCatalog`, then
 * `queryTexts` with a filter or a search, a page of 50), on a SQLite database holding 1,000 staff
 * overrides (bench/text-overrides.ts); with the catalog current, and right after a change, when
 * the first request builds the catalog anew. Prints one JSON line per figure for run.mjs's table.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrateToLatest, openDatabase } from "../app/.server/db";
import { queryTexts, type TextQuery, textCatalog } from "../app/.server/services/content/texts/catalog";
import { forgetSiteTexts } from "../app/.server/services/content/texts/site-texts";
import { seedTextOverrides } from "./text-overrides";
import { timings } from "./timing";

const SAMPLES = Math.max(50, Number(process.env.BENCH_SCALE_SAMPLES ?? 50));
const GOAL_MS = 100;
const PAGE = 50;

const QUERIES: [string, TextQuery][] = [
  ["all entries", {}],
  ["missing in Spanish", { language: "es", status: "missing" }],
  ["out of date in French, one page", { namespace: "pricing", language: "fr", status: "outOfDate" }],
  ["search, accents folded", { search: "equipe" }],
  ["search in a page, out of date in Spanish", { namespace: "services", search: "staff", language: "es", status: "outOfDate" }],
];

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-texts-"));
  const database = openDatabase({ url: `sqlite:${path.join(dir, "app.db")}` });
  try {
    await migrateToLatest(database);
    const overrides = await seedTextOverrides(database);
    const list = async (query: TextQuery) => queryTexts(await textCatalog(database), query).slice(0, PAGE);
    for (const [name, query] of QUERIES) {
      const { p95 } = await timings(() => list(query), SAMPLES);
      console.log(JSON.stringify({ name: `/admin/texts list (service), ${name}`, goal: GOAL_MS, ms: p95 }));
    }
    // The first request after a change on any instance reads the overrides and builds the catalog.
    const { p95 } = await timings(
      () => list({ search: "equipe" }),
      SAMPLES,
      async () => forgetSiteTexts(database),
    );
    console.log(
      JSON.stringify({ name: `/admin/texts search right after a change (${overrides} overrides)`, goal: GOAL_MS, ms: p95 }),
    );
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** When the run has ended: scripts/run-with-vite.mjs waits for it, then closes Vite. */
export const done = main().catch((error) => {
  console.error(error);
  process.exit(1);
});
