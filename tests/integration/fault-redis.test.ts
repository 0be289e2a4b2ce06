/**
 * Redis going away and coming back under the production build (on SQLite): pages, sign-ups and
 * click beacons keep answering while it is gone (rate limits fall back to memory), the outage is
 * logged once and the recovery once, and rate limits count in Redis again once it is back.
 * Runs a private redis-server on a free port; needs `npm run build` first (npm test builds).
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { needsBinaries, type PrivateService, REDIS_SERVER, startPrivateRedis } from "../support/private-services";
import { LOG_LEVELS, type ServerProcess, startServerProcess } from "../support/server-process";
import { until } from "../support/until";

const requirement = needsBinaries(REDIS_SERVER);
/** A request that does not answer within this is a hang, and fails the test. */
const ANSWER_BOUND_MS = 5_000;

describe.skipIf(requirement.skip)(`the server while Redis stops and starts again${requirement.reason}`, () => {
  let redisServer: PrivateService | undefined;
  let server: ServerProcess;
  let signUps = 0;

  const signUp = () =>
    fetch(`${server.base}/api/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ email: `redis-fault-${++signUps}@lodge.test` }),
      signal: AbortSignal.timeout(ANSWER_BOUND_MS),
    });
  const click = () =>
    fetch(`${server.base}/api/clicks`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" },
      body: JSON.stringify({ events: [{ url: "https://careers.crestwayhospitality.com/", pageSource: "/" }] }),
      signal: AbortSignal.timeout(ANSWER_BOUND_MS),
    });
  const home = () => fetch(`${server.base}/`, { signal: AbortSignal.timeout(ANSWER_BOUND_MS) });

  const redisLines = (level: number) => server.logs.filter((line) => line.level === level && /redis/i.test(line.msg));
  async function rateLimitKeys(): Promise<string[]> {
    const client = new Redis(redisServer?.url ?? "", { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await client.connect();
      return await client.keys("rl:*");
    } finally {
      client.disconnect();
    }
  }

  beforeAll(async () => {
    redisServer = await startPrivateRedis();
    // At info level, so that the recovery line is seen as well as the warning.
    server = await startServerProcess({ REDIS_URL: redisServer.url, RATE_LIMIT_FORMS: "1000", LOG_LEVEL: "info" });
  }, 30_000);

  afterAll(async () => {
    await server?.stop();
    await redisServer?.cleanup();
  }, 30_000);

  it("counts rate limits in Redis while it runs", async () => {
    // The server answers before its Redis connection is ready, and counts in memory until it is
    // (as while Redis is away): sign-ups count in Redis once it is.
    const countedInRedis = async () =>
      (await signUp()).status === 200 && (await rateLimitKeys()).some((key) => key.startsWith("rl:form"));
    await until(countedInRedis, 10_000, "a sign-up counted in Redis", 100);
    expect((await click()).status).toBe(204);
    const keys = await rateLimitKeys();
    expect(keys.some((key) => key.startsWith("rl:click"))).toBe(true);
  });

  it("keeps answering pages, sign-ups and clicks while Redis is stopped, and warns once", async () => {
    await redisServer?.stop();
    // Long enough for ioredis to fail several reconnect attempts (50 ms, 100 ms, 150 ms, ...).
    const until = Date.now() + 3_000;
    const statuses = new Set<string>();
    while (Date.now() < until) {
      const [page, subscribed, clicked] = await Promise.all([home(), signUp(), click()]);
      statuses.add(`GET / ${page.status}`);
      statuses.add(`sign-up ${subscribed.status}`);
      statuses.add(`click ${clicked.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([...statuses].sort()).toEqual(["GET / 200", "click 204", "sign-up 200"]);
    expect(redisLines(LOG_LEVELS.warn).map((line) => line.msg)).toEqual([
      "Redis unavailable; rate limits count in this instance's memory until it is back",
    ]);
    expect(server.exit(), server.stderrTail()).toBeUndefined();
  });

  it("logs one line when Redis is back, and counts rate limits in it again", async () => {
    await redisServer?.start();
    await until(() => redisLines(LOG_LEVELS.info).length > 0, 10_000, "the reconnection's log line", 100);
    expect(redisLines(LOG_LEVELS.info).map((line) => line.msg)).toEqual(["Redis reconnected; rate limits count in Redis again"]);
    // The restarted server keeps nothing (no persistence): these keys are written after its return.
    expect(await rateLimitKeys()).toEqual([]);
    expect((await signUp()).status).toBe(200);
    expect((await click()).status).toBe(204);
    const keys = await rateLimitKeys();
    expect(keys.some((key) => key.startsWith("rl:form"))).toBe(true);
    expect(keys.some((key) => key.startsWith("rl:click"))).toBe(true);
    expect(redisLines(LOG_LEVELS.warn)).toHaveLength(1);
    expect(server.exit(), server.stderrTail()).toBeUndefined();
  });
});
