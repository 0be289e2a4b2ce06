/**
 * Keeps the traffic roll-up current (decision 0016): once at start (catching up whatever
 * accumulated while no instance ran) and then every hour, so a finished day is folded soon after
 * midnight UTC and its conversions lose their visitor ids. Each run also brings today's live copy
 * up to date (../services/traffic/live-day.ts), so the traffic view's first request after a start
 * does not read the whole day.
 */
import type { DB } from "../db";
import type { Logger } from "../logger";
import { utcDay } from "../services/dashboard-range";
import { liveDay } from "../services/traffic/live-day";
import { rollUpTraffic } from "../services/traffic/rollup";

const HOUR_MS = 60 * 60_000;

export function startTrafficRollup({ db, logger }: { db: DB; logger: Logger }): () => void {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const days = await rollUpTraffic(db);
      if (days > 0) logger.info({ days }, "Rolled up traffic");
      await liveDay(db, utcDay(new Date()));
    } catch (error) {
      // Another instance rolling up the same day loses its transaction; the next run catches up.
      logger.warn({ err: error }, "Traffic roll-up failed; retrying at the next run");
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
