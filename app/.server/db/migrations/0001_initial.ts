import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/** The tables of docs/product.md section 3 that need no auth, with the indexes the queries of section 7 use. */
export async function up(db: Kysely<unknown>, { id, nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", id.type, id.build)
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("confirmed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("unsubscribe_token", "text", (c) => c.notNull().unique())
    .addColumn("confirm_token", "text", (c) => c.unique())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addColumn("confirmed_at", "text")
    .execute();

  await db.schema
    .createTable("link_clicks")
    .addColumn("id", id.type, id.build)
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("page_source", "text")
    .addColumn("user_agent", "text")
    .addColumn("referrer", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("ip_address", "text")
    .addColumn("clicked_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("link_clicks_clicked_at").on("link_clicks").column("clicked_at").execute();

  await db.schema
    .createTable("contacts")
    .addColumn("id", id.type, id.build)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addColumn("read", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("archived", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("contacts_created_at").on("contacts").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("partnership_requests")
    .addColumn("id", id.type, id.build)
    .addColumn("organization", "text", (c) => c.notNull())
    .addColumn("contact_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("organization_type", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("placement_type", "text", (c) => c.notNull())
    .addColumn("positions", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("headcount", "integer")
    .addColumn("start_date", "text")
    .addColumn("message", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("notes", "text")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema
    .createIndex("partnership_requests_created_at")
    .on("partnership_requests")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("partnership_requests_status")
    .on("partnership_requests")
    .columns(["status", "created_at"])
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();

  await db.schema
    .createTable("email_outbox")
    .addColumn("id", id.type, id.build)
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("html", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("headers", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("email_outbox_due").on("email_outbox").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["email_outbox", "settings", "partnership_requests", "contacts", "link_clicks", "newsletter_subscribers"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
