import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Addresses no campaign or newsletter email goes to any more, and the delivery events that put
 * them there (decision 0022): bounces and complaints from the SMTP server, the bounce mailbox and
 * the providers' webhooks. One suppression row per address; events are kept for the soft-bounce
 * count and the campaign reports, then deleted by the retention job.
 */
export async function up(db: Kysely<unknown>, { id, nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("mail_suppressions")
    // Stored trimmed and lowercased, as the newsletter stores its subscribers.
    .addColumn("email", "text", (c) => c.primaryKey())
    // "hard_bounce" | "soft_bounces" | "complaint" | "manual"
    .addColumn("reason", "text", (c) => c.notNull())
    // "smtp" | "imap" | "ses" | "sendgrid" | "postmark" | "mailgun" | "staff"
    .addColumn("source", "text", (c) => c.notNull())
    // The server's or provider's words (a status code and diagnostic), bounded.
    .addColumn("detail", "text")
    .addColumn("campaign_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("mail_suppressions_created").on("mail_suppressions").column("created_at").execute();

  await db.schema
    .createTable("mail_delivery_events")
    .addColumn("id", id.type, id.build)
    .addColumn("email", "text", (c) => c.notNull())
    // "hard_bounce" | "soft_bounce" | "complaint"
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    // The campaign whose email bounced or was reported, when known; a deleted campaign leaves null.
    .addColumn("campaign_id", "integer", (c) => c.references("campaigns.id").onDelete("set null"))
    // The provider's or report's own id of the event: a webhook delivered twice counts once.
    .addColumn("event_key", "text", (c) => c.unique())
    .addColumn("occurred_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  // The soft bounces of one address within the window; the campaign report's counts.
  await db.schema
    .createIndex("mail_delivery_events_email")
    .on("mail_delivery_events")
    .columns(["email", "kind", "occurred_at"])
    .execute();
  await db.schema
    .createIndex("mail_delivery_events_campaign")
    .on("mail_delivery_events")
    .columns(["campaign_id", "kind"])
    .execute();
  await db.schema.createIndex("mail_delivery_events_created").on("mail_delivery_events").column("created_at").execute();
  // A report that does not name its campaign is matched to the last one sent to the address.
  await db.schema.createIndex("campaign_deliveries_email").on("campaign_deliveries").columns(["email", "sent_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("campaign_deliveries_email").ifExists().execute();
  await db.schema.dropTable("mail_delivery_events").ifExists().execute();
  await db.schema.dropTable("mail_suppressions").ifExists().execute();
}
