/**
 * Job alerts (decision 0036): every minute, and at once when staff publish an opening, queue the
 * alerts of newly published openings and hand due ones to the outbox within the campaign rate.
 * Each run is recorded for the system page as the "job-alerts" job. Several instances may run it
 * together: each subscriber gets one email per opening at most (services/careers/alerts/delivery.ts).
 */
import type { Config } from "../config";
import type { Database } from "../db";
import type { Logger } from "../logger";
import { onOpeningPublished, runJobAlertsOnce } from "../services/careers";
import { noteRun } from "../services/operations";
import { getSettings } from "../settings";
import { every, startWakeable } from "./periodic";

export const JOB_ALERTS_INTERVAL_MS = 60_000;

export interface JobAlertsOptions {
  database: Database;
  logger: Logger;
  config: Pick<Config, "publicUrl" | "contact">;
  /** Wakes the outbox once alerts were queued, so they leave within seconds. */
  kickOutbox?: () => void;
  /** Fixed rate (tests); otherwise the Settings page's campaign rate, read at every run. */
  ratePerMinute?: number;
  intervalMs?: number;
}

/** One run, recorded as the "job-alerts" job; it never throws. */
export async function runJobAlerts(options: JobAlertsOptions): Promise<void> {
  const { database, logger } = options;
  try {
    const rate = options.ratePerMinute ?? (await getSettings(database.db)).campaignSendRatePerMinute;
    const report = await runJobAlertsOnce({ database, config: options.config }, rate);
    if (report.sent > 0) {
      options.kickOutbox?.();
      logger.info(report, "Job alerts sent");
    }
    await noteRun(database.db, logger, "job-alerts", { ok: true, detail: { ...report } });
  } catch (error) {
    logger.warn({ err: error }, "Job alerts failed; retrying at the next run");
    await noteRun(database.db, logger, "job-alerts", { ok: false, error });
  }
}

/** Starts the schedule; the returned function stops it and waits for a run in progress. */
export function startJobAlerts(options: JobAlertsOptions): () => Promise<void> {
  // A publication wakes the job, so its alerts leave within seconds rather than at the next minute.
  const job = startWakeable({
    run: () => runJobAlerts(options),
    nextDelay: every(options.intervalMs ?? JOB_ALERTS_INTERVAL_MS),
  });
  const stopListening = onOpeningPublished(job.wake);
  return async () => {
    stopListening();
    await job.stop();
  };
}
