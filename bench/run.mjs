// `npm run bench`: measures the production server against a bare node:http baseline in the same
// run, alternating A and B rounds so machine noise falls on both. Loopback only, bounded in time.
// Prints one row per figure with its ratio and goal; exits non-zero when a goal is missed.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import sharp from "sharp";
import { measureCampaignQueuing, printCampaignTable } from "./campaign.mjs";
import {
  APPLY_BOUNDARY,
  applicationBody,
  applyingMemory,
  CAREERS_BENCH_PATH,
  firstOpeningPath,
  seedOpenings,
} from "./careers.mjs";
import { measureTextRenders, printTextRendersTable } from "./text-renders.mjs";

const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// BENCH_ONLY=<text> runs only the rows whose name contains it (case-insensitive), for quick looks;
// BENCH_SKIP=<text>,<text> leaves out the rows whose name contains any of them ("data at scale" takes hours).
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
const SKIP = (process.env.BENCH_SKIP ?? "")
  .toLowerCase()
  .split(",")
  .map((text) => text.trim())
  .filter(Boolean);
const selected = (name) =>
  (!ONLY || name.toLowerCase().includes(ONLY)) && !SKIP.some((text) => name.toLowerCase().includes(text));
// BENCH_METRICS=1 runs the app with its Prometheus metrics on (METRICS_TOKEN set; decision 0020),
// as a deployment that is scraped runs it: every row then counts what the metrics cost.
const METRICS = process.env.BENCH_METRICS === "1";

function ensureBuild() {
  if (existsSync("build/entry/server.js") && existsSync("build/server/index.js")) return;
  console.log("No build found: npm run build");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function startProcess(command, args, env, readyLine) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = readyLine(output);
      if (match) resolve({ child, value: match });
    });
    child.on("exit", (code) => reject(new Error(`${command} ${args.join(" ")} exited with ${code}: ${output}`)));
  });
}

/** With BENCH_METRICS=1: scraped every 15 s while it runs, as Prometheus would. */
const metricsToken = randomBytes(32).toString("base64url");
const SCRAPE_MS = 15_000;

function scrapeWhileRunning(child, base) {
  const scrape = async () => {
    const answer = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } });
    if (answer.status !== 200) throw new Error(`GET /metrics answered ${answer.status}`);
    await answer.arrayBuffer();
  };
  const timer = setInterval(() => scrape().catch((error) => console.error(`scrape failed: ${error.message}`)), SCRAPE_MS);
  child.once("exit", () => clearInterval(timer));
  return scrape();
}

