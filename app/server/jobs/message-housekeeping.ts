/**
 * Runs the message housekeeping (auto-archive and retention, see ~/server/services/messages) once
 * at start and then once a day. Settings are read at every run, so a change on the Settings page
 * applies from the next run without a restart. Several instances may run it: each step is a single
 * idempotent UPDATE or DELETE.
 */
import type { DB } from "../db";
import type { Logger } from "../logger";
import { runMessageHousekeeping } from "../services/messages";
import { getSettings } from "../settings";

export const HOUSEKEEPING_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface MessageHousekeepingOptions {
  db: DB;
  logger: Logger;
  /** Tests shorten it; the server keeps the daily default. */
  intervalMs?: number;
}

/** Starts the schedule; the returned function stops it and waits for a run in progress. */
export function startMessageHousekeeping({
  db,
  logger,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
}: MessageHousekeepingOptions): () => Promise<void> {
  let running: Promise<void> | undefined;

  const run = async () => {
    try {
      const result = await runMessageHousekeeping(db, await getSettings(db), new Date());
      if (result.archived > 0 || result.deleted > 0) logger.info(result, "Message housekeeping");
    } catch (error) {
      // A failed run (database briefly away) must not end the process; the next one tries again.
      logger.error({ err: error }, "Message housekeeping failed");
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
