/**
 * Per-day counts of what the filters turned away (decision 0015): submissions the honeypot caught,
 * submissions the rate limit refused (never stored: a flood must not fill the disk) and link clicks
 * from bots (never recorded). One small row per UTC day and kind, added to with an upsert.
 *
 * Counting never fails or slows the answer it rides on: the counts of one turn of the event loop
 * are added by one upsert per kind (a flood of refusals costs one statement a turn, not one each),
 * and a failure to store them is logged and dropped.
 */
import { sql } from "kysely";
import { FILTERED_KINDS, type FilteredDay, type FilteredKind } from "~/lib/admin/filtered-traffic";
import type { DB } from "../../db";
import type { Logger } from "../../logger";
import { toCount } from "../records/records-common";
import { type DayRange, daysOf, utcDay } from "./dashboard-range";

export { FILTERED_KINDS, type FilteredDay, type FilteredKind };

/** Adds `count` to the day's row of `kind` (creating it): one statement on either engine. */
export async function addFiltered(db: DB, kind: FilteredKind, count = 1, day = utcDay(new Date())): Promise<void> {
  await db
    .insertInto("filtered_traffic_daily")
    .values({ day, kind, count })
    .onConflict((conflict) =>
      conflict.columns(["day", "kind"]).doUpdateSet({ count: sql`filtered_traffic_daily.count + ${count}` }),
    )
    .execute();
}

export interface FilteredCounter {
  /** Counts one; the returned promise settles once it is stored (or dropped), and never rejects. */
  count(kind: FilteredKind): Promise<void>;
}

/** Counters by database handle, so every path of one app (and each test's database) shares one. */
const counters = new WeakMap<DB, FilteredCounter>();

export function filteredCounter(db: DB, logger?: Pick<Logger, "warn">): FilteredCounter {
  let counter = counters.get(db);
  if (counter) return counter;
  let pending = new Map<FilteredKind, number>();
  let flushing: Promise<void> | undefined;
  const flush = async () => {
    const counts = pending;
    pending = new Map();
    flushing = undefined;
    for (const [kind, count] of counts) {
      try {
        await addFiltered(db, kind, count);
      } catch (error) {
        logger?.warn({ err: error, kind, count }, "Filtered traffic could not be counted");
      }
    }
  };
  counter = {
    count(kind) {
      pending.set(kind, (pending.get(kind) ?? 0) + 1);
      flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(flush);
      return flushing;
    },
  };
  counters.set(db, counter);
  return counter;
}

/** Every day of the range, oldest first, with 0 for what was not counted. */
export async function filteredTrafficByDay(db: DB, range: DayRange): Promise<FilteredDay[]> {
  const rows = await db
    .selectFrom("filtered_traffic_daily")
    .select(["day", "kind", "count"])
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .execute();
  const byDay = new Map<string, FilteredDay>();
  for (const day of daysOf(range)) byDay.set(day, { day, honeypot: 0, rateLimited: 0, botClick: 0 });
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (entry && (FILTERED_KINDS as readonly string[]).includes(row.kind)) entry[row.kind as FilteredKind] += toCount(row.count);
  }
  return [...byDay.values()];
}
