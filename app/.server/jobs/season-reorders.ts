/**
 * Next season's offers (decision 0038): every hour, requests whose season ended and whose next
 * season starts within the reorderLeadDays setting are offered to their client by email, with a
 * fresh link. Recorded for the system page as the "season-reorders" job. Several instances may run
 * it together: each request is claimed by one conditional UPDATE (services/requests/season-reorders.ts).
 */
import type { Config } from "../config";
import type { Database } from "../db";
import type { Logger } from "../logger";
import { noteRun } from "../services/operations";
import { offerNextSeasons } from "../services/requests";
import { every, startPeriodic } from "./periodic";

export const SEASON_REORDERS_INTERVAL_MS = 60 * 60 * 1000;

export interface SeasonReordersOptions {
  database: Database;
  logger: Logger;
  config: Pick<Config, "publicUrl">;
  kickOutbox?: () => void;
  intervalMs?: number;
}

/** One run, recorded as the "season-reorders" job; it never throws. */
export async function runSeasonReorders(options: SeasonReordersOptions, now = new Date()): Promise<void> {
  const { database, logger } = options;
  try {
    const offered = await offerNextSeasons(database, options.config.publicUrl, now);
    if (offered > 0) {
      options.kickOutbox?.();
      logger.info({ offered }, "Next season's requests offered");
    }
    await noteRun(database.db, logger, "season-reorders", { ok: true, detail: { offered } });
  } catch (error) {
    logger.warn({ err: error }, "Next season's offers failed; retrying at the next run");
    await noteRun(database.db, logger, "season-reorders", { ok: false, error });
  }
}

/** Starts the schedule; the returned function stops it and waits for a run in progress. */
export function startSeasonReorders(options: SeasonReordersOptions): () => Promise<void> {
  return startPeriodic({
    run: () => runSeasonReorders(options),
    nextDelay: every(options.intervalMs ?? SEASON_REORDERS_INTERVAL_MS),
  });
}
