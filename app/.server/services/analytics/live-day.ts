/**
 * The days the roll-up has not folded yet (today, and yesterday until the job's next run), kept in
 * memory as visits built from their raw rows (decision 0016), so a report reads them without
 * reloading a busy day's views at every request.
 *
 * A day's copy is checked at every use against the newest page view id (a primary key lookup) and
 * the day's conversions: a new view is seen at once, and only the views recorded since the last
 * check are read. Should their count not add up with the day's (on PostgreSQL a transaction
 * holding lower ids can commit after a higher one was read), the day is read again whole.
 *
 * Every figure is a sum of each visitor's part (./visits.ts), so a filter's rows, once worked out,
 * are kept up to date by taking out the old part of the visitors a new view changed and adding
 * their new one: several filters share one copy of the visits, and a new view costs a few visitors'
 * work, not the day's.
 */
import { sql } from "kysely";
import type { TrafficFilter, TrafficMeasures } from "~/lib/traffic/model";
import type { DB } from "../../db";
import { toCount } from "../records/records-common";
import { timestampBounds } from "./dashboard-range";
import { loadDayConversions, loadDayViews, type StoredView } from "./raw-day";
import {
  aggregateDay,
  type ConversionInput,
  conversionsByVisitor,
  type PairRow,
  type VisitorDay,
  visitorDay,
  visitorsActiveSince,
  visitsOfVisitor,
} from "./visits";

/** Days kept per database: today, yesterday before its roll-up, and a little room for ranges that end earlier. */
const MAX_DAYS_KEPT = 4;
/** Filters whose rows a day keeps up to date; the least recently asked for goes first. */
const MAX_FILTERS_KEPT = 64;

interface Stamp {
  lastView: number;
  lastConversion: number;
  conversions: number;
}

const filterKeyOf = (filter: TrafficFilter | null) => (filter ? `${filter.dim}\u0000${filter.value}` : "");
const rowKeyOf = (row: PairRow) => `${row.dim}\u0000${row.value}`;

/** One filter's rows of the day, by shown dimension and value. */
class FilterRows {
  readonly rows = new Map<string, PairRow>();

  constructor(readonly filter: TrafficFilter | null) {}

  /** Adds (sign 1) or takes out (sign -1) some visitors' part. */
  apply(days: Iterable<VisitorDay>, sign: 1 | -1): void {
    for (const part of aggregateDay(days, this.filter)) {
      const key = rowKeyOf(part);
      const row = this.rows.get(key);
      if (!row) {
        // A part taken out was added before: only an added one can be new.
        if (sign === 1) this.rows.set(key, { ...part });
        continue;
      }
      for (const measure of MEASURES) row[measure] += sign * part[measure];
      // Every part that counts a visit or a conversion counts a visitor: none left, nothing left.
      if (row.visitors === 0) this.rows.delete(key);
    }
  }
}

const MEASURES = ["visitors", "visits", "pageviews", "bounces", "durationSeconds", "converted"] as const satisfies Array<
  keyof TrafficMeasures
>;

class LiveDay {
  private stamp: Stamp | undefined;
  private viewCount = 0;
  private readonly viewsByVisitor = new Map<string, StoredView[]>();
  private conversions: ConversionInput[] = [];
  /** Each visitor's day, by visitor id; conversions without a visitor id each under a key of their own. */
  private readonly visitorDays = new Map<string, VisitorDay>();
  private readonly filters = new Map<string, FilterRows>();

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
    const viewsChanged = previous?.lastView !== stamp.lastView;
    const conversionsChanged = previous?.lastConversion !== stamp.lastConversion || previous?.conversions !== stamp.conversions;
    if (!viewsChanged && !conversionsChanged) return;

