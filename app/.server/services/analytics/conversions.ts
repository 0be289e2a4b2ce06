/**
 * Goal conversions (decision 0016): every stored visitor write adds a row with the goal, the
 * record's id and the attribution of the visit its sender was on, found through the same daily
 * visitor id as the page views. The attribution is copied into the row, so a record still shows
 * where its sender came from after the raw views are gone. No visit seen (no JavaScript, a new day
 * since the last view): the attribution columns stay null.
 */
import type { Insertable, Selectable } from "kysely";
import { type Goal, VISIT_TIMEOUT_MS } from "~/lib/traffic/model";
import { DIRECT_SOURCE } from "~/lib/traffic/sources";
import type { DB } from "../../db";
import type { ConversionsTable, PageViewsTable } from "../../db/schema";
import { utcDay } from "./dashboard-range";
import { type GroupCommit, groupCommit, slices } from "./group-commit";
import { PAGE_VIEW_COLUMNS } from "./page-views";

/** The columns of a conversion that say where its visit came from (decision 0016). */
export const ATTRIBUTION_COLUMNS = [
  "source",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "entry_path",
  "language",
  "country",
  "device",
  "browser",
] as const;

/** 15 columns a row: well inside both engines' bound-parameter limits. */
const CONVERSION_ROWS_PER_INSERT = 500;

type VisitView = Pick<
  Selectable<PageViewsTable>,
  | "viewed_at"
  | "path"
  | "language"
  | "source"
  | "referrer_host"
  | "utm_source"
  | "utm_medium"
  | "utm_campaign"
  | "device"
  | "browser"
  | "country"
>;

/** What a conversion keeps of the visit it came from. */
export interface Attribution {
  source: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  entryPath: string | null;
  language: string | null;
  country: string | null;
  device: string | null;
  browser: string | null;
}

/** A record's conversion as the staff's record views show it. */
export interface ConversionSource extends Attribution {
  occurredAt: string;
}

const NO_ATTRIBUTION: Attribution = {
  source: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  entryPath: null,
  language: null,
  country: null,
  device: null,
  browser: null,
};

/**
 * The views of the visit in progress at `now`, in time order: the views up to `now` are split
 * wherever more than VISIT_TIMEOUT_MS pass between two, and the last stretch is the visit unless
 * VISIT_TIMEOUT_MS have passed since its last view too.
 */
export function currentVisit<View extends { viewed_at: string }>(views: readonly View[], now: Date): View[] {
  const at = now.getTime();
  const sorted = views.filter((view) => Date.parse(view.viewed_at) <= at).sort((a, b) => a.viewed_at.localeCompare(b.viewed_at));
  let start = 0;
  for (let index = 1; index < sorted.length; index++) {
    const gap = Date.parse(sorted[index]?.viewed_at ?? "") - Date.parse(sorted[index - 1]?.viewed_at ?? "");
    if (gap > VISIT_TIMEOUT_MS) start = index;
  }
  const last = sorted.at(-1);
  if (!last || at - Date.parse(last.viewed_at) > VISIT_TIMEOUT_MS) return [];
  return sorted.slice(start);
}

/** A visit's attribution: its first view's entry page, campaign, language and traits; its first named source, else Direct. */
export function attributionOf(visit: readonly VisitView[]): Attribution {
  const first = visit[0];
  if (!first) return NO_ATTRIBUTION;
  return {
    source: visit.find((view) => view.source !== null)?.source ?? DIRECT_SOURCE,
    referrerHost: first.referrer_host,
    utmSource: first.utm_source,
    utmMedium: first.utm_medium,
    utmCampaign: first.utm_campaign,
    entryPath: first.path,
    language: first.language,
    country: first.country,
    device: first.device,
    browser: first.browser,
  };
}

