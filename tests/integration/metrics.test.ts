/**
 * Prometheus metrics (decision 0020). Against the production build: GET /metrics is the token
 * bearer's alone (anyone else gets the not-found page every unknown path gets), the metrics port
 * needs no token, promtool accepts the output, requests are named by route and visitors' paths
 * never become series. In process, on each engine: the queue, job and database figures match the
 * rows, and one database read serves the scrapes of a few seconds.
 * The server suite needs `npm run build` first (npm test builds).
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase } from "~/.server/db";
import { HANDLER_ROUTES } from "~/.server/http/route-label";
import { routeIdsOf, UNMATCHED_ROUTE } from "~/.server/http/route-match";
import { createMetrics } from "~/.server/metrics/metrics";
import { recordFailure, recordSuccess } from "~/.server/services/operations/job-runs";
import { engines, suiteDatabase } from "../support/databases";
import { freePort, needsBinaries } from "../support/private-services";
import { PROMTOOL, promtool, sampleOf, samplesOf } from "../support/prometheus";
import { sendRaw } from "../support/raw-http";
import { routeManifest } from "../support/route-table";
import { type ServerProcess, startServerProcess } from "../support/server-process";

const TOKEN = "metrics-test-token-4Kq8Zr2Wm6Tx9Lb3Vn7P";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const promtoolNeeded = needsBinaries(PROMTOOL);

describe("the route a request is counted under", () => {
  const routeOf = routeIdsOf({ routes: routeManifest() } as Parameters<typeof routeIdsOf>[0]);

  it("is the route id a page or its data request lands on, in every language", () => {
    expect(routeOf("/about")).toBe("routes/about");
    expect(routeOf("/about.data")).toBe("routes/about");
    expect(routeOf("/fr/about")).toBe("fr/routes/about");
    expect(routeOf("/")).toBe(routeOf("/_root.data"));
    expect(routeOf("/")).not.toBe(UNMATCHED_ROUTE);
  });

  it("is one name for every path no route but the not-found page knows", () => {
    for (const path of ["/no-such-page", "/fr/no-such-page", "/a/b/c.php", "/no-such-page.data"]) {
      expect(routeOf(path), path).toBe(UNMATCHED_ROUTE);
    }
  });
});

describe("metrics of the built server", () => {
  let server: ServerProcess;
  let metricsPort: number;
  const bearer = { Authorization: `Bearer ${TOKEN}` };
  const scrape = async () => {
    const answer = await fetch(`${server.base}/metrics`, { headers: bearer });
    expect(answer.status).toBe(200);
    return answer.text();
  };
  /** The series of the request metrics, as written. */
  const requestSeries = (text: string) => [...samplesOf(text).keys()].filter((series) => series.startsWith("http_"));
  const requests = (text: string, route: string, method: string, status: number) =>
    sampleOf(text, "http_requests_total", { route, method, status: String(status) }) ?? 0;

  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startServerProcess({
      LOG_LEVEL: "warn",
      METRICS_TOKEN: TOKEN,
      METRICS_PORT: String(metricsPort),
      RATE_LIMIT_CLICKS: "2",
    });
  }, 60_000);
  afterAll(async () => server?.stop());

  it("answers a request without the token, or with a wrong one, as it answers any unknown path", async () => {
    const unknown = await fetch(`${server.base}/no-such-page`);
    expect(unknown.status).toBe(404);
    const notFound = await unknown.text();
    const wrong: Record<string, string>[] = [
      {},
      { Authorization: "Bearer wrong" },
      { Authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { Authorization: TOKEN },
      { Authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString("base64")}` },
    ];
    for (const headers of wrong) {
      const answer = await fetch(`${server.base}/metrics`, { headers });
      expect(answer.status, JSON.stringify(headers)).toBe(404);
      expect(answer.headers.get("Content-Type")).toBe(unknown.headers.get("Content-Type"));
      expect(await answer.text()).toBe(notFound);
    }
    // The token opens reads only: a post goes on to the routes.
    const posted = await fetch(`${server.base}/metrics`, { method: "POST", headers: bearer });
    expect(posted.status).toBeGreaterThanOrEqual(400);
    expect(await posted.text()).not.toContain("http_requests_total");
  });

  it.skipIf(promtoolNeeded.skip)(`serves the token's bearer what promtool accepts${promtoolNeeded.reason}`, async () => {
    const answer = await fetch(`${server.base}/metrics`, { headers: bearer });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const text = await answer.text();
    // What the example alert rules read is all there.
    const alerting = [
      "http_requests_total",
      "database_up",
      "mail_queue_oldest_waiting_age_seconds",
      "job_last_success_timestamp_seconds",
    ];
    for (const name of [...alerting, "mail_queue_waiting", "nodejs_eventloop_lag_seconds", "process_resident_memory_bytes"]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    const checked = promtool(["check", "metrics"], text);
    expect(checked.output).toBe("");
    expect(checked.status).toBe(0);
  });

  it("serves them on the metrics port without a token, and nothing else there", async () => {
    const port = `http://127.0.0.1:${metricsPort}`;
    const answer = await fetch(`${port}/metrics`);
    expect(answer.status).toBe(200);
    expect(sampleOf(await answer.text(), "database_up")).toBe(1);
    expect((await fetch(`${port}/`)).status).toBe(404);
    expect((await fetch(`${port}/metrics`, { method: "POST" })).status).toBe(404);
  });

  it("names each request by its route: a page by its route id, a fast-lane answer by its handler", async () => {
    const asset = readdirSync("build/client/assets").find((file) => file.endsWith(".js"));
    const before = await scrape();
    for (const target of ["/about", "/about", "/fr/about", "/healthz", `/assets/${asset}`, "/About"]) {
      expect((await fetch(`${server.base}${target}`, { redirect: "manual" })).status).toBeLessThan(400);
    }
    const after = await scrape();
    const delta = (route: string, status = 200) => requests(after, route, "GET", status) - requests(before, route, "GET", status);
    expect(delta("routes/about")).toBe(2);
    expect(delta("fr/routes/about")).toBe(1);
    expect(delta("healthz")).toBe(1);
    expect(delta("asset")).toBe(1);
    expect(delta("redirect", 301)).toBe(1);
    // The second /about came from the page cache.
    const hits = (text: string) => sampleOf(text, "page_cache_lookups_total", { result: "hit" }) ?? 0;
    expect(hits(after) - hits(before)).toBeGreaterThanOrEqual(1);
    expect(
      sampleOf(after, "http_request_duration_seconds_count", { route: "routes/about", status_class: "2xx" }),
    ).toBeGreaterThan(0);
  });

  it("adds no series for 1,000 requests to paths of the visitors' choosing", async () => {
    const methods = ["GET", "HEAD", "POST"] as const;
    // Each method meets an unknown path once first: its own series may appear then, and only then.
    for (const method of methods) await fetch(`${server.base}/warm-up-unknown-path`, { method });
    const before = await scrape();
    const visits = fc.sample(
      fc.record({
        method: fc.constantFrom(...methods),
        path: fc
          .array(fc.stringMatching(/^[a-z0-9]{8,16}$/), { minLength: 1, maxLength: 4 })
          .map((parts) => `/${parts.join("/")}`),
      }),
      { numRuns: 1_000, seed: 20 },
    );
    for (let i = 0; i < visits.length; i += 20) {
      await Promise.all(
        visits.slice(i, i + 20).map(async ({ method, path }) => (await fetch(`${server.base}${path}`, { method })).arrayBuffer()),
      );
    }
    const after = await scrape();
    expect(requestSeries(after)).toEqual(requestSeries(before));
    const unmatched = (text: string) =>
      [...samplesOf(text)].filter(([series]) => series.startsWith('http_requests_total{route="unmatched"'));
    const total = (text: string) => unmatched(text).reduce((sum, [, value]) => sum + value, 0);
    expect(total(after) - total(before)).toBe(1_000);
    for (const { path } of visits.slice(0, 50)) expect(after).not.toContain(path);
  });

  it("names every request from a known list, odd request targets included", async () => {
    const odd = ["*", "/%zz", "//x//y", "/X".repeat(1_100), "http://elsewhere.test/about", "/about?x=1", "/.env", "/a/../admin"];
    for (const target of odd) await sendRaw(server.port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    await sendRaw(server.port, "OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    await sendRaw(server.port, "BREW /about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    const known = new Set([...Object.keys(routeManifest()), ...HANDLER_ROUTES, UNMATCHED_ROUTE]);
    const routes = [...(await scrape()).matchAll(/^http_requests_total\{route="([^"]*)"/gm)].map((found) => found[1]);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(known, route).toContain(route);
  });

  it("counts the requests a rate limit refused, by limit", async () => {
    const refusals = (text: string) => sampleOf(text, "rate_limit_refusals_total", { limit: "click" }) ?? 0;
    const before = await scrape();
    const body = JSON.stringify({ events: [{ url: "https://example.test/pricing", pageSource: "/", referrer: "" }] });
    let refused = 0;
    for (let i = 0; i < 5; i++) {
      const answer = await fetch(`${server.base}/api/clicks`, {
        method: "POST",
        // A browser's: a bot's clicks are dropped before the limit is asked.
        headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER },
        body,
      });
      if (answer.status === 429) refused++;
    }
    expect(refused).toBeGreaterThanOrEqual(3);
    const after = await scrape();
    expect(refusals(after) - refusals(before)).toBe(refused);
    expect(requests(after, "click-beacon", "POST", 429) - requests(before, "click-beacon", "POST", 429)).toBe(refused);
  });
});

describe.each(engines())("metrics figures read from the database on $name", ({ make }) => {
  const database = suiteDatabase(make);
  const NOW = Date.parse("2026-06-01T12:00:00.000Z");
  let clock = NOW;
  const iso = (msBeforeNow: number) => new Date(NOW - msBeforeNow).toISOString();

  const outboxRow = (status: "pending" | "sending" | "sent" | "failed", queuedMsAgo: number) => ({
    recipient: "guest@lodge.test",
    subject: "Welcome",
    html: "<p>Hi</p>",
    text: "Hi",
    headers: "{}",
    status,
    next_attempt_at: iso(queuedMsAgo),
    created_at: iso(queuedMsAgo),
  });

  it("reports the mail queues, the jobs and the database as the rows say, read once per few seconds", async () => {
    const metrics = createMetrics({ database, cacheMs: 5_000, now: () => clock });
    const empty = await metrics.render();
    expect(sampleOf(empty, "database_up")).toBe(1);
    expect(sampleOf(empty, "database_info", { engine: database.engine })).toBe(1);
    expect(sampleOf(empty, "mail_queue_waiting", { queue: "outbox" })).toBe(0);
    expect(sampleOf(empty, "mail_queue_oldest_waiting_age_seconds", { queue: "outbox" })).toBe(0);
    // A backup never taken reads 0, so "older than a day" holds for it too.
    expect(sampleOf(empty, "job_last_success_timestamp_seconds", { name: "backup" })).toBe(0);
    expect(sampleOf(empty, "database_pool_connections") !== undefined).toBe(database.engine === "postgres");

    await database.db
      .insertInto("email_outbox")
      .values([
        outboxRow("pending", 20 * 60_000),
        outboxRow("pending", 60_000),
        outboxRow("sending", 5 * 60_000),
        outboxRow("sent", 90 * 60_000),
        outboxRow("failed", 90 * 60_000),
        outboxRow("failed", 80 * 60_000),
      ])
      .execute();
    const { id: campaign } = await database.db
      .insertInto("campaigns")
      .values({
        name: "June",
        content: "{}",
        status: "sending",
        started_at: iso(30 * 60_000),
        created_at: iso(0),
        updated_at: iso(0),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto("campaign_deliveries")
      .values(
        (["queued", "queued", "claimed", "sent", "sent", "sent", "failed"] as const).map((status, i) => ({
          campaign_id: campaign,
          subscriber_id: i + 1,
          email: `guest${i}@lodge.test`,
          language: "en",
          status,
        })),
      )
      .execute();
    await recordSuccess(database.db, "backup", { bytes: 1 }, iso(26 * 3_600_000));
    await recordFailure(database.db, "mail", new Error("refused"), iso(60_000));

    // Within the few seconds one read serves, the figures are those read before.
    clock = NOW + 4_000;
    expect(sampleOf(await metrics.render(), "mail_queue_waiting", { queue: "outbox" })).toBe(0);

    clock = NOW + 5_000;
    const text = await metrics.render();
    expect(sampleOf(text, "mail_queue_waiting", { queue: "outbox" })).toBe(3);
    expect(sampleOf(text, "mail_queue_oldest_waiting_age_seconds", { queue: "outbox" })).toBe(20 * 60 + 5);
    expect(sampleOf(text, "mail_queue_sent", { queue: "outbox" })).toBe(1);
    expect(sampleOf(text, "mail_queue_failed", { queue: "outbox" })).toBe(2);
    expect(sampleOf(text, "mail_queue_waiting", { queue: "campaigns" })).toBe(3);
    expect(sampleOf(text, "mail_queue_oldest_waiting_age_seconds", { queue: "campaigns" })).toBe(30 * 60 + 5);
    expect(sampleOf(text, "mail_queue_sent", { queue: "campaigns" })).toBe(3);
    expect(sampleOf(text, "mail_queue_failed", { queue: "campaigns" })).toBe(1);
    expect(sampleOf(text, "job_last_success_timestamp_seconds", { name: "backup" })).toBe((NOW - 26 * 3_600_000) / 1000);
    expect(sampleOf(text, "job_last_failure_timestamp_seconds", { name: "mail" })).toBe((NOW - 60_000) / 1000);
    expect(sampleOf(text, "job_last_success_timestamp_seconds", { name: "mail" })).toBe(0);
  });
});

describe("metrics figures of a database that does not answer", () => {
  it("reads 0 for it, and leaves out the figures it could not read", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "metrics-gone-"));
    const gone = openDatabase({ url: `sqlite:${path.join(dir, "gone.db")}` });
    await migrateToLatest(gone);
    await gone.close();
    try {
      const text = await createMetrics({ database: gone }).render();
      expect(sampleOf(text, "database_up")).toBe(0);
      expect(text).not.toMatch(/^mail_queue_waiting\{/m);
      expect(text).not.toMatch(/^job_last_success_timestamp_seconds\{/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(promtoolNeeded.skip)(`the example alert rules${promtoolNeeded.reason}`, () => {
  const rules = path.join("ops", "prometheus");

  it("are valid rules", () => {
    const checked = promtool(["check", "rules", path.join(rules, "alerts.yml")]);
    expect(checked.output).toContain("SUCCESS: 6 rules found");
    expect(checked.status).toBe(0);
  });

  it("fire when they should and stay quiet when they should not (promtool's unit tests)", () => {
    const tested = promtool(["test", "rules", path.join(rules, "alerts.test.yml")]);
    expect(tested.output).toContain("SUCCESS");
    expect(tested.status).toBe(0);
  });
});
