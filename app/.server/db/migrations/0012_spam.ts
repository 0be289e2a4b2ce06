import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/** The four visitor tables whose submissions the honeypot may catch (decision 0015). */
export const SPAM_TABLES = ["contacts", "partnership_requests", "volunteer_signups", "donation_pledges"] as const;

/**
 * Spam kept, not dropped (decision 0015). Each visitor table gains `spam` (0/1), why
 * (`spam_reason`: "honeypot" or "staff") and since when (`spam_at`, what the purge measures from).
 * Every list leads with `spam = 0`, so the indexes lead with it too; the messages' filter index is
 * replaced by one that does. The outbox gains `reply_to`, a field nodemailer encodes itself rather
 * than a raw header. `filtered_traffic_daily` counts per UTC day what never becomes a row: rate-limit
 * refusals, bot clicks, honeypot catches (whose rows are purged after the spam retention).
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  for (const table of SPAM_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable(table).addColumn("spam_reason", "text").execute();
    await db.schema.alterTable(table).addColumn("spam_at", "text").execute();
  }
  // The inbox and archive pages (newest first) and the unread filter each walk one of these alone.
  await db.schema.dropIndex("contacts_archived_created_at").ifExists().execute();
  await db.schema.dropIndex("contacts_archived_read_created_at").ifExists().execute();
  await db.schema
    .createIndex("contacts_spam_archived_created_at")
    .on("contacts")
    .columns(["spam", "archived", "created_at", "id"])
    .execute();
  await db.schema
    .createIndex("contacts_spam_archived_read_created_at")
    .on("contacts")
    .columns(["spam", "archived", "read", "created_at", "id"])
    .execute();
  for (const table of ["partnership_requests", "volunteer_signups", "donation_pledges"] as const) {
    await db.schema.createIndex(`${table}_spam_created_at`).on(table).columns(["spam", "created_at", "id"]).execute();
  }
  // The dashboard's counts by status and the status filter of the requests page, spam left out.
  await db.schema.dropIndex("partnership_requests_status_created_at").ifExists().execute();
  await db.schema
    .createIndex("partnership_requests_spam_status_created_at")
    .on("partnership_requests")
    .columns(["spam", "status", "created_at", "id"])
    .execute();
  await db.schema.alterTable("email_outbox").addColumn("reply_to", "text").execute();
  await db.schema
    .createTable("filtered_traffic_daily")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("filtered_traffic_daily_pk", ["day", "kind"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("filtered_traffic_daily").ifExists().execute();
  await db.schema.alterTable("email_outbox").dropColumn("reply_to").execute();
  for (const table of ["partnership_requests", "volunteer_signups", "donation_pledges"] as const) {
    await db.schema.dropIndex(`${table}_spam_created_at`).ifExists().execute();
  }
  await db.schema.dropIndex("contacts_spam_archived_read_created_at").ifExists().execute();
  await db.schema.dropIndex("contacts_spam_archived_created_at").ifExists().execute();
  await db.schema.dropIndex("partnership_requests_spam_status_created_at").ifExists().execute();
  await db.schema
    .createIndex("partnership_requests_status_created_at")
    .on("partnership_requests")
    .columns(["status", "created_at", "id"])
    .execute();
  for (const table of SPAM_TABLES) {
    for (const column of ["spam_at", "spam_reason", "spam"]) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  await db.schema
    .createIndex("contacts_archived_read_created_at")
    .on("contacts")
    .columns(["archived", "read", "created_at", "id"])
    .execute();
  await db.schema.createIndex("contacts_archived_created_at").on("contacts").columns(["archived", "created_at", "id"]).execute();
}
