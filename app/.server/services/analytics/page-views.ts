/**
 * Page views as the beacon reports them (decision 0016): what the browser sends (its schema), what
 * a stored view keeps of it, and the group commit that stores them. The path arrives checked by the
 * HTTP edge (canonical, a public page of the site); the visitor's traits arrive derived from the
 * address and user agent, which are never stored.
 */
import type { Insertable } from "kysely";
import { z } from "zod";
import { languageOfPath } from "~/i18n/paths";
import { maskPrivatePath } from "~/lib/private-paths";
import { MAX_FILTER_VALUE_LENGTH } from "~/lib/traffic/model";
import { isOwnHost, sourceOf } from "~/lib/traffic/sources";
import type { DB } from "../../db";
import type { PageViewsTable } from "../../db/schema";
import { groupCommit, slices } from "./group-commit";

/** The longest UTM value kept, as the click beacon keeps them. */
export const MAX_UTM_LENGTH = 200;
const MAX_SEARCH_LENGTH = 1024;
const MAX_REFERRER_LENGTH = 1024;

/**
 * What the browser sends: the page's path; on the document's first view its query and referrer too
 * (empty when it has none). A view without either is a later one, reached from another page of the site.
 */
/** What a stored page view holds besides its id: the seed writes rows in this order, conversions read these. */
export const PAGE_VIEW_COLUMNS = [
  "viewed_at",
  "visitor_id",
  "path",
  "language",
  "source",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "device",
  "browser",
  "country",
] as const satisfies ReadonlyArray<keyof PageViewsTable>;

export const pageViewSchema = z.object({
  // A path alone (the query comes as `search`); the longest stored is the longest a traffic filter may name.
  path: z
    .string()
    .max(MAX_FILTER_VALUE_LENGTH)
    .regex(/^\/[^?#]*$/, "must be a path without a query or a hash"),
  search: z.string().max(MAX_SEARCH_LENGTH).optional(),
  referrer: z.string().max(MAX_REFERRER_LENGTH).optional(),
});

export type PageView = z.infer<typeof pageViewSchema>;

export interface Utm {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** The UTM parameters of a query (`?utm_source=...`), each trimmed and at most MAX_UTM_LENGTH characters; empty ones are null. */
export function utmOf(search: string | undefined): Utm {
  const params = new URLSearchParams(search ?? "");
  const value = (name: string) => params.get(name)?.trim().slice(0, MAX_UTM_LENGTH) || null;
  return { utmSource: value("utm_source"), utmMedium: value("utm_medium"), utmCampaign: value("utm_campaign") };
}

/** The host of an http(s) referrer, in lower case; null for none or anything else (android-app:, about:, junk). */
export function referrerHostOf(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** What the edge derived of the visitor: their daily id and traits, never the address or user agent. */
export interface ViewVisitor {
  visitorId: string;
  device: string;
  browser: string;
  country: string | null;
}

/** The stored row of a view seen at `now`; `siteHosts` are the site's own, whose referrers are moves inside it. */
export function pageViewRow(
  view: PageView,
  visitor: ViewVisitor,
  siteHosts: readonly string[],
  now: Date,
): Insertable<PageViewsTable> {
  const utm = utmOf(view.search);
  const referrerHost = referrerHostOf(view.referrer);
  const landing = view.search !== undefined || view.referrer !== undefined;
  return {
    viewed_at: now.toISOString(),
    visitor_id: visitor.visitorId,
    path: maskPrivatePath(view.path),
    language: languageOfPath(view.path),
    source: landing ? sourceOf({ referrerHost, utmSource: utm.utmSource, utmMedium: utm.utmMedium, siteHost: siteHosts }) : null,
    // A referrer inside the site says nothing of where the visit came from.
    referrer_host: referrerHost && isOwnHost(referrerHost, siteHosts) ? null : referrerHost,
    utm_source: utm.utmSource,
    utm_medium: utm.utmMedium,
    utm_campaign: utm.utmCampaign,
    device: visitor.device,
    browser: visitor.browser,
    country: visitor.country,
  };
}

/** Rows per INSERT: 12 columns each, well inside both engines' bound-parameter limits. */
const GROUP_CHUNK = 500;

/** Stores page views, in as few statements as the engines allow. */
export async function recordPageViews(db: Pick<DB, "insertInto">, rows: Insertable<PageViewsTable>[]): Promise<void> {
  for (const slice of slices(rows, GROUP_CHUNK)) await db.insertInto("page_views").values(slice).execute();
}

/** The view beacon's group commit (../group-commit.ts): one multi-row INSERT per turn of the event loop. */
export function createPageViewRecorder(db: DB) {
  const commit = groupCommit<Insertable<PageViewsTable>>(db, (trx, rows) => recordPageViews(trx, rows));
  return { record: (row: Insertable<PageViewsTable>): Promise<void> => commit.add([row]) };
}
