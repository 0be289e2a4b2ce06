import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Job alerts (decision 0036): visitors who asked, with double opt-in, for an email when an opening
 * of their positions, countries and kinds of placement is published; and one delivery row per
 * subscriber and opening, whose unique key keeps each subscriber to one email per opening however
 * many instances queue or send. `job_alert_openings` marks the openings whose alerts were queued,
 * so only an opening's first publication alerts; the openings already published when this ran are
 * marked here and alert no one.
 *
 * Privacy: `job_alert_subscribers` holds a person's email address and wishes, found by `email`;
 * their deliveries are found by `subscriber_id`. Unsubscribing, or staff's deletion, deletes the
 * subscriber and their deliveries; unconfirmed sign-ups are deleted after
 * `unconfirmedSubscriberRetentionDays`.
 */
export async function up(db: Kysely<unknown>, { id, nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("job_alert_subscribers")
    .addColumn("id", id.type, id.build)
    // Lower-cased (the form's email rule); one subscription per address.
    .addColumn("email", "text", (c) => c.notNull().unique())
    // The site language of the sign-up: the emails and pages of the subscription speak it.
    .addColumn("language", "text", (c) => c.notNull())
    // JSON arrays of position ids, country ids and placements; an empty array means "any".
    .addColumn("positions", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("countries", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("placements", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("confirmed", "integer", (c) => c.notNull().defaultTo(0))
    // sha256 of the emailed confirmation token (sent once, so only its hash is kept); null once confirmed.
    .addColumn("confirm_token_hash", "text", (c) => c.unique())
    // Plain, as the newsletter's (decision 0036): every alert email carries it in its one-click link.
    .addColumn("unsubscribe_token", "text", (c) => c.notNull().unique())
    // When the confirmation was last asked for: the retention of unconfirmed sign-ups counts from here.
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addColumn("confirmed_at", "text")
    .execute();

  await db.schema
    .createTable("job_alert_deliveries")
    .addColumn("id", id.type, id.build)
    .addColumn("subscriber_id", "integer", (c) => c.notNull().references("job_alert_subscribers.id").onDelete("cascade"))
    .addColumn("opening_id", "integer", (c) => c.notNull().references("openings.id"))
    // queued -> sent | skipped (unsubscribed, suppressed or the opening gone meanwhile).
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    // When it was handed to the outbox; the send rate counts these over the last minute.
    .addColumn("sent_at", "text")
    .addUniqueConstraint("job_alert_deliveries_once", ["subscriber_id", "opening_id"])
    .execute();
  await db.schema.createIndex("job_alert_deliveries_status").on("job_alert_deliveries").columns(["status", "id"]).execute();
  await db.schema.createIndex("job_alert_deliveries_sent").on("job_alert_deliveries").column("sent_at").execute();

  await db.schema
    .createTable("job_alert_openings")
    .addColumn("opening_id", "integer", (c) => c.primaryKey().references("openings.id"))
    .addColumn("queued_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await sql`insert into job_alert_openings (opening_id) select id from openings where published_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["job_alert_openings", "job_alert_deliveries", "job_alert_subscribers"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
