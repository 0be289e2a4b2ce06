/**
 * Runs the housekeeping (message auto-archive and retention, then the retention of finished
 * emails, raw link clicks, raw page views, unconfirmed sign-ups and expired sessions; see ~/.server/services/housekeeping) once at
 * start and then once a day. Settings are read at every run, so a change on the Settings page
 * applies from the next run without a restart. Several instances may run it: every statement is
 * an idempotent UPDATE or DELETE. The system page shows the message housekeeping ("housekeeping")
 * and the retention steps ("retention") as two jobs, each failed when one of its steps failed.
 */
import type { Database } from "../db";
import type { Logger } from "../logger";
import { type HousekeepingReport, MESSAGES_STEP, noteRun, type RunOutcome, runHousekeeping } from "../services/operations";
import { getSettings } from "../settings";
import { every, startPeriodic } from "./periodic";

export const HOUSEKEEPING_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface HousekeepingOptions {
  database: Database;
  logger: Logger;
  /** Tests shorten it; the server keeps the daily default. */
  intervalMs?: number;
}

/** One outcome from the failed steps' errors, or a success with what the steps removed. */
function outcomeOf(failures: HousekeepingReport["failures"], detail: Record<string, number>): RunOutcome {
  if (failures.length === 0) return { ok: true, detail };
  const message = failures.map(({ step, error }) => `${step}: ${error instanceof Error ? error.message : String(error)}`);
  return { ok: false, error: new Error(message.join("; ")) };
}

/** Starts the schedule; the returned function stops it and waits for a run in progress. */
export function startHousekeeping({
  database,
  logger,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
}: HousekeepingOptions): () => Promise<void> {
  const run = async () => {
    try {
      const { failures, ...removed } = await runHousekeeping(database, await getSettings(database.db), new Date());
      // Every run says what it removed, zeros included: the log is the record that retention ran.
      logger.info(removed, "Housekeeping");
      for (const { step, error } of failures) logger.error({ err: error, step }, "Housekeeping step failed");
      const { messagesArchived, messagesDeleted, ...retained } = removed;
      const isMessages = (failure: { step: string }) => failure.step === MESSAGES_STEP;
      await noteRun(
        database.db,
        logger,
        "housekeeping",
        outcomeOf(failures.filter(isMessages), { messagesArchived, messagesDeleted }),
      );
      await noteRun(
        database.db,
        logger,
        "retention",
        outcomeOf(
          failures.filter((failure) => !isMessages(failure)),
          retained,
        ),
      );
    } catch (error) {
      // A failed run (database briefly away) must not end the process; the next one tries again.
      logger.error({ err: error }, "Housekeeping failed");
      await noteRun(database.db, logger, "housekeeping", { ok: false, error });
      await noteRun(database.db, logger, "retention", { ok: false, error });
    }
  };

  return startPeriodic({ run, nextDelay: every(intervalMs) });
}
