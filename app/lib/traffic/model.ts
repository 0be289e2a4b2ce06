/**
 * The shape of visitor analytics (decision 0016), shared by the server that counts and the admin
 * view that shows: the dimensions a view is split and filtered by, the goals, the figures, and the
 * filter a traffic view's address carries. It holds no secret and imports nothing of the server.
 */

/** Inclusive UTC days as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** What the traffic view lists, and what any of its rows filters the whole view by. */
export const TRAFFIC_DIMS = ["page", "entry", "source", "campaign", "language", "country", "device", "browser", "goal"] as const;
export type TrafficDim = (typeof TRAFFIC_DIMS)[number];

/**
 * Every visitor write is a goal. A conversion is attributed to the visit its sender was on, found
 * through the same daily visitor id as the page views (no cookie).
 */
export const GOALS = [
  "contact",
  "partnership",
  "volunteer",
  "donation",
  "newsletter_signup",
  "newsletter_confirm",
  "application",
  "job_alert_signup",
  "job_alert_confirm",
  // A client's approval of a shortlisted candidate from their private link (decision 0038).
  "shortlist_approval",
] as const;
export type Goal = (typeof GOALS)[number];

/** The form page of each goal with a form of its own (English path; every language counts): entry → form page → sent. */
export const GOAL_FORM_PAGES: Partial<Record<Goal, string>> = {
  contact: "/contact",
  partnership: "/partnership",
  volunteer: "/volunteer",
  donation: "/donate",
  newsletter_signup: "/newsletter",
};

/**
 * Goals whose way in is a family of pages rather than one: an application starts on the careers
 * pages (the list or an opening) and goes through an application form (an opening's, or the
 * talent pool's). Paths are English (every language counts); `label`s are how the view names them.
 */
export const GOAL_PAGE_FAMILIES: Partial<Record<Goal, { entry: RegExp; entryLabel: string; form: RegExp; formLabel: string }>> = {
  application: {
    entry: /^\/careers(?:\/\d+-[a-z0-9-]+)?$/,
    entryLabel: "/careers/…",
    form: /^\/careers\/(?:\d+-[a-z0-9-]+\/)?apply$/,
    formLabel: "/careers/…/apply",
  },
};

export const DEVICES = ["desktop", "mobile", "tablet", "other"] as const;
export type Device = (typeof DEVICES)[number];

/** A visit ends after this long without a page view (and at midnight UTC, when the visitor id changes). */
export const VISIT_TIMEOUT_MS = 30 * 60_000;
/** "Visitors now": distinct visitors with a page view in this many last minutes. */
export const VISITORS_NOW_MINUTES = 5;

/** The longest filter value an address may carry: the longest stored value (a path) fits. */
export const MAX_FILTER_VALUE_LENGTH = 512;

export interface TrafficFilter {
  dim: TrafficDim;
  value: string;
}

/**
 * The counts every row, total and roll-up holds. Visitors are daily unique visitors summed over the
 * days (the visitor id changes every day). Per page: visits that viewed it, and its views; per goal:
 * `visitors` who reached it and `visits` as the number of conversions.
 */
export interface TrafficMeasures {
  visitors: number;
  visits: number;
  pageviews: number;
  /** Visits of a single page view. */
  bounces: number;
  /** Seconds from a visit's first page view to its last, summed over visits. */
  durationSeconds: number;
  /** Visitors who reached any goal. */
  converted: number;
}

export interface TrafficRow extends TrafficMeasures {
  value: string;
}

export interface TrafficPoint {
  /** YYYY-MM-DD, or YYYY-MM-DDTHH for the hours of a one-day range (UTC). */
  bucket: string;
  visitors: number;
  pageviews: number;
}

export interface GoalFunnel {
  goal: Goal;
  /** The form page's English path; the figure counts it in every language. */
  formPath: string;
  /** Where the funnel starts when not at the site's door: the pages its visitors entered by. */
  entryPath?: string;
  /** Visitors of the range, or of the entry pages when the funnel has them. */
  entered: number;
  sawForm: number;
  sent: number;
}

export interface TrafficReport {
  range: DayRange;
  /** The range of the same length just before, for the changes beside each figure. */
  previousRange: DayRange;
  filter: TrafficFilter | null;
  totals: TrafficMeasures;
  previous: TrafficMeasures;
  series: { granularity: "day" | "hour"; points: TrafficPoint[] };
  /** The top rows of each dimension, most visitors first; `goal` lists every goal reached. */
  tables: Record<TrafficDim, TrafficRow[]>;
  funnels: GoalFunnel[];
  /** Distinct visitors with a page view in the last VISITORS_NOW_MINUTES minutes (filter applied). */
  visitorsNow: number;
}

/** Measures of nothing counted yet: every sum starts from a copy of it, so it is frozen. */
export const ZERO_MEASURES: Readonly<TrafficMeasures> = Object.freeze({
  visitors: 0,
  visits: 0,
  pageviews: 0,
  bounces: 0,
  durationSeconds: 0,
  converted: 0,
});

export function isTrafficDim(value: unknown): value is TrafficDim {
  return typeof value === "string" && (TRAFFIC_DIMS as readonly string[]).includes(value);
}

export function isGoal(value: unknown): value is Goal {
  return typeof value === "string" && (GOALS as readonly string[]).includes(value);
}

/**
 * The filter a traffic view's address carries, as `?source=LinkedIn` (one dimension's name as the
 * parameter). One filter at a time (decision 0016): the first dimension of TRAFFIC_DIMS present wins.
 * An empty or overlong value is no filter.
 */
export function readTrafficFilter(params: URLSearchParams): TrafficFilter | null {
  for (const dim of TRAFFIC_DIMS) {
    const value = params.get(dim);
    if (value !== null && value !== "" && value.length <= MAX_FILTER_VALUE_LENGTH) return { dim, value };
  }
  return null;
}

/** The address's query for a range and a filter: what each row's link and the CSV links carry. */
export function trafficQuery(range: DayRange, filter: TrafficFilter | null): string {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (filter) params.set(filter.dim, filter.value);
  return params.toString();
}
