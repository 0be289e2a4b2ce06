// The text overrides row of `npm run bench` (decision 0017): a page rendered by a server whose
// database holds 1,000 staff overrides of texts (every namespace, all three languages), beside the
// same page rendered by the running app, which has none. Each request is a render: a query keeps it
// out of the page cache (decision 0008). The two servers' requests alternate one by one, so a
// goal of 5% is not lost in the noise of a shared machine; the figure is the ratio of the medians.
import { spawnSync } from "node:child_process";

const TEXT_OVERRIDES = 1_000;
const SAMPLES = Number(process.env.BENCH_RENDER_SAMPLES ?? 400);
const WARM_UP = 50;

/** A server on a database given the overrides before it starts (scripts/seed-texts.ts). */
function seedOverrides(dataDir) {
  const seeded = spawnSync(
    process.execPath,
    ["scripts/run-with-vite.mjs", "scripts/seed-texts.ts", "--count", String(TEXT_OVERRIDES)],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, stdio: ["ignore", "ignore", "inherit"] },
  );
  if (seeded.status !== 0) throw new Error("seeding the text overrides failed");
}

/** The row must measure what it says: a page that carries staff's changes, or one that carries none. */
async function expectChanges(base, page, expected) {
  const html = await (await fetch(`${base}${page}`)).text();
  if (html.includes("data-i18n-changes=") !== expected) {
    throw new Error(`${base}${page} ${expected ? "shows no" : "shows"} text overrides`);
  }
}

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const quantile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

/** Starts the server with overrides, measures `page` on it and on `app`, stops it. */
export async function measureTextRenders(startApp, dataDir, app, page = "/fr/pricing?render=uncached") {
  seedOverrides(dataDir);
  const texts = await startApp(dataDir);
  try {
    await expectChanges(texts.base, page, true);
    await expectChanges(app.base, page, false);
    const withOverrides = [];
    const without = [];
    for (let n = 0; n < WARM_UP + SAMPLES; n++) {
      // Alternating which goes first, so neither always follows the other's work.
      const pair = n % 2 ? [texts, app] : [app, texts];
      const times = [];
      for (const server of pair) times.push(await timed(`${server.base}${page}`));
      if (n < WARM_UP) continue;
      withOverrides.push(pair[0] === texts ? times[0] : times[1]);
      without.push(pair[0] === texts ? times[1] : times[0]);
    }
    const figures = (times) => ({ median: quantile(times, 0.5), p95: quantile(times, 0.95) });
    return { page, samples: SAMPLES, overrides: figures(withOverrides), none: figures(without) };
  } finally {
    const exited = new Promise((resolve) => texts.child.once("exit", resolve));
    texts.child.kill("SIGTERM");
    await exited;
  }
}

/** Prints the row; returns true when the goal is missed. */
export function printTextRendersTable(figures) {
  const ratio = figures.none.median / figures.overrides.median;
  const met = ratio >= 0.95;
  console.log(
    `\nText overrides (SQLite): uncached renders of ${figures.page}, ${figures.samples} requests to each server, alternating\n`,
  );
  console.log("| figure | 1,000 overrides ms | no overrides ms | ratio | goal | result |");
  console.log("|---|---|---|---|---|---|");
  const ms = (value) => value.toFixed(1);
  console.log(
    `| page render, median | ${ms(figures.overrides.median)} | ${ms(figures.none.median)} | ${ratio.toFixed(3)} | ratio >= 0.95 (within 5%) | ${met ? "met" : "MISSED"} |`,
  );
  console.log(
    `| page render, p95 | ${ms(figures.overrides.p95)} | ${ms(figures.none.p95)} | ${(figures.none.p95 / figures.overrides.p95).toFixed(3)} | reported | - |`,
  );
  return !met;
}
