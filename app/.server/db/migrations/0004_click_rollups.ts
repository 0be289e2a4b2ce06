import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Daily roll-ups of link clicks (the dashboard over a year of 2,000,000 clicks within
 * 400 ms). Past days never change once over, so a job folds each finished day into small tables;
 * the dashboard reads them for finished days and the raw clicks only for the days after.
 */
export async function up(db: Kysely<unknown>, { nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("link_clicks_daily_url")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("clicks", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("link_clicks_daily_url_pk", ["day", "url"])
    .execute();
  await db.schema
    .createTable("link_clicks_daily_referrer")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("referrer", "text", (c) => c.notNull())
    .addColumn("clicks", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("link_clicks_daily_referrer_pk", ["day", "referrer"])
    .execute();
  await db.schema
    .createTable("link_clicks_daily_campaign")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("campaign", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("medium", "text", (c) => c.notNull())
    .addColumn("clicks", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("link_clicks_daily_campaign_pk", ["day", "campaign", "source", "medium"])
    .execute();
  // One row: the last day (YYYY-MM-DD, UTC) folded into the roll-ups.
  await db.schema
    .createTable("link_clicks_rollup_state")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("through_day", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "link_clicks_rollup_state",
    "link_clicks_daily_campaign",
    "link_clicks_daily_referrer",
    "link_clicks_daily_url",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
