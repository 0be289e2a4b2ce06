/**
 * Visits and the pair roll-up of one UTC day, built from its raw page views and conversions
 * (decision 0016). Pure: the roll-up job (./rollup.ts) folds finished days with it and the report
 * (./report.ts) aggregates the days not yet folded with it, so both read the same figures.
 *
 * Every figure is a sum over visitors: a visitor's visits touch a set of (filter, shown value)
 * pairs, and each pair counts the visitor once. So the day is aggregated one visitor at a time,
 * with maps keyed by strings and no scan of the day's views per pair.
 */
import { type TrafficDim, type TrafficFilter, type TrafficMeasures, VISIT_TIMEOUT_MS, ZERO_MEASURES } from "~/lib/traffic/model";

/** A page view as the aggregation reads it (a `page_views` row's columns that matter). */
export interface ViewInput {
  viewedAt: string;
  visitorId: string;
  path: string;
  language: string;
  /** Null for a view reached from another page of the site. */
  source: string | null;
  campaign: string | null;
  device: string;
  browser: string;
  country: string | null;
}

export interface ConversionInput {
  goal: string;
  occurredAt: string;
  visitorId: string | null;
}

export interface Visit {
  visitorId: string;
  /** Milliseconds since the epoch of its first and last page views. */
  start: number;
  end: number;
  /** "00".."23": the UTC hour it began. */
  hour: string;
  entry: string;
  source: string;
  campaign: string | null;
  language: string;
  country: string | null;
  device: string;
  browser: string;
  views: number;
  /** Views per path. */
  pages: Map<string, number>;
  /** Conversions per goal reached during the visit. */
  goals: Map<string, number>;
}

/** One visitor's day: their visits, and their conversions no visit was in progress for. */
export interface VisitorDay {
  /** Null for conversions recorded without a visitor id (each such conversion is a visitor of its own). */
  visitorId: string | null;
  visits: Visit[];
  unattributed: Map<string, number>;
}

/** The dimensions the roll-up shows: every traffic dimension, the whole ("all") and the hour a visit began. */
export type ShownDim = TrafficDim | "all" | "hour";
export type FilterDim = TrafficDim | "all";

/** One row of `traffic_daily` for a day: the visits matching the filter, shown by one dimension's value. */
export interface PairRow extends TrafficMeasures {
  filterDim: FilterDim;
  filterValue: string;
  dim: ShownDim;
  value: string;
}

/** The source of a visit whose first view names none (decision 0016: no referrer is Direct). */
export const DIRECT_SOURCE = "Direct";
/** The filter of the unfiltered view, and the shown "dimension" of a filter's totals. */
export const ALL = "all";

const SEPARATOR = "\u0000";
const keyOf = (dim: string, value: string) => `${dim}${SEPARATOR}${value}`;
const ALL_KEY = keyOf(ALL, "");

const byTime = (a: ViewInput, b: ViewInput) => (a.viewedAt < b.viewedAt ? -1 : a.viewedAt > b.viewedAt ? 1 : 0);

function startVisit(view: ViewInput, time: number): Visit {
  return {
    visitorId: view.visitorId,
    start: time,
    end: time,
    hour: view.viewedAt.slice(11, 13),
    entry: view.path,
    source: view.source ?? DIRECT_SOURCE,
    campaign: view.campaign || null,
    language: view.language,
    country: view.country || null,
    device: view.device,
    browser: view.browser,
    views: 0,
    pages: new Map(),
    goals: new Map(),
  };
}

/**
 * One visitor's visits of a day, from their views in any order: in time order, a gap of more than
 * VISIT_TIMEOUT_MS starts a new visit; the first view gives the entry page, source, campaign and
 * language (and the country, device and browser).
 */
export function visitsOfVisitor(views: readonly ViewInput[]): Visit[] {
  const ordered = [...views].sort(byTime);
  const visits: Visit[] = [];
  let current: Visit | undefined;
  for (const view of ordered) {
    const time = Date.parse(view.viewedAt);
    if (!current || time - current.end > VISIT_TIMEOUT_MS) {
      current = startVisit(view, time);
      visits.push(current);
    }
    current.end = time;
    current.views += 1;
    current.pages.set(view.path, (current.pages.get(view.path) ?? 0) + 1);
  }
  return visits;
}

/** In progress at `time`: begun by then, and its last view no more than the timeout before. */
function inProgress(visit: Visit, time: number): boolean {
  return visit.start <= time && time - visit.end <= VISIT_TIMEOUT_MS;
}

/**
 * A visitor's day: their visits with the conversions made during each attached (as goals), and the
 * conversions made outside any visit kept apart. Visits that gain goals are copies.
 */
