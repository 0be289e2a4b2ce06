/**
 * Folds finished days of link clicks into the daily roll-up tables (migration 0004). Idempotent
 * and safe on several instances: each chunk of days is replaced in one transaction, and the state
 * row says how far the roll-ups reach. Clicks are stamped with the server's time when recorded,
 * so a finished day (before today, UTC) no longer changes.
 */
import { sql } from "kysely";
import type { DB } from "../../db";
import { addDays, daysBetween, utcDay } from "./dashboard-range";
import { claimRun, recordRun, stateThrough } from "./rollup-state";

const STATE = "link_clicks";
const CHUNK_DAYS = 31;

/** The last day the roll-ups cover, or undefined before the first run. */
export async function rolledThrough(db: DB): Promise<string | undefined> {
  return stateThrough(db, STATE);
}

/** Folds the days first..last; answers false, folding nothing, when another run already folded them. */
async function rollUpDays(db: DB, first: string, last: string): Promise<boolean> {
  const from = `${first}T00:00:00.000Z`;
  const until = `${addDays(last, 1)}T00:00:00.000Z`;
  const day = sql<string>`substr(clicked_at, 1, 10)`;
  return db.transaction().execute(async (trx) => {
    // The claim first: a run that read a stale state skips the days instead of folding them again
    // from raw clicks the retention may have deleted (./retention.ts).
    if (!(await claimRun(trx, STATE, first))) return false;
    for (const table of ["link_clicks_daily_url", "link_clicks_daily_referrer", "link_clicks_daily_campaign"] as const) {
      await trx.deleteFrom(table).where("day", ">=", first).where("day", "<=", last).execute();
    }
    const inRange = trx.selectFrom("link_clicks").where("clicked_at", ">=", from).where("clicked_at", "<", until);
    await trx
      .insertInto("link_clicks_daily_url")
      .columns(["day", "url", "clicks"])
      .expression(inRange.select([day.as("day"), "url", sql<number>`count(*)`.as("clicks")]).groupBy([day, "url"]))
      .execute();
    await trx
      .insertInto("link_clicks_daily_referrer")
      .columns(["day", "referrer", "clicks"])
      .expression(
        inRange
          .where("referrer", "is not", null)
          .where("referrer", "!=", "")
          .select([day.as("day"), sql<string>`referrer`.as("referrer"), sql<number>`count(*)`.as("clicks")])
          .groupBy([day, "referrer"]),
      )
      .execute();
    await trx
      .insertInto("link_clicks_daily_campaign")
      .columns(["day", "campaign", "source", "medium", "clicks"])
      .expression(
        inRange
          .where("utm_campaign", "is not", null)
          .where("utm_campaign", "!=", "")
          .select([
            day.as("day"),
            sql<string>`utm_campaign`.as("campaign"),
            sql<string>`coalesce(utm_source, '')`.as("source"),
            sql<string>`coalesce(utm_medium, '')`.as("medium"),
            sql<number>`count(*)`.as("clicks"),
          ])
          .groupBy([day, "utm_campaign", sql`coalesce(utm_source, '')`, sql`coalesce(utm_medium, '')`]),
      )
      .execute();
    await recordRun(trx, STATE, last);
    return true;
  });
}

/** Rolls up every finished day not yet rolled up; returns the number of days folded. */
export async function rollUpClicks(db: DB, now = new Date()): Promise<number> {
  const yesterday = addDays(utcDay(now), -1);
  let next: string | undefined;
  const through = await rolledThrough(db);
  if (through) next = addDays(through, 1);
  else {
    const oldest = await db.selectFrom("link_clicks").select("clicked_at").orderBy("clicked_at").limit(1).executeTakeFirst();
    next = oldest ? oldest.clicked_at.slice(0, 10) : undefined;
  }
  if (!next || next > yesterday) return 0;
  let days = 0;
  while (next <= yesterday) {
    // ISO days sort as text: the earlier of the chunk's end and yesterday.
    const [last = yesterday] = [addDays(next, CHUNK_DAYS - 1), yesterday].sort();
    // Another instance is ahead: it folds the rest, or the next run does.
    if (!(await rollUpDays(db, next, last))) return days;
    days += daysBetween(next, last);
    next = addDays(last, 1);
  }
  return days;
}
