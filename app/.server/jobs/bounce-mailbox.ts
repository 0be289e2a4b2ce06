/**
 * Reads the bounce mailbox (decision 0026) once at start and then every BOUNCE_IMAP_INTERVAL_SECONDS:
 * each delivery report or complaint report found there feeds the suppression list (decision 0022).
 * Only started when BOUNCE_IMAP_URL is set. Several instances may read the same mailbox: a report
 * read twice counts once, by its key. Every run is recorded for the system page, a failure with
 * one line on what to do.
 */
import type { BounceMailbox } from "../config";
import type { DB } from "../db";
import type { Logger } from "../logger";
import { MAILBOX_LIMITS, MailboxError, type MailboxLimits, readBounceMailbox } from "../mail/bounce-mailbox";
import { isReport, recordReport } from "../services/mail";
import { noteRun } from "../services/operations";
import { every, startPeriodic } from "./periodic";

export interface BounceMailboxOptions {
  db: DB;
  logger: Logger;
  mailbox: BounceMailbox;
  /** Tests lower them; the server keeps the defaults. */
  limits?: MailboxLimits;
}

/** One run, recorded as the "bounce-mailbox" job; it never throws. */
export async function runBounceMailbox({ db, logger, mailbox, limits = MAILBOX_LIMITS }: BounceMailboxOptions): Promise<void> {
  const counts = { events: 0, suppressed: 0, strangers: 0, unreadable: 0 };
  try {
    const run = await readBounceMailbox(
      mailbox,
      async (source) => {
        const outcome = await recordReport(db, source).catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          throw new MailboxError(
            `a report could not be recorded (${message}): check the database; the email stays unread for the next run`,
          );
        });
        counts.events += outcome.recorded;
        counts.suppressed += outcome.suppressed;
        counts.strangers += outcome.strangers;
        if (outcome.kind === "unreadable") counts.unreadable++;
        return isReport(outcome.kind) ? "report" : "other";
      },
      limits,
    );
    const detail = { ...run, ...counts };
    if (run.read > 0 || run.tooLarge > 0) logger.info(detail, "Read the bounce mailbox");
    if (run.reports > 0 && !run.movedTo)
      logger.warn("Reports were left in the bounce mailbox's folder: no Processed folder could be created");
    await noteRun(db, logger, "bounce-mailbox", { ok: true, detail });
  } catch (error) {
    logger.warn({ err: error, ...counts }, "Reading the bounce mailbox failed; retrying at the next run");
    await noteRun(db, logger, "bounce-mailbox", { ok: false, error });
  }
}

/** Starts the schedule; the returned function stops it and waits for a run in progress. */
export function startBounceMailbox(options: BounceMailboxOptions): () => Promise<void> {
  return startPeriodic({ run: () => runBounceMailbox(options), nextDelay: every(options.mailbox.intervalMs) });
}
