/**
 * The content version: a `settings` row every content write replaces in its own transaction. The
 * page cache already drops its pages when `max(updated_at)` of settings changes (decision 0008), so
 * a write reaches every instance's cached pages within that check; the service's own cache follows
 * the same row (public.ts).
 */
import { randomUUID } from "node:crypto";
import type { DB } from "../../db";
import { nowIso } from "../../db/schema";

export const CONTENT_VERSION_KEY = "contentVersion";

/** Marks the content changed. Call inside the write's transaction. */
export async function bumpContentVersion(trx: DB): Promise<void> {
  const previous = await trx
    .selectFrom("settings")
    .select("updated_at")
    .where("key", "=", CONTENT_VERSION_KEY)
    .executeTakeFirst();
  // Strictly later than the last bump, so two writes in one millisecond still change max(updated_at).
  const now = nowIso();
  const updatedAt = previous && previous.updated_at >= now ? new Date(Date.parse(previous.updated_at) + 1).toISOString() : now;
  // A fresh token, not a counter: concurrent writes on two instances never agree on one version.
  const value = JSON.stringify(randomUUID());
  await trx
    .insertInto("settings")
    .values({ key: CONTENT_VERSION_KEY, value, updated_at: updatedAt })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: updatedAt }))
    .execute();
}

/** The current version ("" before the first write). */
export async function readContentVersion(db: DB): Promise<string> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", CONTENT_VERSION_KEY).executeTakeFirst();
  return row?.value ?? "";
}
