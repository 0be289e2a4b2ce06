import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Newsletter campaigns (decision 0013): one row per campaign, and one delivery row per
 * recipient. The delivery's primary key (campaign, subscriber) is what makes a campaign reach a
 * subscriber at most once, however many instances queue it; its status is the sender's ledger.
 * Deliveries keep the address and language they were sent with: a subscriber who unsubscribes is
 * deleted, and the report still counts them.
 */
export async function up(db: Kysely<unknown>, { id, nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("campaigns")
    .addColumn("id", id.type, id.build)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("scheduled_at", "text")
    .addColumn("audience", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("queued_through", "integer")
    .addColumn("queued_at", "text")
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("final_progress", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("campaigns_status").on("campaigns").columns(["status", "scheduled_at"]).execute();

  await db.schema
    .createTable("campaign_deliveries")
    .addColumn("campaign_id", "integer", (c) => c.notNull().references("campaigns.id").onDelete("cascade"))
    .addColumn("subscriber_id", "integer", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text")
    .addColumn("claimed_by", "text")
    .addColumn("claimed_at", "text")
    .addColumn("lease_until", "text")
    .addColumn("sent_at", "text")
    .addColumn("error", "text")
    .addPrimaryKeyConstraint("campaign_deliveries_pkey", ["campaign_id", "subscriber_id"])
    .execute();
  // The sender's claims and every figure read deliveries of one campaign by status, in subscriber order.
  await db.schema
    .createIndex("campaign_deliveries_status")
    .on("campaign_deliveries")
    .columns(["campaign_id", "status", "subscriber_id"])
    .execute();
  // The send rate is counted over the claims of the last minute, across campaigns and instances.
  await db.schema.createIndex("campaign_deliveries_claimed_at").on("campaign_deliveries").column("claimed_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("campaign_deliveries").ifExists().execute();
  await db.schema.dropTable("campaigns").ifExists().execute();
}
