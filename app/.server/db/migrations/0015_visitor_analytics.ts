import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Visitor analytics without cookies (decision 0016): the daily salts of the visitor id, the raw page
 * views and goal conversions the beacon and the visitor writes record, the daily roll-up the traffic
 * view reads, and each staff member's summary email preference.
 */
export async function up(db: Kysely<unknown>, { engine, id, nowDefault }: MigrationContext): Promise<void> {
  // One row per UTC day; the day before is deleted once the new one exists, so no id can be recomputed.
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();

  // No IP address, no user-agent string: only what is derived from them (decision 0016).
  await db.schema
    .createTable("page_views")
    .addColumn("id", id.type, id.build)
    .addColumn("viewed_at", "text", (c) => c.notNull())
    .addColumn("visitor_id", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    // Null for a view reached from another page of the site: the visit keeps its first view's source.
    .addColumn("source", "text")
    .addColumn("referrer_host", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("browser", "text", (c) => c.notNull())
    .addColumn("country", "text")
    .execute();
  await db.schema.createIndex("page_views_viewed_at").on("page_views").column("viewed_at").execute();
  await db.schema.createIndex("page_views_visitor").on("page_views").columns(["visitor_id", "viewed_at"]).execute();

  // A visitor write counted as a goal, with the visit it came from (null columns: no visit was seen).
  await db.schema
    .createTable("conversions")
    .addColumn("id", id.type, id.build)
    .addColumn("goal", "text", (c) => c.notNull())
    .addColumn("record_id", "integer")
    .addColumn("occurred_at", "text", (c) => c.notNull())
    // Cleared once the day is rolled up: the attribution below is all that stays.
    .addColumn("visitor_id", "text")
    .addColumn("source", "text")
    .addColumn("referrer_host", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("entry_path", "text")
    .addColumn("language", "text")
    .addColumn("country", "text")
    .addColumn("device", "text")
    .addColumn("browser", "text")
    .execute();
  await db.schema.createIndex("conversions_occurred_at").on("conversions").column("occurred_at").execute();
  await db.schema.createIndex("conversions_record").on("conversions").columns(["goal", "record_id"]).execute();

  // The daily roll-up: per day, per filter (dimension and value, "all" for none), per shown dimension
  // and value. Every view of the traffic page is one range scan of its filter's rows.
  await db.schema
    .createTable("traffic_daily")
    .addColumn("filter_dim", "text", (c) => c.notNull())
    .addColumn("filter_value", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("dim", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addColumn("visits", "integer", (c) => c.notNull())
    .addColumn("pageviews", "integer", (c) => c.notNull())
    .addColumn("bounces", "integer", (c) => c.notNull())
    .addColumn("duration_s", "integer", (c) => c.notNull())
    .addColumn("converted", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("traffic_daily_pk", ["filter_dim", "filter_value", "day", "dim", "value"])
    // SQLite: the rows are stored in key order, so a filter's days are read off one stretch of the table.
    .$call((table) => (engine === "sqlite" ? table.modifyEnd(sql`without rowid`) : table))
    .execute();

  await db.schema
    .createTable("staff_preferences")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("weekly_summary", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("summary_language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["staff_preferences", "traffic_daily", "conversions", "page_views", "analytics_salts"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
