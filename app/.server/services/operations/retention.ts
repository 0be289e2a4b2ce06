/**
 * Data kept only as long as it is needed (docs/architecture.md, improvement 3: the retention days are admin settings
 * the server enforces). Each step deletes in batches of one idempotent statement each, so several
 * instances may run it at once and, on PostgreSQL, no statement holds its row locks for long: the
 * batch's rows are picked FOR UPDATE SKIP LOCKED, so two instances delete different rows instead
 * of waiting on each other.
 */
import type { SelectQueryBuilder } from "kysely";
import type { Database } from "../../db";
import { type DatabaseSchema, SUBMISSION_TABLES, type SubmissionTable } from "../../db/schema";
import { rolledThrough } from "../analytics/click-rollup";
import { addDays, utcDay } from "../analytics/dashboard-range";
import { trafficRolledThrough } from "../analytics/rollup";
import { deleteRequestRows } from "../records/partnerships-admin";

const DAY_MS = 24 * 60 * 60 * 1000;
export const DELETE_BATCH_SIZE = 2_000;

/** A retention that is not a whole number of days of at least one deletes nothing (a bad stored value). */
function cutoffOf(days: number, now: Date): string | undefined {
  if (!Number.isInteger(days) || days < 1) return undefined;
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

type RetainedTable =
  | "email_outbox"
  | "link_clicks"
  | "page_views"
  | "newsletter_subscribers"
  | "job_alert_subscribers"
  | SubmissionTable
  | "audit_log"
  | "session"
  | "mail_delivery_events";
type Rows<T extends RetainedTable> = SelectQueryBuilder<DatabaseSchema, T, object>;

/**
 * Deletes the rows of `table` that `old` selects, one batch after another until a batch finds fewer
 * rows than it may take; answers the total. On PostgreSQL a batch skips rows another instance holds.
 */
async function deleteInBatches<T extends RetainedTable>(
  { db, engine }: Database,
  table: T,
  old: (rows: Rows<T>) => Rows<T>,
  batchSize: number,
): Promise<number> {
  let total = 0;
  // A staff request takes its lines, timeline and links with it (decision 0038): each batch at once.
  if (table === "partnership_requests") {
    for (;;) {
      const deleted = await db.transaction().execute(async (trx) => {
        const ids = await old(trx.selectFrom(table) as Rows<T>)
          .select("id" as never)
          .limit(batchSize)
          .$if(engine === "postgres", (query) => query.forUpdate().skipLocked())
          .execute();
        return deleteRequestRows(
          trx,
          ids.map((row) => (row as unknown as { id: number }).id),
        );
      });
      total += deleted;
      if (deleted < batchSize) return total;
    }
  }
  for (;;) {
    const batch = old(db.selectFrom(table) as Rows<T>)
      .select("id" as never)
      .limit(batchSize)
      .$if(engine === "postgres", (query) => query.forUpdate().skipLocked());
    const result = await db
      .deleteFrom(table as RetainedTable)
      .where("id", "in", batch as never)
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    total += deleted;
    if (deleted < batchSize) return total;
  }
}

/** A retention step over rows stamped `created_at`: those `which` selects, older than `days`. */
function createdBefore<T extends "email_outbox" | "newsletter_subscribers" | "job_alert_subscribers" | "mail_delivery_events">(
  table: T,
  which: (rows: Rows<T>) => Rows<T>,
) {
  return async (database: Database, days: number, now: Date, batchSize = DELETE_BATCH_SIZE): Promise<number> => {
    const cutoff = cutoffOf(days, now);
    if (!cutoff) return 0;
    return deleteInBatches(database, table, (rows) => which(rows).where("created_at" as never, "<", cutoff as never), batchSize);
  };
}

/**
 * Sent and failed emails older than `days` (by when they were queued) are deleted outright rather
 * than redacted: nothing in the app reads a finished row, and a kept recipient with a date would
 * still be personal data without a purpose. Pending and sending rows are never touched, however
 * old: they may still go out.
 */
export const deleteFinishedEmails = createdBefore("email_outbox", (rows) => rows.where("status", "in", ["sent", "failed"]));

/**
 * Raw clicks of whole UTC days older than `days`, and only of days the daily roll-ups already
 * cover: the dashboard answers those days from the roll-ups (./click-stats.ts), so its figures do
 * not change. Before the first roll-up nothing is deleted.
 */
export async function deleteRolledUpClicks(
  database: Database,
  days: number,
  now: Date,
  batchSize = DELETE_BATCH_SIZE,
): Promise<number> {
  const before = rolledUpBefore(days, now, await rolledThrough(database.db));
  if (!before) return 0;
  return deleteInBatches(database, "link_clicks", (rows) => rows.where("clicked_at", "<", before), batchSize);
}

/**
 * The start of the first day kept of raw rows a daily roll-up covers: the older of "days ago" and the
 * first day not rolled up (ISO days sort as text). Undefined, keeping everything, before the first
 * roll-up or with a bad retention.
 */
function rolledUpBefore(days: number, now: Date, through: string | undefined): string | undefined {
  if (!cutoffOf(days, now) || !through) return undefined;
  const [keepFrom = through] = [addDays(utcDay(now), -days), addDays(through, 1)].sort();
  return `${keepFrom}T00:00:00.000Z`;
}

/**
 * Raw page views of whole UTC days older than `days`, and only of days the traffic roll-up already
 * covers (decision 0016): the traffic view answers those days from the roll-up, so its figures do
 * not change. Before the first roll-up nothing is deleted.
 */
export async function deleteRolledUpPageViews(
  database: Database,
  days: number,
  now: Date,
  batchSize = DELETE_BATCH_SIZE,
): Promise<number> {
  const before = rolledUpBefore(days, now, await trafficRolledThrough(database.db));
  if (!before) return 0;
  return deleteInBatches(database, "page_views", (rows) => rows.where("viewed_at", "<", before), batchSize);
}

/**
 * Sign-ups that were asked to confirm (double opt-in gave them a confirmation token) and never did,
 * older than `days`. With double opt-in off a subscriber is stored unconfirmed and without a token
 * (docs/product.md section 4: no confirmation step), and confirming clears the token: neither is ever deleted.
 */
export const deleteUnconfirmedSubscribers = createdBefore("newsletter_subscribers", (rows) =>
  rows.where("confirmed", "=", 0).where("confirm_token", "is not", null),
);

/**
 * Job-alert sign-ups never confirmed (decision 0036), older than `days` counted from their last
 * confirmation email. They have no deliveries: only confirmed subscribers are queued.
 */
export const deleteUnconfirmedJobAlertSubscribers = createdBefore("job_alert_subscribers", (rows) =>
  rows.where("confirmed", "=", 0),
);

/**
 * Visitor submissions that have been spam for longer than `days` (counted from when they became
 * spam, so one marked by hand today is kept the whole period), on all four visitor tables
 * (decision 0015). Answers how many were deleted.
 */
export async function deleteOldSpam(database: Database, days: number, now: Date, batchSize = DELETE_BATCH_SIZE): Promise<number> {
  const cutoff = cutoffOf(days, now);
  if (!cutoff) return 0;
  let total = 0;
  for (const table of SUBMISSION_TABLES) {
    total += await deleteInBatches(
      database,
      table,
      (rows) => rows.where("spam" as never, "=", 1 as never).where("spam_at" as never, "<", cutoff as never),
      batchSize,
    );
  }
  return total;
}

/**
 * Audit log entries older than `days` (decision 0014). This is the only code that deletes entries;
 * nothing updates them.
 */
export async function deleteOldAuditEntries(
  database: Database,
  days: number,
  now: Date,
  batchSize = DELETE_BATCH_SIZE,
): Promise<number> {
  const cutoff = cutoffOf(days, now);
  if (!cutoff) return 0;
  return deleteInBatches(database, "audit_log", (rows) => rows.where("occurred_at", "<", cutoff), batchSize);
}

/**
 * Signed-in sessions past their expiry (decision 0024). Better Auth deletes an expired session only
 * when its cookie comes back; the address and user agent a session keeps are there for its owner's
 * security while it lives, so every run deletes the rest, whatever the settings.
 */
export async function deleteExpiredSessions(database: Database, now: Date, batchSize = DELETE_BATCH_SIZE): Promise<number> {
  return deleteInBatches(database, "session", (rows) => rows.where("expiresAt", "<=", now.toISOString()), batchSize);
}

/**
 * Bounce and complaint events stored more than `days` ago (decision 0022): the campaign reports
 * count them no longer. The suppressions they caused stay until staff remove the address.
 */
export const deleteOldDeliveryEvents = createdBefore("mail_delivery_events", (rows) => rows);

/**
 * Privacy requests never confirmed (decision 0041), once their confirmation link has been dead for
 * a day: nobody proved the address, so nothing of it is kept. The day's grace lets a person who
 * opened the link just before it lapsed see why it no longer works rather than a missing request.
 */
export async function deleteUnconfirmedPrivacyRequests(database: Database, now: Date): Promise<number> {
  const lapsedBefore = new Date(now.getTime() - DAY_MS).toISOString();
  const result = await database.db
    .deleteFrom("privacy_requests")
    .where("status", "=", "unconfirmed")
    .where("confirm_expires_at", "<", lapsedBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Answered privacy requests keep their address `days` after their answer as proof of it (the
 * privacyRecordDays setting, decision 0041); then only the keyed hash stays, with the kind, dates
 * and outcome. A copy's link still running keeps its hash until it lapses.
 */
export async function forgetHandledPrivacyRequests(database: Database, days: number, now: Date): Promise<number> {
  const cutoff = cutoffOf(days, now);
  if (!cutoff) return 0;
  const result = await database.db
    .updateTable("privacy_requests")
    .set({ email: null, confirm_token_hash: null, copy_token_hash: null })
    .where("status", "in", ["done", "refused"])
    .where("handled_at", "<", cutoff)
    .where((eb) =>
      eb.or([eb("email", "is not", null), eb("confirm_token_hash", "is not", null), eb("copy_token_hash", "is not", null)]),
    )
    .where((eb) => eb.or([eb("copy_expires_at", "is", null), eb("copy_expires_at", "<", now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
