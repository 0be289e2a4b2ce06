/**
 * The production server's last resorts (app/.server/process-faults.ts), triggered from inside the
 * real process by a preloaded module (tests/fixtures/fault-trigger.mjs): a stray rejected promise
 * is logged and the server keeps serving; an uncaught exception is logged as fatal and ends the
 * process through the graceful shutdown with exit code 1, which a supervisor restarts.
 * Needs `npm run build` first (npm test builds).
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOG_LEVELS, type ServerProcess, startServerProcess } from "../support/server-process";
import { until } from "../support/until";

const TRIGGER = path.resolve("tests/fixtures/fault-trigger.mjs");

describe("the production server after a bug it did not catch", () => {
  let server: ServerProcess;

  const logged = async (level: number, message: RegExp) => {
    const line = () => server.logs.find((entry) => entry.level === level && message.test(entry.msg));
    await until(() => line() !== undefined, 5_000, `a log line matching ${message}`, 50);
    return line();
  };

  beforeAll(async () => {
    server = await startServerProcess({ NODE_OPTIONS: `--import=${TRIGGER}`, LOG_LEVEL: "info" });
  }, 30_000);

  afterAll(async () => server?.stop(), 30_000);

  it("logs an unhandled rejection as an error and keeps serving", async () => {
    server.kill("SIGHUP");
    const line = await logged(LOG_LEVELS.error, /Unhandled promise rejection/);
    expect((line?.err as { message?: string } | undefined)?.message).toBe("a stray rejection");
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect(server.exit(), server.stderrTail()).toBeUndefined();
  });

  it("logs an uncaught exception as fatal, shuts down gracefully and exits with 1", async () => {
    server.kill("SIGUSR2");
    const ended = await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 20_000, "still running"))]);
    expect(ended).toEqual({ code: 1, signal: null });
    const fatal = server.logs.find((entry) => entry.level === LOG_LEVELS.fatal);
    expect((fatal?.err as { message?: string } | undefined)?.message).toBe("an uncaught exception");
    expect(server.logs.map((entry) => entry.msg)).toEqual(expect.arrayContaining(["Shutting down", "Stopped"]));
  });
});
