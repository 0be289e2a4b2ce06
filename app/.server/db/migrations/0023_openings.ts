import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Job openings (decision 0032): one row per opening staff write, its texts per language as JSON
 * (with the English each translation was made from), where and what the job is, pay in cents, its
 * dates, its screening questions as JSON, and where it stands (draft, published, closed).
 *
 * Privacy: an opening holds no job seeker's data. `created_by` is the staff account's id, and the
 * employer is a business (or is left unnamed); nothing here is found or erased per person, and
 * deleting a staff account leaves the openings it wrote (docs/product.md, Careers).
 */
export async function up(db: Kysely<unknown>, { id, nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("openings")
    .addColumn("id", id.type, id.build)
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("position", "text", (c) => c.notNull())
    .addColumn("placement", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("employer_name", "text")
    .addColumn("housing", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("meals", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("transport", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pay_min_cents", "integer")
    .addColumn("pay_max_cents", "integer")
    .addColumn("pay_currency", "text")
    .addColumn("pay_unit", "text")
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("season_end", "text")
    .addColumn("people_wanted", "integer", (c) => c.notNull())
    .addColumn("closes_on", "text", (c) => c.notNull())
    .addColumn("questions", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("published_at", "text")
    .addColumn("closed_at", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  // The careers page lists published openings not yet closed, filtered by position, country and kind.
  await db.schema.createIndex("openings_public").on("openings").columns(["status", "closes_on"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("openings").ifExists().execute();
}
