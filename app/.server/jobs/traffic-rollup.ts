/**
 * Keeps the traffic roll-up current (decision 0016): once at start (catching up whatever
 * accumulated while no instance ran) and then every hour, so a finished day is folded soon after
 * midnight UTC and its conversions lose their visitor ids.
 */
import type { DB } from "../db";
import type { Logger } from "../logger";
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