    // Everything read before anything changes: a failed read leaves the copy as it was, brought up to date next time.
    const read = viewsChanged ? await this.readViews(previous?.lastView) : undefined;
    const conversions = conversionsChanged ? await loadDayConversions(this.db, this.day) : undefined;
    if (read?.whole || conversions) {
      if (read) this.replaceViews(read.views, read.whole);
      if (conversions) this.conversions = conversions;
      this.rebuild();
    } else if (read) {
      this.update(read.views);
    }
    this.stamp = stamp;
  }

  /**
   * The views recorded after `lastView`, or all the day's (the first time, or when those do not add
   * up with the day's count: the copy is then replaced).
   */
  private async readViews(lastView: number | undefined): Promise<{ views: StoredView[]; whole: boolean }> {
    if (lastView !== undefined) {
      const { from, to } = timestampBounds({ from: this.day, to: this.day });
      const added = await loadDayViews(this.db, this.day, lastView);
      const stored = await this.db
        .selectFrom("page_views")
        .select((eb) => eb.fn.countAll<number | string>().as("views"))
        .where("viewed_at", ">=", from)
        .where("viewed_at", "<", to)
        .executeTakeFirst();
      if (toCount(stored?.views) === this.viewCount + added.length) return { views: added, whole: false };
    }
    return { views: await loadDayViews(this.db, this.day), whole: true };
  }

  /** Adds the views to each visitor's; answers the visitors they belong to. */
  private replaceViews(views: StoredView[], whole: boolean): Set<string> {
    if (whole) {
      this.viewsByVisitor.clear();
      this.viewCount = 0;
    }
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

  /** Every visitor's day again (the first time, or when conversions changed); the filters' rows worked out anew when asked. */
  private rebuild(): void {
    const { byVisitor, anonymous } = conversionsByVisitor(this.conversions);
    this.visitorDays.clear();
    for (const [visitorId, views] of this.viewsByVisitor) {
      this.visitorDays.set(visitorId, visitorDay(visitorId, visitsOfVisitor(views), byVisitor.get(visitorId) ?? []));
      byVisitor.delete(visitorId);
    }
    for (const [visitorId, own] of byVisitor) this.visitorDays.set(visitorId, visitorDay(visitorId, [], own));
    for (const [index, conversion] of anonymous.entries())
      this.visitorDays.set(`\u0000${index}`, visitorDay(null, [], [conversion]));
    this.filters.clear();
  }

  /** New views: the visitors they belong to are built again, and their part of each kept filter's rows replaced. */
  private update(views: StoredView[]): void {
    const touched = this.replaceViews(views, false);
    const { byVisitor } = conversionsByVisitor(this.conversions);
    const before: VisitorDay[] = [];
    const after: VisitorDay[] = [];
    for (const visitorId of touched) {
      const old = this.visitorDays.get(visitorId);
      if (old) before.push(old);
      const day = visitorDay(
        visitorId,
        visitsOfVisitor(this.viewsByVisitor.get(visitorId) ?? []),
        byVisitor.get(visitorId) ?? [],
      );
      this.visitorDays.set(visitorId, day);
      after.push(day);
    }
    for (const filter of this.filters.values()) {
      filter.apply(before, -1);
      filter.apply(after, 1);
    }
  }

  /** The day's pair rows of one filter (./visits.ts, aggregateDay). */
  rows(filter: TrafficFilter | null): PairRow[] {
    const key = filterKeyOf(filter);
    let kept = this.filters.get(key);
    if (kept) {
      // Asked for again: now the most recent.
      this.filters.delete(key);
    } else {
      kept = new FilterRows(filter);
      kept.apply(this.visitorDays.values(), 1);
      const oldest = this.filters.size >= MAX_FILTERS_KEPT ? this.filters.keys().next().value : undefined;
      if (oldest !== undefined) this.filters.delete(oldest);
    }
    this.filters.set(key, kept);
    return [...kept.rows.values()];
  }

  visitorsActiveSince(time: number, filter: TrafficFilter | null): number {
    return visitorsActiveSince(this.visitorDays.values(), time, filter);
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
