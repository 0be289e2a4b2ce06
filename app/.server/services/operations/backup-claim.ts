/**
 * The scheduled backup's day, claimed once across instances (decision 0019): a state row of
 * `link_clicks_rollup_state` (as the weekly summary keeps its week) holds the last day a backup was
 * claimed for, and one conditional UPDATE moves it forward. Both engines apply that statement to
 * one row at a time (PostgreSQL re-checks the condition after the row lock, SQLite has one writer),
 * so of instances checking together exactly one sees its row count as 1.
 */
import type { DB } from "../../db";
import { nowIso } from "../../db/schema";

export const BACKUP_STATE = "backup";
/** Before any real day: the first claim always moves past it. */
const NEVER = "0000-00-00";

/** The UTC day whose backup is due at `now` ("YYYY-MM-DD"), or undefined before that day's time or when the schedule is off. */
export function dueBackupDay(now: Date, backupTime: string): string | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(backupTime);
  if (!match) return undefined;
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  if (minutes < Number(match[1]) * 60 + Number(match[2])) return undefined;
  return now.toISOString().slice(0, 10);
}

/** Claims `day`'s backup; answers whether this caller got it, with the day claimed before (to hand it back). */
export async function claimBackupDay(db: DB, day: string): Promise<{ claimed: boolean; previous: string }> {
  await db
    .insertInto("link_clicks_rollup_state")
    .values({ name: BACKUP_STATE, through_day: NEVER, updated_at: nowIso() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const before = await db
    .selectFrom("link_clicks_rollup_state")
    .select("through_day")
    .where("name", "=", BACKUP_STATE)
    .executeTakeFirstOrThrow();
  const result = await db
    .updateTable("link_clicks_rollup_state")
    .set({ through_day: day, updated_at: nowIso() })
    .where("name", "=", BACKUP_STATE)
    .where("through_day", "<", day)
    .executeTakeFirst();
  return { claimed: Number(result.numUpdatedRows) === 1, previous: before.through_day };
}

/** Hands a failed day back, so the next check (here or on another instance) tries again. */
export async function releaseBackupDay(db: DB, day: string, previous: string): Promise<void> {
  await db
    .updateTable("link_clicks_rollup_state")
    .set({ through_day: previous, updated_at: nowIso() })
    .where("name", "=", BACKUP_STATE)
    .where("through_day", "=", day)
    .execute();
}
