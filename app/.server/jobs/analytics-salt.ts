/**
 * Rotates the daily salt of the visitor id (decision 0016): at start, and just after each midnight
 * UTC, today's salt is created and every older one deleted, so yesterday's ids cannot be recomputed
 * even when no view arrives to create the new day's salt. Several instances may run it: the salt
 * row is created once (insert or nothing) and the deletes are idempotent.
 */
import type { DB } from "../db";
import type { Logger } from "../logger";
import { rotateSalts } from "../services/analytics";
import { noteRun } from "../services/operations";
import { startPeriodic } from "./periodic";

/** After midnight, not on it: a timer may fire a little early, which would rotate the old day again. */
const PAST_MIDNIGHT_MS = 1_000;
const DAY_MS = 24 * 60 * 60_000;

/** Milliseconds from `now` to just after the next midnight UTC. */
export function untilNextMidnight(now: Date): number {
  return DAY_MS - (now.getTime() % DAY_MS) + PAST_MIDNIGHT_MS;
}

/** Starts the rotation; the returned function stops it. */
export function startSaltRotation({ db, logger }: { db: DB; logger: Logger }): () => Promise<void> {
  const run = async () => {
    try {
      await rotateSalts(db, new Date());
      await noteRun(db, logger, "salt-rotation", { ok: true });
    } catch (error) {
      // A database briefly away: the next view creates the salt, the next midnight deletes the rest.
      logger.warn({ err: error }, "Visitor id salt rotation failed; retrying after the next midnight UTC");
      await noteRun(db, logger, "salt-rotation", { ok: false, error });
    }
  };
  return startPeriodic({ run, nextDelay: () => untilNextMidnight(new Date()) });
}
