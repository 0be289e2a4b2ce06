/**
 * Sending job alerts (decision 0036). Two steps, both safe to run on several instances at once:
 *
 * 1. Queuing: each published opening not yet marked in `job_alert_openings` gets one delivery row
 *    per matching confirmed subscriber (INSERT ... ON CONFLICT DO NOTHING on the unique
 *    (subscriber_id, opening_id)), then its mark. Only the first publication queues: an opening
 *    reopened as a draft and published again is already marked, and published_at keeps its first
 *    day (services/careers/store.ts).
 * 2. Sending: queued rows, oldest first, within the campaign rate (setting
 *    `campaignSendRatePerMinute`, decision 0013), shared with the campaigns: the sends of the last
 *    minute of both count against it. A row becomes `sent` in the transaction that hands its email
 *    to the outbox, by a conditional update from `queued`, so a row is emailed at most once
 *    whatever races; on PostgreSQL an advisory lock serializes the instances' batches so the rate
 *    holds for all of them together. A row whose opening is no longer open, or whose address is
 *    on the suppression list (decision 0022), becomes `skipped`; one whose subscriber left is
 *    deleted with them.
 */
import { sql } from "kysely";
import { isLanguage, type Language } from "~/i18n/languages";
import { OPENING_COUNTRIES, type Opening, PLACEMENTS, POSITIONS } from "~/lib/careers";
import { matchesAlert, storedList } from "~/lib/careers/job-alerts";
import type { Database, DB } from "../../../db";
import { nowIso } from "../../../db/schema";
import type { OutboxMessage } from "../../../mail/message";
import { enqueueEmail } from "../../../mail/outbox";
import { suppressedAmong } from "../../mail/suppression/suppressed";
import { getOpening } from "../store";
import type { JobAlertContext } from "./context";
import { alertMessage } from "./emails";

/** Openings queued per run, subscribers read per query, rows written per statement. */
const OPENINGS_PER_RUN = 20;
const SUBSCRIBER_BATCH = 1_000;
const INSERT_CHUNK = 500;
/** Rows handed to the outbox per transaction: short write transactions on SQLite. */
const SEND_BATCH = 100;

export interface QueueReport {
  openings: number;
  queued: number;
}

/** Queues the alerts of the published openings not queued yet. */
export async function queueNewOpeningAlerts(database: Database): Promise<QueueReport> {
  const { db } = database;
  const openings = await db
    .selectFrom("openings")
    .select(["id", "position", "country", "placement"])
    .where("status", "=", "published")
    .where("id", "not in", db.selectFrom("job_alert_openings").select("opening_id"))
    .orderBy("id")
    .limit(OPENINGS_PER_RUN)
    .execute();
  const report: QueueReport = { openings: 0, queued: 0 };
  for (const opening of openings) {
    report.queued += await db.transaction().execute(async (trx) => {
      let queued = 0;
      let after = 0;
      for (;;) {
        const subscribers = await trx
          .selectFrom("job_alert_subscribers")
          .select(["id", "positions", "countries", "placements"])
          .where("confirmed", "=", 1)
          .where("id", ">", after)
          .orderBy("id")
          .limit(SUBSCRIBER_BATCH)
          .execute();
        const matching = subscribers
          .filter((row) =>
            matchesAlert(
              {
                positions: storedList(row.positions, POSITIONS),
                countries: storedList(row.countries, OPENING_COUNTRIES),
                placements: storedList(row.placements, PLACEMENTS),
              },
              opening,
            ),
          )
          .map((row) => row.id);
        for (let start = 0; start < matching.length; start += INSERT_CHUNK) {
          const result = await trx
            .insertInto("job_alert_deliveries")
            .values(matching.slice(start, start + INSERT_CHUNK).map((id) => ({ subscriber_id: id, opening_id: opening.id })))
            .onConflict((conflict) => conflict.columns(["subscriber_id", "opening_id"]).doNothing())
            .returning("id")
            .execute();
          // Rows another run queued first are not returned.
          queued += result.length;
        }
        const last = subscribers.at(-1);
        if (!last || subscribers.length < SUBSCRIBER_BATCH) break;
        after = last.id;
      }
      await trx
        .insertInto("job_alert_openings")
        .values({ opening_id: opening.id, queued_at: nowIso() })
        .onConflict((conflict) => conflict.column("opening_id").doNothing())
        .execute();
      return queued;
    });
    report.openings += 1;
  }
  return report;
}