async function startApp(dataDir) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const env = {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    RATE_LIMIT_FORMS: "1000000000",
    RATE_LIMIT_CLICKS: "1000000000",
    RATE_LIMIT_VIEWS: "1000000000",
    ...(METRICS ? { METRICS_TOKEN: metricsToken } : {}),
  };
  const child = spawn(process.execPath, ["build/entry/server.js"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // Up to 30 s: a loaded machine (other work beside the bench) starts it slower.
  for (let i = 0; i < 300; i++) {
    const base = `http://127.0.0.1:${port}`;
    const healthy = await fetch(`${base}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) {
      // The first scrape proves the metrics are on (a wrong token would read the not-found page).
      if (METRICS) await scrapeWhileRunning(child, base);
      return { child, base };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the app did not become healthy");
}

function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  return exited;
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: ROUND_SECONDS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Alternates A and B rounds and returns the median throughput and p99 of each. */
async function compare(name, appOptions, bareOptions) {
  if (!selected(name)) return undefined;
  const a = [];
  const b = [];
  for (let round = 0; round < ROUNDS; round++) {
    a.push(await run(appOptions()));
    b.push(await run(bareOptions()));
  }
  const summary = (results) => ({
    rps: median(results.map((r) => r.requests.average)),
    p99: median(results.map((r) => r.latency.p99)),
    ok: results.reduce((sum, r) => sum + r["2xx"], 0),
    bad: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
  });
  return { name, app: summary(a), bare: summary(b) };
}

function uniqueEmails(prefix) {
  let n = 0;
  return () => `email=${prefix}-${++n}%40bench.test&company_website=`;
}

const clickBody = JSON.stringify({
  events: [{ url: "https://bench.test/pricing", pageSource: "/", referrer: "https://search.test/" }],
});
// A landing view with a campaign and a search engine's referrer: every derivation of a view runs.
const viewBody = JSON.stringify({
  path: "/pricing",
  search: "?utm_source=newsletter&utm_medium=email&utm_campaign=bench",
  referrer: "https://www.google.com/",
});
const browserUa = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/** Writes one image with one WebP variant straight into the app's database, as storeUpload would. */
async function storeBenchImage(dbFile) {
  const bytes = await sharp({ create: { width: 640, height: 427, channels: 3, background: "#3a7bd5" } })
    .webp({ quality: 80 })
    .toBuffer();
  // Random, so a rerun never meets a stored name; addresses are named by `encoded_hash` (decision 0012).
  const hash = randomBytes(32).toString("hex");
  const db = new Database(dbFile);
  try {
    const { id } = db
      .prepare(
        "insert into images (hash, encoded_hash, purpose, width, height, created_at) values (?, ?, 'photo', 640, 427, ?) returning id",
      )
      .get(hash, hash, new Date().toISOString());
    db.prepare(
      "insert into image_variants (image_id, width, height, format, content_type, byte_length, bytes) values (?, 640, 427, 'webp', 'image/webp', ?, ?)",
    ).run(id, bytes.length, bytes);
  } finally {
    db.close();
  }
  return { bytes, path: `/media/${hash}-640.webp` };
}

async function main() {
  ensureBuild();
  const work = mkdtempSync(path.join(tmpdir(), "bench-"));
  const app = await startApp(path.join(work, "app"));
  // The baseline serves the very pages the app renders, byte for byte.
  const pages = {};
  for (const [page, file] of [
    ["/", "home.html"],
    ["/fr/", "home.fr.html"],
  ]) {
    writeFileSync(path.join(work, file), Buffer.from(await (await fetch(`${app.base}${page}`)).arrayBuffer()));
    pages[page] = path.join(work, file);
  }
  // 2,000 open openings; the filtered careers page (a query: never from the page cache) is served by both.
  const careersMatching = seedOpenings(path.join(work, "app", "app.db"));
  const careersPage = await fetch(`${app.base}${CAREERS_BENCH_PATH}`);
  const careersHtml = await careersPage.text();
  if (careersPage.status !== 200 || (careersHtml.match(/<article /g) ?? []).length !== Math.min(careersMatching, 200))
    throw new Error(`the careers page did not list the ${careersMatching} seeded openings that match its filter`);
  writeFileSync(path.join(work, "careers.html"), careersHtml);
  // One of them is where the application row applies (its form has no screening question).
  const applyPath = `${firstOpeningPath(careersHtml)}/apply`;
  pages[CAREERS_BENCH_PATH] = path.join(work, "careers.html");
  const assetName = readdirSync("build/client/assets").find((file) => file.startsWith("entry.client") && file.endsWith(".js"));
  const assetPath = `/assets/${assetName}`;

  // The baseline gets the very schema the app migrated to, and inserts the very welcome email the
  // app queues for a sign-up (same bytes), so both write the same rows.
  const warmUp = await fetch(`${app.base}/api/newsletter`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "email=warm-up%40bench.test&company_website=",
  });
  if (!warmUp.ok) throw new Error(`the warm-up sign-up failed with ${warmUp.status}`);
  const appDb = new Database(path.join(work, "app", "app.db"), { readonly: true });
  // Tables, then indexes, then triggers; a full-text table's own shadow tables are made with it.
  const virtualTables = appDb
    .prepare("select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE%'")
    .all()
    .map((row) => row.name);
  const schema = appDb
    .prepare(
      "select name, sql from sqlite_master where sql is not null and name not like 'sqlite_%' and name not like 'kysely_%' order by case type when 'table' then 0 when 'index' then 1 else 2 end",
    )
    .all()
    .filter((row) => !virtualTables.some((table) => row.name.startsWith(`${table}_`)))
    .map((row) => row.sql);
  const welcome = appDb.prepare("select subject, html, text, headers from email_outbox order by id desc limit 1").get();
  appDb.close();
  // A stored image as an editor's upload leaves it (one 640-wide WebP variant), served by both.
  const media = await storeBenchImage(path.join(work, "app", "app.db"));
  writeFileSync(path.join(work, "media.webp"), media.bytes);
  writeFileSync(
    path.join(work, "bare.json"),
    JSON.stringify({
      pages,
      assetFile: path.join("build/client", assetPath),
      mediaFile: path.join(work, "media.webp"),
      dbFile: path.join(work, "bare.db"),
      schema,
      welcome,
    }),
  );
  const bare = await startProcess(
    process.execPath,
    ["bench/bare-server.mjs", path.join(work, "bare.json")],
    {},
    (out) => out.match(/^(\d+)\n/)?.[1],
  );
  const bareBase = `http://127.0.0.1:${bare.value}`;

  const rows = [];
  const memory = [];
  let campaign;
  let textRenders;
  const add = (comparison, extra) => comparison && rows.push({ ...comparison, ...extra });
  try {
    add(
      await compare(
        "GET / (anonymous, en)",
        () => ({ url: `${app.base}/`, connections: 50 }),
        () => ({ url: `${bareBase}/`, connections: 50 }),
      ),
      { goal: { ratio: 0.5, p99: 25 } },
    );
    // Each language at its own address (decision 0004): a visitor's cookies and languages do not
    // keep a French page from the page cache.
    const visitor = { Cookie: "language=es; _ga=GA1.2.345.678", "Accept-Language": "es-ES,es;q=0.9" };
    add(
      await compare(
        "GET /fr/ (anonymous, fr, with cookies)",
        () => ({ url: `${app.base}/fr/`, connections: 50, headers: visitor }),
        () => ({ url: `${bareBase}/fr/`, connections: 50, headers: visitor }),
      ),
      { goal: { ratio: 0.5, p99: 25 } },
    );
    add(
      await compare(
        "hashed static asset",
        () => ({ url: `${app.base}${assetPath}`, connections: 50 }),
        () => ({ url: `${bareBase}/asset`, connections: 50 }),
      ),
      { goal: { ratio: 0.8 } },
    );
    add(
      await compare(
        "stored image (/media/, WebP)",
        () => ({ url: `${app.base}${media.path}`, connections: 50 }),
        () => ({ url: `${bareBase}/media`, connections: 50 }),
      ),
      { goal: { ratio: 0.8 } },
    );
    add(
      await compare(
        "GET /careers with a filter (2,000 open openings, uncached)",
        () => ({ url: `${app.base}${CAREERS_BENCH_PATH}`, connections: 10 }),
        () => ({ url: `${bareBase}${CAREERS_BENCH_PATH}`, connections: 10 }),
      ),
      // Rendered for every request (a query is never cached), against a server sending stored bytes.
      { goal: { ratio: 0.005, p99: 500 } },
    );
    // Before the rows that write, while the two servers hold the same data but for the overrides.
    if (selected("text overrides")) textRenders = await measureTextRenders(startApp, path.join(work, "texts"), app);
    const appEmails = uniqueEmails("app");
    const bareEmails = uniqueEmails("bare");
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    add(
      await compare(
        "newsletter sign-ups (SQLite)",
        () => ({
          url: `${app.base}/api/newsletter`,
          connections: 10,
          requests: [{ method: "POST", headers: form, setupRequest: (r) => ({ ...r, body: appEmails() }) }],
        }),
        () => ({
          url: `${bareBase}/newsletter`,
          connections: 10,
          requests: [{ method: "POST", headers: form, setupRequest: (r) => ({ ...r, body: bareEmails() }) }],
        }),
      ),
      { goal: { ratio: 0.5 }, table: "newsletter_subscribers" },
    );
    const json = { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": browserUa };
    add(
      await compare(
        "click events (SQLite)",
        () => ({ url: `${app.base}/api/clicks`, connections: 10, method: "POST", headers: json, body: clickBody }),
        () => ({ url: `${bareBase}/api/clicks`, connections: 10, method: "POST", headers: json, body: clickBody }),
      ),
      { goal: { ratio: 0.5 }, table: "link_clicks" },
    );
    add(
      await compare(
        "page views (SQLite)",
        () => ({ url: `${app.base}/api/views`, connections: 10, method: "POST", headers: json, body: viewBody }),
        () => ({ url: `${bareBase}/api/views`, connections: 10, method: "POST", headers: json, body: viewBody }),
      ),
      { goal: { ratio: 0.5 }, table: "page_views" },
    );
    // Twenty candidates at once, each with a 2 MB PDF: the body read within its limit, the file
    // typed, its text read in a worker, and the application written with its CV and email.
    const application = {
      body: applicationBody(),
      headers: { "Content-Type": `multipart/form-data; boundary=${APPLY_BOUNDARY}` },
    };
    // A running server has read CVs before: its PDF readers (worker threads with pdf.js) are up.
    if (selected("applications")) {
      const warmUps = await Promise.all(
        Array.from({ length: 4 }, () => fetch(`${app.base}${applyPath}`, { method: "POST", ...application })),
      );
      if (warmUps.some((answer) => answer.status !== 200)) throw new Error("the warm-up applications failed");
    }
    add(
      await compare(
        "applications with a 2 MB PDF, 20 at once (SQLite)",
        () => ({ url: `${app.base}${applyPath}`, connections: 20, method: "POST", ...application }),
        () => ({ url: `${bareBase}/apply`, connections: 20, method: "POST", ...application }),
      ),
      { goal: { ratio: 0.1 }, table: "applications" },
    );
    if (selected("applications")) {
      const growth = await applyingMemory(
        startApp,
        (label) => path.join(work, "memory", label),
        async (started, dataDir) => {
          await fetch(`${started.base}/`);
          seedOpenings(path.join(dataDir, "app.db"), 20);
          const html = await (await fetch(`${started.base}${CAREERS_BENCH_PATH}`)).text();
          return `${firstOpeningPath(html)}/apply`;
        },
      );
      memory.push({ name: "server memory growth, 100 applications 20 at once, 2 MB PDFs", mb: growth.large });
      memory.push({ name: "the same with 1 KB PDFs (any twenty form posts at once)", mb: growth.small });
      memory.push({ name: "what the 2 MB files add", mb: growth.files, goalMax: 64 });
    }
    if (selected("campaign")) campaign = await measureCampaignQueuing(app, path.join(work, "app", "app.db"));
  } finally {
    // Both must have exited (the app finishes its shutdown, outbox included) before the count and the clean-up.
    await Promise.all([stopProcess(app.child), stopProcess(bare.child)]);
  }

  // Every acknowledged write must be in the app's database.
  const finalDb = new Database(path.join(work, "app", "app.db"), { readonly: true });
  let failed = false;
  console.log(
    `\nnpm run bench: ${ROUNDS} alternating rounds of ${ROUND_SECONDS}s each, medians; app = production build${METRICS ? " with its metrics on" : ""}, bare = node:http\n`,
  );
  console.log("| figure | app req/s | bare req/s | ratio | app p99 ms | bare p99 ms | errors | goal | result |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    const ratio = row.app.rps / row.bare.rps;
    const problems = [];
    if (ratio < row.goal.ratio) problems.push(`ratio < ${row.goal.ratio}`);
    if (row.goal.p99 && row.app.p99 > row.goal.p99) problems.push(`p99 > ${row.goal.p99} ms`);
    if (row.app.bad > 0) problems.push(`${row.app.bad} errors`);
    if (row.table) {
      const stored = finalDb.prepare(`select count(*) as n from ${row.table}`).get().n;
      if (stored < row.app.ok) problems.push(`${row.app.ok - stored} acknowledged rows missing`);
    }
    failed ||= problems.length > 0;
    const goal = `ratio >= ${row.goal.ratio}${row.goal.p99 ? `, p99 <= ${row.goal.p99} ms` : ""}`;
    console.log(
      `| ${row.name} | ${row.app.rps.toFixed(0)} | ${row.bare.rps.toFixed(0)} | ${ratio.toFixed(2)} | ${row.app.p99} | ${row.bare.p99} | ${row.app.bad} | ${goal} | ${problems.length ? `MISSED: ${problems.join(", ")}` : "met"} |`,
    );
  }
  finalDb.close();
  if (memory.length > 0)
    console.log("\n| memory (fresh server each, after 4 warm-up applications) | MB | goal | result |\n|---|---|---|---|");
  for (const row of memory) {
    const ok = row.goalMax === undefined || row.mb < row.goalMax;
    failed ||= !ok;
    console.log(
      `| ${row.name} | ${row.mb.toFixed(1)} | ${row.goalMax === undefined ? "reported" : `< ${row.goalMax}`} | ${ok ? "met" : "MISSED"} |`,
    );
  }
  rmSync(work, { recursive: true, force: true });
  if (campaign) failed = printCampaignTable(campaign) || failed;
  if (textRenders) failed = printTextRendersTable(textRenders) || failed;
  if (selected("admin texts")) {
    failed =
      rowsTable("bench/texts-scale.ts", "\nStaff's texts (SQLite, 1,000 overrides): the text list and search, in process\n") ||
      failed;
  }
  if (selected("careers at scale")) {
    failed =
      rowsTable(
        "bench/careers-scale.ts",
        "\nCareers at scale (100,000 applications from 70,000 candidates, a CV with its text for one in five; SQLite, and PostgreSQL with BENCH_SCALE_POSTGRES_URL)\n",
      ) || failed;
  }
  if (selected("client page")) {
    failed =
      rowsTable(
        "bench/client-page.ts",
        "\nClient page (a 30-line request with 3 shortlisted candidates a line among 5,000 requests; SQLite, and PostgreSQL with BENCH_SCALE_POSTGRES_URL)\n",
      ) || failed;
  }
  if (selected("requests at scale")) {
    failed =
      rowsTable(
        "bench/requests-scale.ts",
        "\nStaff requests at scale (20,000 requests with 200,000 lines; the reminder job with 500 due run by 4 instances at once;" +
          " SQLite, and PostgreSQL with BENCH_SCALE_POSTGRES_URL)\n",
      ) || failed;
  }
  if (selected("privacy at scale")) {
    failed =
      rowsTable(
        "bench/privacy-scale.ts",
        "\nPrivacy at scale (one person in every linkable table of the register, among 100,000 subscribers, 100,000 messages and" +
          " 100,000 applications; a fresh copy erased each run; SQLite, and PostgreSQL with BENCH_SCALE_POSTGRES_URL)\n",
      ) || failed;
  }
  if (selected("data at scale")) {
    failed =
      rowsTable(
        "bench/scale.ts",
        "\nData at scale (SQLite: 100,000 messages and subscribers, 20,000 requests, 2,000,000 clicks, 1,000,000 audit entries;" +
          " SQLite and PostgreSQL: a year of 10,000,000 page views by 2,000,000 daily visitors)\n",
      ) || failed;
  }
  process.exit(failed ? 1 : 0);
}

/** In-process figures a script prints as JSON lines (bench/scale.ts, ...); returns true when a goal is missed. */
function rowsTable(script, title) {
  const result = spawnSync(process.execPath, ["scripts/run-with-vite.mjs", script], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (result.status !== 0) {
    console.error(`${script} failed`);
    return true;
  }
  let missed = false;
  console.log(title);
  console.log("| figure | p95 ms / value | goal | result |");
  console.log("|---|---|---|---|");
  for (const line of result.stdout.trim().split("\n")) {
    // Rows are JSON; anything else is progress (the first run seeds the data).
    if (!line.startsWith("{")) {
      console.error(line);
      continue;
    }
    const row = JSON.parse(line);
    const value = row.ms ?? row.value;
    const goal = row.goal ? `<= ${row.goal} ms` : row.goalMax ? `< ${row.goalMax}` : "reported";
    const ok = row.goal ? value <= row.goal : row.goalMax ? value < row.goalMax : true;
    missed ||= !ok;
    console.log(`| ${row.name} | ${value.toFixed(1)} | ${goal} | ${ok ? "met" : "MISSED"} |`);
  }
  return missed;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
