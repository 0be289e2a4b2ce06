/**
 * Scans waiting CVs (decision 0034): files kept while clamd was unreachable are scanned every few
 * minutes until clamd answers, and files kept unscanned before CLAMD_URL was set are scanned
 * too. Only started when CLAMD_URL is set. Each run is recorded for
 * the system page as the "cv-scan" job: a failure while clamd stays away, with its error, and a
 * success with what the run decided. Several instances may run it: a file is decided once, by
 * its state in the update.
 */
import type { Database } from "../db";
import type { Logger } from "../logger";
import { type Scanner, scanWaitingCvs } from "../services/careers";
import { noteRun } from "../services/operations";
import { every, startPeriodic } from "./periodic";

export const CV_SCAN_INTERVAL_MS = 5 * 60_000;

export interface CvScanOptions {
  database: Database;
  logger: Logger;
  scanner: Scanner;
  /** Tests shorten it; the server keeps the default. */
  intervalMs?: number;
}

/** One run, recorded as the "cv-scan" job; it never throws. */
export async function runCvScan({ database, logger, scanner }: CvScanOptions): Promise<void> {
  try {
    const { error, ...report } = await scanWaitingCvs(database, scanner);
    if (report.scanned > 0) logger.info(report, "Scanned held CVs");
    if (error) {
      logger.warn({ error, ...report }, "clamd is unreachable; held CVs wait for the next run");
      await noteRun(database.db, logger, "cv-scan", { ok: false, error: new Error(error) });
    } else {
      await noteRun(database.db, logger, "cv-scan", { ok: true, detail: report });
    }
  } catch (error) {
    logger.warn({ err: error }, "Scanning held CVs failed; retrying at the next run");
    await noteRun(database.db, logger, "cv-scan", { ok: false, error });
  }
}

/** Starts the schedule; the returned function stops it and waits for a run in progress. */
export function startCvScan(options: CvScanOptions): () => Promise<void> {
  return startPeriodic({ run: () => runCvScan(options), nextDelay: every(options.intervalMs ?? CV_SCAN_INTERVAL_MS) });
}
