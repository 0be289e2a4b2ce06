// `npm run lighthouse`: Lighthouse 12 (mobile emulation, the default) with the system Chromium
// against the production build on a free port with a fresh data folder. Audits /, /pricing,
// /contact and /about; prints each category score with LCP, CLS and TBT; exits non-zero under
// performance 95, accessibility 100, best practices 100 or SEO 100.
// Each page is audited LIGHTHOUSE_RUNS times (3 by default) and judged by its median run, picked by
// Lighthouse's own computeMedianRun, as Lighthouse's documentation on variability advises; the
// spread of the performance score over the runs is printed beside it.
// Map tiles come from a local blank-tile server: the audit must not depend on the internet.
// LIGHTHOUSE_PAGES=/careers,/es/careers{opening} audits other pages; with LIGHTHOUSE_OPENINGS=N the
// fresh data folder first gets N open openings (bench/careers.mjs), and "{opening}" in a page stands
// for the first one's address ("/es{opening}/apply": its Spanish application form). "{client}" is the
// token of a client's private page (bench/requests.mjs).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { firstOpeningPath, seedOpenings } from "../bench/careers.mjs";
import { seedClientRequest } from "../bench/requests.mjs";

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? ["/", "/pricing", "/contact", "/about", "/fr/", "/es/pricing"];
const OPENINGS = Number(process.env.LIGHTHOUSE_OPENINGS ?? 0);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const GOALS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
// A 1x1 transparent PNG stands in for every map tile.
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

if (!existsSync("build/entry/server.js") || !existsSync("build/server/index.js")) {
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const listen = (server) => new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)));
const tiles = createServer((_req, res) => res.writeHead(200, { "Content-Type": "image/png" }).end(BLANK_TILE));
const tilePort = await listen(tiles);

const probe = createServer();
const port = await listen(probe);
await new Promise((resolve) => probe.close(resolve));
const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const app = spawn(process.execPath, ["build/entry/server.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    MAP_STREET_TILE_URL: `http://127.0.0.1:${tilePort}/street/{z}/{x}/{y}.png`,
    MAP_SATELLITE_TILE_URL: `http://127.0.0.1:${tilePort}/satellite/{z}/{y}/{x}.png`,
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {}
  await new Promise((resolve) => setTimeout(resolve, 100));
}

if (OPENINGS > 0) {
  seedOpenings(path.join(dataDir, "app.db"), OPENINGS);
  const opening = firstOpeningPath(await (await fetch(`${base}/careers`)).text());
  for (const [index, page] of PAGES.entries()) PAGES[index] = page.replace("{opening}", opening);
}
// "{client}" stands for a client's private page of a 30-line request with shortlists ("/fr/client/{client}").
if (PAGES.some((page) => page.includes("{client}"))) {
  const token = seedClientRequest(path.join(dataDir, "app.db"), { lines: 30 });
  for (const [index, page] of PAGES.entries()) PAGES[index] = page.replace("{client}", token);
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
const rows = [];
let failed = false;
try {
  for (const page of PAGES) {
    // Warm the page cache first: the audit measures what visitors get, not the first render.
    await fetch(`${base}${page}`);
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // A run that fails to load the page (a Chromium hiccup) is tried once more before it counts.
      let result = await lighthouse(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
      if (result.lhr.runtimeError) {
        console.error(`${page}: ${result.lhr.runtimeError.code}; trying again`);
        result = await lighthouse(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
      }
      runs.push(result.lhr);
    }
    const valid = filterToValidRuns(runs);
    const lhr = valid.length > 0 ? computeMedianRun(valid) : runs[0];
    const performanceScores = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
    const { categories, audits } = lhr;
    const scores = Object.fromEntries(Object.keys(GOALS).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]));
    for (const [key, goal] of Object.entries(GOALS)) {
      if (scores[key] < goal) {
        failed = true;
        const failing = Object.values(audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 1 &&
              categories[key].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
          )
          .map((audit) => audit.id);
        console.error(`${page}: ${key} ${scores[key]} < ${goal} (${failing.join(", ")})`);
      }
    }
    rows.push({
      page,
      ...scores,
      "LCP ms": Math.round(audits["largest-contentful-paint"].numericValue ?? Number.NaN),
      CLS: Number((audits["cumulative-layout-shift"].numericValue ?? Number.NaN).toFixed(3)),
      "TBT ms": Math.round(audits["total-blocking-time"].numericValue ?? Number.NaN),
      "performance of each run": performanceScores.join(" "),
    });
  }
} finally {
  await chrome.kill();
  app.kill();
  tiles.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.table(rows);
process.exit(failed ? 1 : 0);