export function visitorDay(
  visitorId: string | null,
  visits: readonly Visit[],
  conversions: readonly ConversionInput[],
): VisitorDay {
  const day: VisitorDay = { visitorId, visits: [...visits], unattributed: new Map() };
  for (const conversion of conversions) {
    const time = Date.parse(conversion.occurredAt);
    const index = day.visits.findIndex((visit) => inProgress(visit, time));
    const visit = day.visits[index];
    if (!visit) {
      day.unattributed.set(conversion.goal, (day.unattributed.get(conversion.goal) ?? 0) + 1);
      continue;
    }
    const withGoal = visits.includes(visit) ? { ...visit, goals: new Map(visit.goals) } : visit;
    withGoal.goals.set(conversion.goal, (withGoal.goals.get(conversion.goal) ?? 0) + 1);
    day.visits[index] = withGoal;
  }
  return day;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Conversions grouped by visitor id; those without one, one group each (nobody can tell them together). */
export function conversionsByVisitor(conversions: readonly ConversionInput[]): {
  byVisitor: Map<string, ConversionInput[]>;
  anonymous: ConversionInput[];
} {
  const anonymous = conversions.filter((conversion) => conversion.visitorId === null);
  const byVisitor = groupBy(
    conversions.filter((conversion) => conversion.visitorId !== null),
    (conversion) => conversion.visitorId as string,
  );
  return { byVisitor, anonymous };
}

/** A day's visitors: their visits, with the day's conversions attached to the visits they were made in. */
export function buildDay(views: readonly ViewInput[], conversions: readonly ConversionInput[]): VisitorDay[] {
  const { byVisitor, anonymous } = conversionsByVisitor(conversions);
  const days: VisitorDay[] = [];
  for (const [visitorId, own] of groupBy(views, (view) => view.visitorId)) {
    days.push(visitorDay(visitorId, visitsOfVisitor(own), byVisitor.get(visitorId) ?? []));
    byVisitor.delete(visitorId);
  }
  for (const [visitorId, own] of byVisitor) days.push(visitorDay(visitorId, [], own));
  for (const conversion of anonymous) days.push(visitorDay(null, [], [conversion]));
  return days;
}

interface Shown {
  key: string;
  dim: ShownDim;
  value: string;
}

/** Visits are not changed once built (attaching goals copies one), so their pairs are worked out once. */
const shownCache = new WeakMap<Visit, Shown[]>();

/** The (dimension, value) pairs a visit has: one per single-valued dimension, one per page viewed and goal reached. */
function shownOf(visit: Visit): Shown[] {
  const cached = shownCache.get(visit);
  if (cached) return cached;
  const shown: Shown[] = [];
  const add = (dim: ShownDim, value: string | null) => {
    if (value !== null) shown.push({ key: keyOf(dim, value), dim, value });
  };
  add(ALL, "");
  for (const page of visit.pages.keys()) add("page", page);
  add("entry", visit.entry);
  add("source", visit.source);
  add("campaign", visit.campaign);
  add("language", visit.language);
  add("country", visit.country);
  add("device", visit.device);
  add("browser", visit.browser);
  for (const goal of visit.goals.keys()) add("goal", goal);
  add("hour", visit.hour);
  shownCache.set(visit, shown);
  return shown;
}

const filterKeyOf = (filter: TrafficFilter | null) => (filter ? keyOf(filter.dim, filter.value) : ALL_KEY);

/** True when the visit is among those `filter` keeps (every visit, without one). */
export function matchesFilter(visit: Visit, filter: TrafficFilter | null): boolean {
  if (!filter) return true;
  const key = filterKeyOf(filter);
  return shownOf(visit).some((item) => item.key === key);
}

/** Distinct visitors with a view at `time` or later, among the visits `filter` keeps. */
export function visitorsActiveSince(days: Iterable<VisitorDay>, time: number, filter: TrafficFilter | null): number {
  let visitors = 0;
  for (const day of days) {
    if (day.visits.some((visit) => visit.end >= time && matchesFilter(visit, filter))) visitors += 1;
  }
  return visitors;
}

interface Accumulator extends TrafficMeasures {
  dim: ShownDim;
  value: string;
  /** The last visitor counted in `visitors` (and in `converted`): a visitor with several visits counts once. */
  countedFor: number;
  convertedFor: number;
}

function accumulator(shown: Shown): Accumulator {
  return { dim: shown.dim, value: shown.value, ...ZERO_MEASURES, countedFor: -1, convertedFor: -1 };
}

/**
 * The day's pair rows: for every filter (none, and each dimension's value present that day), for
 * every shown dimension's value, the measures of the visits matching both. `only` restricts the
 * work to one filter (the report's live day); the rows are the same as that filter's in the whole.
 *
 * - visitors: distinct visitors of those visits; converted: distinct visitors of those of them that
 *   reached a goal;
 * - visits: the visits, except for a goal, where it is the number of conversions of that goal;
 * - pageviews: their views, only of page w on the page=w rows, else only of page v under the
 *   filter page=v;
 * - bounces (single-view visits) and durationSeconds (first to last view, summed).
 *
 * Conversions made outside any visit count only on the unfiltered goal rows (as visits and
 * visitors, and converted visitors of that goal): they have no page, source or hour to be shown
 * or filtered by, and the unfiltered totals stay figures of visits, so converted never exceeds
 * visitors there.
 */
export function aggregateDay(days: Iterable<VisitorDay>, only?: TrafficFilter | null): PairRow[] {
  const onlyKey = only === undefined ? undefined : filterKeyOf(only);
  // Each (dimension, value) of the day is given a number, so a pair is found by two small numbers
  // rather than by its text: a busy day adds up a couple of million pairs.
  const ids = new Map<string, number>();
  const named: Shown[] = [];
  const idOf = (item: Shown) => {
    let id = ids.get(item.key);
    if (id === undefined) {
      id = named.length;
      ids.set(item.key, id);
      named.push(item);
    }
    return id;
  };
  /** By filter id, its rows by shown id. */
  const filters: Array<Map<number, Accumulator> | undefined> = [];
  const rowsOf = (filterId: number) => {
    let rows = filters[filterId];
    if (!rows) {
      rows = new Map();
      filters[filterId] = rows;
    }
    return rows;
  };
  const rowOf = (rows: Map<number, Accumulator>, id: number, item: Shown) => {
    let row = rows.get(id);
    if (!row) {
      row = accumulator(item);
      rows.set(id, row);
    }
    return row;
  };

  let visitor = 0;
  for (const day of days) {
    visitor += 1;
    for (const visit of day.visits) {
      const shown = shownOf(visit);
      if (onlyKey !== undefined && !shown.some((item) => item.key === onlyKey)) continue;
      const shownIds = shown.map(idOf);
      const converted = visit.goals.size > 0;
      const bounce = visit.views === 1 ? 1 : 0;
      const duration = Math.round((visit.end - visit.start) / 1000);
      for (let f = 0; f < shown.length; f++) {
        const filter = shown[f] as Shown;
        if (filter.dim === "hour") continue;
        if (onlyKey !== undefined && filter.key !== onlyKey) continue;
        const rows = rowsOf(shownIds[f] as number);
        const filteredViews = filter.dim === "page" ? (visit.pages.get(filter.value) ?? 0) : visit.views;
        for (let s = 0; s < shown.length; s++) {
          const item = shown[s] as Shown;
          const row = rowOf(rows, shownIds[s] as number, item);
          row.visits += item.dim === "goal" ? (visit.goals.get(item.value) ?? 0) : 1;
          row.pageviews += item.dim === "page" ? (visit.pages.get(item.value) ?? 0) : filteredViews;
          row.bounces += bounce;
          row.durationSeconds += duration;
          if (row.countedFor !== visitor) {
            row.countedFor = visitor;
            row.visitors += 1;
          }
          if (converted && row.convertedFor !== visitor) {
            row.convertedFor = visitor;
            row.converted += 1;
          }
        }
      }
    }
    if (day.unattributed.size === 0 || (onlyKey !== undefined && onlyKey !== ALL_KEY)) continue;
    const all: Shown = { key: ALL_KEY, dim: ALL, value: "" };
    const rows = rowsOf(idOf(all));
    for (const [goal, conversions] of day.unattributed) {
      const item: Shown = { key: keyOf("goal", goal), dim: "goal", value: goal };
      const row = rowOf(rows, idOf(item), item);
      row.visits += conversions;
      if (row.countedFor !== visitor) {
        row.countedFor = visitor;
        row.visitors += 1;
      }
      if (row.convertedFor !== visitor) {
        row.convertedFor = visitor;
        row.converted += 1;
      }
    }
  }

  const result: PairRow[] = [];
  for (const [filterId, rows] of filters.entries()) {
    const filter = named[filterId];
    if (!rows || !filter) continue;
    const filterDim = filter.dim as FilterDim;
    for (const { dim, value, visitors, visits, pageviews, bounces, durationSeconds, converted } of rows.values()) {
      result.push({
        filterDim,
        filterValue: filter.value,
        dim,
        value,
        visitors,
        visits,
        pageviews,
        bounces,
        durationSeconds,
        converted,
      });
    }
  }
  return result;
}
