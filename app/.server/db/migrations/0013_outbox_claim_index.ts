import { type Kysely, sql } from "kysely";

/**
 * The outbox worker's claim (decision 0005) reads the due emails in the order it sends them:
 * `status in ('pending', 'sending') and next_attempt_at <= now order by next_attempt_at, id`.
 * `email_outbox_due` (status, next_attempt_at) cannot give that order across two statuses, so every
 * claim sorted all due rows. This partial index holds only the rows still to send, in send order:
 * a claim reads its batch off the front, and the sent rows kept for a month are not in it.
 * Its predicate is written exactly as the claim's, which both engines need to use a partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("email_outbox_claim")
    .on("email_outbox")
    .columns(["next_attempt_at", "id"])
    .where(sql<boolean>`status in ('pending', 'sending')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("email_outbox_claim").ifExists().execute();
}
