import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/** Volunteer sign-ups and donation pledges from the foundation pages, kept for the admin area. */
export async function up(db: Kysely<unknown>, { id, nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("volunteer_signups")
    .addColumn("id", id.type, id.build)
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("interests", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("availability", "text", (c) => c.notNull())
    .addColumn("message", "text")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("volunteer_signups_created_at").on("volunteer_signups").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("donation_pledges")
    .addColumn("id", id.type, id.build)
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("USD"))
    .addColumn("program", "text", (c) => c.notNull())
    .addColumn("message", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pledged"))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("donation_pledges_created_at").on("donation_pledges").columns(["created_at", "id"]).execute();

  // Top links over a date range group by url within the clicked_at range.
  await db.schema.createIndex("link_clicks_clicked_at_url").on("link_clicks").columns(["clicked_at", "url"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("link_clicks_clicked_at_url").ifExists().execute();
  await db.schema.dropTable("donation_pledges").ifExists().execute();
  await db.schema.dropTable("volunteer_signups").ifExists().execute();
}