export interface ConversionInput {
  goal: Goal;
  /** The stored record's id (a message, a request, a subscriber); null when the write has none. */
  recordId: number | null;
  /** The sender's visitor id today (visitor-id.ts), found from the same address and user agent as the views. */
  visitorId: string;
  now?: Date;
}

type Reader = Pick<DB, "selectFrom">;

/**
 * The attribution of the visit each conversion's visitor is on at its time, from the visitors' views
 * of the day: one read for the whole batch (a visitor id is the day's, so only that day's views can
 * carry it; index page_views_visitor).
 */
async function attributionsOf(db: Reader, conversions: readonly Required<ConversionInput>[]): Promise<Attribution[]> {
  const first = conversions.map((conversion) => utcDay(conversion.now)).sort()[0] ?? utcDay(new Date());
  const views = await db
    .selectFrom("page_views")
    .select(PAGE_VIEW_COLUMNS)
    .where("visitor_id", "in", [...new Set(conversions.map((conversion) => conversion.visitorId))])
    .where("viewed_at", ">=", `${first}T00:00:00.000Z`)
    .execute();
  return conversions.map(({ visitorId, now }) => {
    const day = utcDay(now);
    const own = views.filter((view) => view.visitor_id === visitorId && view.viewed_at.startsWith(day));
    return attributionOf(currentVisit(own, now));
  });
}

function conversionRow({ goal, recordId, visitorId, now }: Required<ConversionInput>, attribution: Attribution) {
  return {
    goal,
    record_id: recordId,
    occurred_at: now.toISOString(),
    visitor_id: visitorId,
    source: attribution.source,
    referrer_host: attribution.referrerHost,
    utm_source: attribution.utmSource,
    utm_medium: attribution.utmMedium,
    utm_campaign: attribution.utmCampaign,
    entry_path: attribution.entryPath,
    language: attribution.language,
    country: attribution.country,
    device: attribution.device,
    browser: attribution.browser,
  } satisfies Insertable<ConversionsTable>;
}

/** Conversion writers by database handle: every path of one app (and each test's database) shares one. */
const commits = new WeakMap<DB, GroupCommit<Required<ConversionInput>>>();

/**
 * Records a conversion with the attribution of the visit its visitor is on. The conversions of one
 * turn of the event loop share one read of their visitors' views and one transaction
 * (../group-commit.ts), so on the newsletter's hot path a sign-up's conversion costs little.
 */
export async function recordConversion(db: DB, input: ConversionInput): Promise<void> {
  let commit = commits.get(db);
  if (!commit) {
    commit = groupCommit(db, async (trx, conversions) => {
      const attributions = await attributionsOf(trx, conversions);
      const rows = conversions.map((conversion, index) => conversionRow(conversion, attributions[index] ?? NO_ATTRIBUTION));
      for (const slice of slices(rows, CONVERSION_ROWS_PER_INSERT)) await trx.insertInto("conversions").values(slice).execute();
    });
    commits.set(db, commit);
  }
  await commit.add([{ ...input, now: input.now ?? new Date() }]);
}

/** The conversions of records of one goal, by record id (the first, should a record have several). */
export async function conversionSources(
  db: DB,
  goal: Goal,
  recordIds: readonly number[],
): Promise<Map<number, ConversionSource>> {
  const found = new Map<number, ConversionSource>();
  if (recordIds.length === 0) return found;
  const rows = await db
    .selectFrom("conversions")
    .select(["record_id", "occurred_at", ...ATTRIBUTION_COLUMNS])
    .where("goal", "=", goal)
    .where("record_id", "in", [...new Set(recordIds)])
    .orderBy("occurred_at")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    if (row.record_id === null || found.has(row.record_id)) continue;
    found.set(row.record_id, {
      occurredAt: row.occurred_at,
      source: row.source,
      referrerHost: row.referrer_host,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      entryPath: row.entry_path,
      language: row.language,
      country: row.country,
      device: row.device,
      browser: row.browser,
    });
  }
  return found;
}
