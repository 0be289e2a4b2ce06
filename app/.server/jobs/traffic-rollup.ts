/**
 * Keeps the traffic roll-up current (decision 0016): once at start (catching up whatever
 * accumulated while no instance ran) and then every hour, so a finished day is folded soon after
 * midnight UTC and its conversions lose their visitor ids. Each run also brings today's live copy
 * up to date (../services/analytics/live-day.ts), so the traffic view's first request after a start
 * does not read the whole day.
 */
import type { DB } from "../db";
import type { Logger } from "../logger";
import { liveDay, rollUpTraffic, utcDay } from "../services/analytics";
import { noteRun } from "../services/operations";
import { every, startPeriodic } from "./periodic";

const HOUR_MS = 60 * 60_000;

export function startTrafficRollup({ db, logger }: { db: DB; logger: Logger }): () => Promise<void> {
  const run = async () => {
    try {
      const days = await rollUpTraffic(db);
      if (days > 0) logger.info({ days }, "Rolled up traffic");
      await liveDay(db, utcDay(new Date()));
      await noteRun(db, logger, "traffic-rollup", { ok: true, detail: { days } });
    } catch (error) {
      // Another instance rolling up the same day loses its transaction; the next run catches up.
      logger.warn({ err: error }, "Traffic roll-up failed; retrying at the next run");
      await noteRun(db, logger, "traffic-rollup", { ok: false, error });
    }
  };
  return startPeriodic({ run, nextDelay: every(HOUR_MS) });
}
