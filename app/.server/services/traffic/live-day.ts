/**
 * The days the roll-up has not folded yet (today, and yesterday until the job's next run), kept in
 * memory as visits built from their raw rows (decision 0016), so a report reads them without
 * reloading a busy day's views at every request.
 *
 * A day's copy is checked at every use against the newest page view and conversion ids (primary
 * key lookups): a new view is seen at once, and only the views recorded since the last check are
 * read. Should their count not add up with the day's (on PostgreSQL a transaction holding lower
 * ids can commit after a higher one was read), the day is read again whole. The aggregation of a
 * filter is kept until the day changes, so several filters share one copy of the visits.
 */
import { sql } from "kysely";
import type { TrafficFilter } from "~/lib/traffic/model";
import type { DB } from "../../db";
import { timestampBounds } from "../dashboard-range";
import { toCount } from "../records-common";
import { loadDayConversions, loadDayViews, type StoredView } from "./raw-day";
import {
  aggregateDay,
  type ConversionInput,
  conversionsByVisitor,
  type PairRow,
  type Visit,
  type VisitorDay,
  visitorDay,
  visitorsActiveSince,
  visitsOfVisitor,
} from "./visits";

/** Days kept per database: today, yesterday before its roll-up, and a little room for ranges that end earlier. */
const MAX_DAYS_KEPT = 4;

interface Stamp {
  lastView: number;
  lastConversion: number;
  conversions: number;
}

class LiveDay {
  private stamp: Stamp | undefined;
  private viewCount = 0;
  private readonly viewsByVisitor = new Map<string, StoredView[]>();
  private readonly visitsByVisitor = new Map<string, Visit[]>();
  private conversions: ConversionInput[] = [];
  private days: VisitorDay[] = [];
  private readonly rowsByFilter = new Map<string, PairRow[]>();

  constructor(
    private readonly db: DB,
    readonly day: string,
  ) {}

  /** Brings the copy up to date with the stored rows. */
  async refresh(): Promise<void> {
    const { from, to } = timestampBounds({ from: this.day, to: this.day });
    const { rows } = await sql<{
      last_view: number | string | null;
      last_conversion: number | string | null;
      conversions: number | string;
    }>`
      select (select max(id) from page_views) as last_view, c.last_conversion, c.conversions
      from (select max(id) as last_conversion, count(*) as conversions from conversions
        where occurred_at >= ${from} and occurred_at < ${to}) as c`.execute(this.db);
    const row = rows[0];
    const stamp: Stamp = {
      lastView: toCount(row?.last_view),
      lastConversion: toCount(row?.last_conversion),
      conversions: toCount(row?.conversions),
    };
    const previous = this.stamp;
    if (
      previous &&
      previous.lastView === stamp.lastView &&
      previous.lastConversion === stamp.lastConversion &&
      previous.conversions === stamp.conversions
    )
      return;

    const dirty = previous?.lastView === stamp.lastView ? new Set<string>() : await this.readViews(previous?.lastView);
    const conversionsChanged = previous?.lastConversion !== stamp.lastConversion || previous?.conversions !== stamp.conversions;
    if (conversionsChanged) this.conversions = await loadDayConversions(this.db, this.day);
    for (const visitorId of dirty) this.visitsByVisitor.set(visitorId, visitsOfVisitor(this.viewsByVisitor.get(visitorId) ?? []));
    if (dirty.size > 0 || conversionsChanged) this.days = this.visitorDays();
    this.rowsByFilter.clear();
    this.stamp = stamp;
  }

  /** Reads the views recorded after `lastView` (all, the first time or when they do not add up); answers the visitors they touched. */
  private async readViews(lastView: number | undefined): Promise<Set<string>> {
    if (lastView !== undefined) {
      const { from, to } = timestampBounds({ from: this.day, to: this.day });
      const added = await loadDayViews(this.db, this.day, lastView);
      const stored = await this.db
        .selectFrom("page_views")
        .select((eb) => eb.fn.countAll<number | string>().as("views"))
        .where("viewed_at", ">=", from)
        .where("viewed_at", "<", to)
        .executeTakeFirst();
      if (toCount(stored?.views) === this.viewCount + added.length) return this.addViews(added);
    }
    this.viewsByVisitor.clear();
    this.visitsByVisitor.clear();
    this.viewCount = 0;
    return this.addViews(await loadDayViews(this.db, this.day));
  }

  private addViews(views: StoredView[]): Set<string> {
    const touched = new Set<string>();
    for (const view of views) {
      const own = this.viewsByVisitor.get(view.visitorId);
      if (own) own.push(view);
      else this.viewsByVisitor.set(view.visitorId, [view]);
      touched.add(view.visitorId);
    }
    this.viewCount += views.length;
    return touched;
  }

  private visitorDays(): VisitorDay[] {
    const { byVisitor, anonymous } = conversionsByVisitor(this.conversions);
    const days: VisitorDay[] = [];
    for (const [visitorId, visits] of this.visitsByVisitor) {
      days.push(visitorDay(visitorId, visits, byVisitor.get(visitorId) ?? []));
      byVisitor.delete(visitorId);
    }
    for (const [visitorId, own] of byVisitor) days.push(visitorDay(visitorId, [], own));
    for (const conversion of anonymous) days.push(visitorDay(null, [], [conversion]));
    return days;
  }

  /** The day's pair rows of one filter (./visits.ts, aggregateDay). */
  rows(filter: TrafficFilter | null): PairRow[] {
    const key = filter ? `${filter.dim}\u0000${filter.value}` : "";
    let rows = this.rowsByFilter.get(key);
    if (!rows) {
      rows = aggregateDay(this.days, filter);
      this.rowsByFilter.set(key, rows);
    }
    return rows;
  }

  visitorsActiveSince(time: number, filter: TrafficFilter | null): number {
    return visitorsActiveSince(this.days, time, filter);
  }
}

interface DayEntry {
  day: LiveDay;
  /** Refreshes run one after another: a day is never read and rebuilt twice at once. */
  queue: Promise<unknown>;
}

const kept = new WeakMap<DB, Map<string, DayEntry>>();

/**
 * The day's raw rows as visits, up to date. The copy is kept for the few latest days asked for;
 * an older day asked for (a range the roll-up has not reached yet) is read and let go.
 */
export async function liveDay(db: DB, day: string): Promise<LiveDay> {
  let days = kept.get(db);
  if (!days) {
    days = new Map();
    kept.set(db, days);
  }
  let entry = days.get(day);
  if (!entry) {
    entry = { day: new LiveDay(db, day), queue: Promise.resolve() };
    const newest = [...days.keys(), day].sort().slice(-MAX_DAYS_KEPT);
    if (newest.includes(day)) days.set(day, entry);
    for (const old of days.keys()) if (!newest.includes(old)) days.delete(old);
  }
  const { day: live } = entry;
  const refreshed = entry.queue.then(() => live.refresh());
  // A failed refresh fails its caller, not the next one.
  entry.queue = refreshed.catch(() => undefined);
  await refreshed;
  return live;
}

export type { LiveDay };
