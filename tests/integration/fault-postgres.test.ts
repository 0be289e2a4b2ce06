/**
 * PostgreSQL stopping for a few seconds under newsletter sign-up load, as at a restart, an upgrade
 * or a failover, with the production build running on it. Proves that the process outlives it, that
 * /healthz says 503 while the database is gone and 200 after, that every sign-up meanwhile gets a
 * deliberate answer (200 or 503) within a bound instead of a hang or a dropped connection, that no
 * sign-up acknowledged with 200 is lost, and that sign-ups work again afterwards. The errors seen
 * on a direct connection are the ones isDatabaseUnavailable must recognise.
 * Runs a private PostgreSQL cluster on a free port; needs `npm run build` first (npm test builds).
 */
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "~/.server/db/errors";
import { needsBinaries, POSTGRES_BIN, type PrivateService, startPrivatePostgres } from "../support/private-services";
import { LOG_LEVELS, type ServerProcess, startServerProcess } from "../support/server-process";
import { until } from "../support/until";

const requirement = needsBinaries(path.join(POSTGRES_BIN, "initdb"), path.join(POSTGRES_BIN, "pg_ctl"));
/** A request that does not answer within this is a hang, and fails the test. */
const ANSWER_BOUND_MS = 8_000;
const OUTAGE_MS = 3_000;
const LOAD_WORKERS = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  email: string;
  /** The HTTP status, or what went wrong instead of an answer (a timeout, a reset). */
  status: number | string;
}

interface HealthSample {
  askedAt: number;
  answeredAt: number;
  status: number | string;
}

describe.skipIf(requirement.skip)(`the server while PostgreSQL stops and starts again${requirement.reason}`, () => {
  let postgres: PrivateService | undefined;
  let server: ServerProcess;
  let signUps = 0;

  async function signUp(): Promise<Outcome> {
    const email = `pg-fault-${++signUps}@lodge.test`;
    try {
      const response = await fetch(`${server.base}/api/newsletter`, {
        method: "POST",
        // The endpoint reads forms (urlencoded or multipart), as the sign-up form posts them.
        body: new URLSearchParams({ email }),
        signal: AbortSignal.timeout(ANSWER_BOUND_MS),
      });
      await response.arrayBuffer();
      return { email, status: response.status };
    } catch (error) {
      return { email, status: String((error as Error).cause ?? error) };
    }
  }

  async function health(): Promise<number | string> {
    try {
      const response = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(ANSWER_BOUND_MS) });
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      return String(error);
    }
  }

  async function query<Row>(statement: string): Promise<Row[]> {
    const client = new pg.Client({ connectionString: postgres?.url });
    await client.connect();
    try {
      return (await client.query(statement)).rows as Row[];
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    server = await startServerProcess({ DATABASE_URL: postgres.url, RATE_LIMIT_FORMS: "100000", LOG_LEVEL: "warn" });
  }, 45_000);

  afterAll(async () => {
    await server?.stop();
    await postgres?.cleanup();
  }, 30_000);

  it("outlives a three-second stop under sign-up load, answers 503 meanwhile and loses no acknowledged sign-up", {
    timeout: 60_000,
  }, async () => {
    if (!postgres) throw new Error("no private PostgreSQL");
    // A session of the test's own, idle like the server's pooled connections.
    const observer = new pg.Client({ connectionString: postgres.url });
    const observed: Error[] = [];
    observer.on("error", (error) => observed.push(error));
    await observer.connect();

    const outcomes: Outcome[] = [];
    const samples: HealthSample[] = [];
    let loading = true;
    const worker = async () => {
      for (let i = 0; i < 5_000 && loading; i++) {
        const outcome = await signUp();
        outcomes.push(outcome);
        // A refused sign-up is answered at once: pause like a visitor would instead of spinning.
        if (outcome.status !== 200) await sleep(20);
      }
    };
    const watchHealth = async () => {
      while (loading) {
        const askedAt = Date.now();
        const status = await health();
        samples.push({ askedAt, answeredAt: Date.now(), status });
        await sleep(100);
      }
    };
    // A burst first, so the pool holds several connections that sit idle when the server stops.
    outcomes.push(...(await Promise.all(Array.from({ length: 10 }, signUp))));
    const load = [...Array.from({ length: LOAD_WORKERS }, worker), watchHealth()];

    // A page that is cached before the stop, to be served from memory during it.
    expect((await fetch(`${server.base}/pricing`)).status).toBe(200);
    await sleep(1_000);
    await postgres.stop();
    const downAt = Date.now();
    const refused = await new pg.Client({ connectionString: postgres.url }).connect().then(
      () => undefined,
      (error: unknown) => error,
    );
    // Pages: the cached one is still served; one that must be rendered says "try again" (503).
    const cachedPage = await fetch(`${server.base}/pricing`, { signal: AbortSignal.timeout(ANSWER_BOUND_MS) });
    // (Never asked for before the stop, so not in the cache: /fr/about is an address of its own.)
    const renderedPage = await fetch(`${server.base}/fr/about`, {
      redirect: "manual",
      signal: AbortSignal.timeout(ANSWER_BOUND_MS),
    });
    await sleep(OUTAGE_MS);
    const restartAt = Date.now();
    await postgres.start();
    await until(() => samples.at(-1)?.status === 200, 15_000, "a healthy answer after the restart", 100);
    const healthyAt = Date.now();
    await sleep(1_000);
    loading = false;
    await Promise.all(load);
    await observer.end().catch(() => undefined);

    // The process neither ended nor began to (an uncaught error starts a graceful shutdown), and
    // the pool's error listener heard its idle connections die.
    expect(server.exit(), server.stderrTail()).toBeUndefined();
    expect(server.logs.filter((line) => line.level >= LOG_LEVELS.fatal)).toEqual([]);
    expect(server.logs.some((line) => line.level === LOG_LEVELS.warn && /Database connection lost/.test(line.msg))).toBe(true);

    // What a client sees of the stop: "terminating connection due to administrator command", then refusal.
    expect(observed.map((error) => (error as { code?: string }).code)).toContain("57P01");
    expect(observed.every(isDatabaseUnavailable)).toBe(true);
    expect((refused as { code?: string } | undefined)?.code).toBe("ECONNREFUSED");
    expect(isDatabaseUnavailable(refused)).toBe(true);

    expect(cachedPage.status).toBe(200);
    expect(renderedPage.status).toBe(503);
    expect(renderedPage.headers.get("retry-after")).toBe("5");

    // /healthz: 503 throughout the outage, 200 once the database is back.
    const whileDown = samples.filter((sample) => sample.askedAt >= downAt && sample.answeredAt <= restartAt);
    expect(whileDown.length).toBeGreaterThan(0);
    expect(new Set(whileDown.map((sample) => sample.status))).toEqual(new Set([503]));
    expect(samples.filter((sample) => sample.askedAt >= healthyAt).every((sample) => sample.status === 200)).toBe(true);

    // Every sign-up was answered, 200 or 503: none hung past the bound, none lost its connection.
    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect([...statuses].sort()).toEqual([200, 503]);

    // Nothing acknowledged is lost.
    const acknowledged = outcomes.filter((outcome) => outcome.status === 200).map((outcome) => outcome.email);
    const stored = new Set((await query<{ email: string }>("select email from newsletter_subscribers")).map((row) => row.email));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);

    // Sign-ups work again.
    expect((await signUp()).status).toBe(200);
  });
});
