/**
 * Keeps the daily click roll-ups current: once at start (catching up whatever accumulated while
 * no instance ran) and then every hour, so a finished day is folded in soon after midnight UTC.
 */
import type { DB } from "../db";
import type { Logger } from "../logger";
import { rollUpClicks } from "../services/analytics";
import { noteRun } from "../services/operations";
import { every, startPeriodic } from "./periodic";

const HOUR_MS = 60 * 60_000;

export function startClickRollup({ db, logger }: { db: DB; logger: Logger }): () => Promise<void> {
  const run = async () => {
    try {
      const days = await rollUpClicks(db);
      if (days > 0) logger.info({ days }, "Rolled up link clicks");
      await noteRun(db, logger, "click-rollup", { ok: true, detail: { days } });
    } catch (error) {
      // Another instance rolling up the same days loses its transaction; the next run catches up.
      logger.warn({ err: error }, "Click roll-up failed; retrying at the next run");
      await noteRun(db, logger, "click-rollup", { ok: false, error });
    }
  };
  return startPeriodic({ run, nextDelay: every(HOUR_MS) });
}