/** Emails handed to SMTP in the last minute by the campaigns and the job alerts together. */
async function sentInLastMinute(db: DB, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 60_000).toISOString();
  const [alerts, campaigns] = await Promise.all([
    db
      .selectFrom("job_alert_deliveries")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("sent_at", ">", since)
      .executeTakeFirst(),
    db
      .selectFrom("campaign_deliveries")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("claimed_at", ">", since)
      .executeTakeFirst(),
  ]);
  return Number(alerts?.count ?? 0) + Number(campaigns?.count ?? 0);
}

export interface SendReport {
  sent: number;
  skipped: number;
  /** The minute's rate was spent: rows may be left queued for the next run. */
  throttled: boolean;
}

interface DueRow {
  id: number;
  opening_id: number;
  email: string;
  language: string;
  unsubscribe_token: string;
}

/** Whether the opening still takes applications: published and not past its closing day. */
const stillOpen = (opening: Opening | undefined, now: Date): opening is Opening =>
  opening?.status === "published" && opening.closesOn >= now.toISOString().slice(0, 10);

/** Hands queued alerts to the outbox within the rate; `rate` is emails per minute. */
export async function sendDueJobAlerts(context: JobAlertContext, rate: number, now = new Date()): Promise<SendReport> {
  const { db, engine } = context.database;
  const report: SendReport = { sent: 0, skipped: 0, throttled: false };
  const openings = new Map<number, Opening | undefined>();
  for (;;) {
    const room = rate - (await sentInLastMinute(db, now));
    if (room <= 0) return { ...report, throttled: true };
    const limit = Math.min(room, SEND_BATCH);
    const due: DueRow[] = await db
      .selectFrom("job_alert_deliveries as d")
      .innerJoin("job_alert_subscribers as s", "s.id", "d.subscriber_id")
      .select(["d.id", "d.opening_id", "s.email", "s.language", "s.unsubscribe_token"])
      .where("d.status", "=", "queued")
      .orderBy("d.id")
      .limit(limit)
      .execute();
    if (due.length === 0) return report;

    // Rendering and lookups happen before the write transaction, which stays short.
    for (const row of due) {
      if (!openings.has(row.opening_id)) openings.set(row.opening_id, await getOpening(context.database, row.opening_id));
    }
    const suppressed = await suppressedAmong(
      db,
      due.map((row) => row.email),
    );
    const messages = new Map<number, OutboxMessage>();
    for (const row of due) {
      const opening = openings.get(row.opening_id);
      if (!stillOpen(opening, now) || suppressed.has(row.email)) continue;
      const language: Language = isLanguage(row.language) ? row.language : "en";
      messages.set(
        row.id,
        await alertMessage(context, opening, { email: row.email, language, unsubscribeToken: row.unsubscribe_token }),
      );
    }

    const batch = await db.transaction().execute(async (trx) => {
      if (engine === "postgres") await sql`select pg_advisory_xact_lock(hashtext('job-alerts'))`.execute(trx);
      // Counted again under the lock: another instance may have sent meanwhile.
      let allowed = rate - (await sentInLastMinute(trx, now));
      const done = { sent: 0, skipped: 0, stop: false };
      for (const row of due) {
        const message = messages.get(row.id);
        if (message && allowed <= 0) {
          done.stop = true;
          break;
        }
        const result = await trx
          .updateTable("job_alert_deliveries")
          .set(message ? { status: "sent", sent_at: now.toISOString() } : { status: "skipped" })
          .where("id", "=", row.id)
          .where("status", "=", "queued")
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) continue;
        if (message) {
          await enqueueEmail(trx, message);
          done.sent += 1;
          allowed -= 1;
        } else {
          done.skipped += 1;
        }
      }
      return done;
    });
    report.sent += batch.sent;
    report.skipped += batch.skipped;
    if (batch.stop) return { ...report, throttled: true };
    // A full batch: there may be more, within the rate or after it.
    if (due.length < limit) return report;
  }
}
