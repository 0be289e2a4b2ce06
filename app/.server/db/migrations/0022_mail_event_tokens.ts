import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * The one-time tokens of signed webhook posts seen lately (decision 0025). Mailgun signs only a
 * timestamp and a token, not the body, so a captured signature could carry any body until its
 * timestamp goes stale: each token is accepted once, whichever instance sees it first. Rows
 * older than the freshness window are deleted as new ones arrive.
 */
export async function up(db: Kysely<unknown>, { nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("mail_event_tokens")
    // The provider and its token: "mailgun:<token>".
    .addColumn("token", "text", (c) => c.primaryKey())
    .addColumn("seen_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("mail_event_tokens_seen").on("mail_event_tokens").column("seen_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("mail_event_tokens").ifExists().execute();
}
