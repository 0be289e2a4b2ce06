/**
 * Queues the weekly traffic summary (~/.server/services/analytics/weekly-summary): once at start, so
 * a server that was down on Monday sends last week's when it comes back, and then every hour, so it
 * goes out within the hour after Monday 06:00 UTC. A run whose week was sent already only reads the
 * state row; a failed run changes nothing and the next one tries again.
 */
import type { Database } from "../db";
import type { Logger } from "../logger";
import { sendWeeklySummaries } from "../services/analytics";
import { noteRun } from "../services/operations";
import { every, startPeriodic } from "./periodic";

const HOUR_MS = 60 * 60_000;

export interface WeeklySummaryJobOptions {
  database: Database;
  logger: Logger;
  publicUrl: string;
  /** Wakes the outbox once emails were queued. */
  kickOutbox: () => void;
  /** Tests shorten it; the server checks every hour. */
  intervalMs?: number;
}

/** Starts the schedule; the returned function stops it and waits for a run in progress. */
export function startWeeklySummary({
  database,
  logger,
  publicUrl,
  kickOutbox,
  intervalMs = HOUR_MS,
}: WeeklySummaryJobOptions): () => Promise<void> {
  const run = async () => {
    try {
      const outcome = await sendWeeklySummaries({ database, publicUrl });
      // A run that finds this week's summary already sent succeeded too: the job is alive.
      await noteRun(database.db, logger, "weekly-summary", { ok: true, detail: { status: outcome.status } });
      if (outcome.status !== "queued") return;
      logger.info({ week: outcome.week, emails: outcome.emails }, "Weekly traffic summary queued");
      if (outcome.emails > 0) kickOutbox();
    } catch (error) {
      logger.error(
        { err: error },
        "Weekly traffic summary not sent; it is retried within the hour. If this repeats, check that the database answers and see the error for the cause",
      );
      await noteRun(database.db, logger, "weekly-summary", { ok: false, error });
    }
  };

  return startPeriodic({ run, nextDelay: every(intervalMs) });
}
