/**
 * Runs the housekeeping (message auto-archive and retention, then the retention of finished
 * emails, raw link clicks, raw page views and unconfirmed sign-ups; see ~/.server/services/housekeeping) once at
 * start and then once a day. Settings are read at every run, so a change on the Settings page
 * applies from the next run without a restart. Several instances may run it: every statement is
 * an idempotent UPDATE or DELETE.
 */
import type { Database } from "../db";
import type { Logger } from "../logger";
import { runHousekeeping } from "../services/housekeeping";
import { getSettings } from "../settings";

export const HOUSEKEEPING_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface HousekeepingOptions {
  database: Database;
  logger: Logger;
  /** Tests shorten it; the server keeps the daily default. */
  intervalMs?: number;
}

/** Starts the schedule; the returned function stops it and waits for a run in progress. */
export function startHousekeeping({
  database,
  logger,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
}: HousekeepingOptions): () => Promise<void> {
  let running: Promise<void> | undefined;

  const run = async () => {
    try {
      const { failures, ...removed } = await runHousekeeping(database, await getSettings(database.db), new Date());
      // Every run says what it removed, zeros included: the log is the record that retention ran.
      logger.info(removed, "Housekeeping");
      for (const { step, error } of failures) logger.error({ err: error, step }, "Housekeeping step failed");
    } catch (error) {
      // A failed run (database briefly away) must not end the process; the next one tries again.
      logger.error({ err: error }, "Housekeeping failed");
    }
  };

  const tick = () => {
    // A run still going (a very slow database) is not doubled.
    if (running) return;
    running = run().finally(() => {
      running = undefined;
    });
  };

  tick();
  const timer = setInterval(tick, intervalMs);
  // The schedule alone never keeps the process alive (shutdown, tests).
  timer.unref();

  return async () => {
    clearInterval(timer);
    await running;
  };
}
