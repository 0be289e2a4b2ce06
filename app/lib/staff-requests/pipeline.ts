/**
 * The staff pipeline of client requests (decision 0038) as its pages and their server share it: the
 * board's and the list's filters read from the address (leniently: a hand-edited address never
 * fails), a follow-up's state on a given day, and the stale flag. Holds no secret.
 */
import { PARTNERSHIP_COUNTRIES } from "~/content/partnership";
import { pricingPlans } from "~/content/pricing";
import { isOpenStage, isRequestStage, type RequestStage } from "./model";

export const REQUESTS_PATH = "/admin/partnership-requests";
export const REQUESTS_EXPORT_PATH = "/admin/partnership-requests/export";
export const requestAdminPath = (id: number) => `${REQUESTS_PATH}/${id}`;

/**
 * How many cards a board column shows: the board stays one indexed query per column however many
 * requests there are; the column's count and a link to the list say what is left.
 */
export const REQUEST_BOARD_COLUMN_LIMIT = 50;

/** The owner filter's value for requests nobody owns. */
export const UNASSIGNED = "unassigned";

export const PLAN_IDS: readonly string[] = pricingPlans.map((plan) => plan.id);

/** The requests' two views: the board (the default) and the list. */
export type RequestsView = "board" | "list";

/** What narrows the board, the list and the export; every part optional. */
export interface RequestFilter {
  search: string;
  /** A user's id, UNASSIGNED, or null for everyone's. */
  owner: string | null;
  stage: RequestStage | null;
  /** A market: a country code of the partnership form. */
  market: string | null;
  /** A plan id of content/pricing.ts. */
  plan: string | null;
}

const SEARCH_MAX = 200;
/** User ids are better-auth's: letters, digits, dashes and underscores. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function readRequestFilter(params: URLSearchParams): RequestFilter {
  const owner = params.get("owner") ?? "";
  const stage = params.get("status") ?? params.get("stage");
  const market = params.get("market") ?? "";
  const plan = params.get("plan") ?? "";
  return {
    search: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    owner: owner === UNASSIGNED || USER_ID.test(owner) ? owner : null,
    stage: isRequestStage(stage) ? stage : null,
    market: (PARTNERSHIP_COUNTRIES as readonly string[]).includes(market) ? market : null,
    plan: PLAN_IDS.includes(plan) ? plan : null,
  };
}

/** The filter as a query string (the export link, "Show all"), empty parts left out. */
export function requestFilterQuery(filter: RequestFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filter.search) params.set("q", filter.search);
  if (filter.owner) params.set("owner", filter.owner);
  if (filter.stage) params.set("status", filter.stage);
  if (filter.market) params.set("market", filter.market);
  if (filter.plan) params.set("plan", filter.plan);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

export type FollowUpState = "overdue" | "today" | "later";

/** A follow-up date (YYYY-MM-DD) as seen on `today` (YYYY-MM-DD, UTC). */
export function followUpState(followUpOn: string, today: string): FollowUpState {
  return followUpOn < today ? "overdue" : followUpOn === today ? "today" : "later";
}

/** The UTC day of a moment, YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The moment before which an open request untouched is stale (the staleRequestDays setting). */
export function staleBefore(now: Date, staleDays: number): string {
  return new Date(now.getTime() - staleDays * 86_400_000).toISOString();
}

/** An open request nobody on staff touched since `before` (decision 0038). */
export function isStale(stage: string, touchedAt: string | null, createdAt: string, before: string): boolean {
  return isOpenStage(stage) && (touchedAt ?? createdAt) < before;
}

/** A note on a request's timeline: how long it may be. */
export const REQUEST_NOTE_MAX = 4000;
