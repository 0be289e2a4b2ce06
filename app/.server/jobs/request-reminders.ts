/**
 * Follow-up reminders of staff requests (decision 0038): every quarter of an hour, once at start,
 * and when staff set a follow-up for today or earlier, each request whose follow-up date has come gets its owner's email, once, whatever the
 * number of instances (services/requests/reminders.ts claims each). Each run is recorded for the
 * system page as the "request-reminders" job.
 */
import type { Database } from "../db";
import type { Logger } from "../logger";
import { noteRun } from "../services/operations";
import { onFollowUpDue, sendDueReminders } from "../services/requests";
import { every, startWakeable } from "./periodic";

export const REQUEST_REMINDERS_INTERVAL_MS = 15 * 60_000;

export interface RequestRemindersOptions {
  database: Database;
  logger: Logger;
  publicUrl: string;
  /** Wakes the outbox once reminders were queued. */
  kickOutbox: () => void;
  intervalMs?: number;
}

/** One run, recorded as the "request-reminders" job; it never throws. */
export async function runRequestReminders({ database, logger, publicUrl, kickOutbox }: RequestRemindersOptions): Promise<void> {
  try {
    const report = await sendDueReminders(database, publicUrl);
    if (report.emails > 0) {
      kickOutbox();
      logger.info(report, "Follow-up reminders queued");
    }
    await noteRun(database.db, logger, "request-reminders", { ok: true, detail: { ...report } });
  } catch (error) {
    logger.warn({ err: error }, "Follow-up reminders failed; retrying at the next run");
    await noteRun(database.db, logger, "request-reminders", { ok: false, error });
  }
}

/** Starts the schedule; the returned function stops it and waits for a run in progress. */
export function startRequestReminders(options: RequestRemindersOptions): () => Promise<void> {
  // A follow-up set for today or earlier wakes the job: its reminder need not wait a quarter hour.
  const job = startWakeable({
    run: () => runRequestReminders(options),
    nextDelay: every(options.intervalMs ?? REQUEST_REMINDERS_INTERVAL_MS),
  });
  const stopListening = onFollowUpDue(job.wake);
  return async () => {
    stopListening();
    await job.stop();
  };
}
