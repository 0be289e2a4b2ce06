import type { Kysely } from "kysely";

/**
 * When each signed-in session was last used (decision 0024): Better Auth moves `updatedAt` only
 * once a day, so the admin guard stamps `last_used_at` (ISO-8601 UTC text, our own column in
 * Better Auth's table, named in our style so it can never meet a column of Better Auth's) at most
 * every few minutes. The index on `expiresAt` serves the retention job, which deletes expired
 * sessions with the address and browser they hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("session").addColumn("last_used_at", "text").execute();
  await db.schema.createIndex("session_expiresAt_idx").on("session").column("expiresAt").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("session_expiresAt_idx").ifExists().execute();
  await db.schema.alterTable("session").dropColumn("last_used_at").execute();
}
