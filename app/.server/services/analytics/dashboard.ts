/**
 * The figures of the admin dashboard, read from the records themselves (caught spam left out):
 * counts of messages,
 * partnership requests, subscribers and foundation records, link clicks over a range of UTC days,
 * and the latest events across the visitor tables. Independent queries run side by side (on
 * PostgreSQL each on its own pooled connection).
 */
import { sql } from "kysely";
import { PARTNERSHIP_STATUSES } from "~/lib/admin/partnership-status";
import type { Database, DB } from "../../db";
import type { DatabaseSchema } from "../../db/schema";
import { type CareersFigures, careersFigures } from "../careers";
import { toCount as count } from "../records/records-common";
import { type SubscriberCounts, subscriberCounts } from "../records/subscribers-admin";
import { dailyClicks, splitRange, topCampaignsInRange, topLinksInRange, topReferrersInRange } from "./click-stats";
import type { DayRange } from "./dashboard-range";
import { type FilteredDay, filteredTrafficByDay } from "./filtered-traffic";

export { type SubscriberCounts, subscriberCounts };

export const TOP_LIMIT = 10;
export const RECENT_ACTIVITY_LIMIT = 10;

export interface MessageCounts {
  total: number;
  /** Neither read nor archived. */
  unread: number;
  archived: number;
}

export interface StatusCount {
  status: string;
  count: number;
}

export interface DailyClicks {
  day: string;
  clicks: number;
}

export interface LinkCount {
  url: string;
  clicks: number;
}

export interface ReferrerCount {
  referrer: string;
  clicks: number;
}

export interface CampaignCount {
  campaign: string;
  source: string | null;
  medium: string | null;
  clicks: number;
}

export interface ClickFigures {
  total: number;
  /** Every day of the range, oldest first, days without clicks as 0. */
  daily: DailyClicks[];
  topLinks: LinkCount[];
  referrers: ReferrerCount[];
  campaigns: CampaignCount[];
}

export const ACTIVITY_KINDS = ["message", "partnership", "subscriber", "volunteer", "donation"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityEvent {
  kind: ActivityKind;
  id: number;
  /** The person or organization behind the record. */
  who: string;
  at: string;
  /** The admin page where the record lives. */
  href: string;
}

export interface DashboardFigures {
  messages: MessageCounts;
  partnerships: { total: number; byStatus: StatusCount[] };
  subscribers: SubscriberCounts;
  volunteers: number;
  donations: number;
  /** Openings and applications (decisions 0032, 0035). */
  careers: CareersFigures;
  clicks: ClickFigures;
  /** Per day of the range: what the honeypot caught, the rate limit refused, and clicks from bots. */
  filtered: FilteredDay[];
  recent: ActivityEvent[];
}

export async function messageCounts(db: DB): Promise<MessageCounts> {
  // One pass over the table for all three figures.
  const row = await db
    .selectFrom("contacts")
    .select([
      sql<number | string>`count(*)`.as("total"),
      sql<number | string>`count(case when archived = 0 and ${sql.ref("read")} = 0 then 1 end)`.as("unread"),
      sql<number | string>`count(case when archived = 1 then 1 end)`.as("archived"),
    ])
    .where("spam", "=", 0)
    .executeTakeFirst();
  return { total: count(row?.total), unread: count(row?.unread), archived: count(row?.archived) };
}

/**
 * Every workflow status in its order, with 0 for those nobody holds; a stored value outside the
 * list (hand-edited data) is shown after them rather than dropped, so the counts add up.
 */
export async function partnershipCounts(db: DB): Promise<{ total: number; byStatus: StatusCount[] }> {
  const rows = await db
    .selectFrom("partnership_requests")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("spam", "=", 0)
    .groupBy("status")
    .execute();
  const stored = new Map(rows.map((row) => [row.status, count(row.count)]));
  const known: readonly string[] = PARTNERSHIP_STATUSES;
  const others = [...stored.keys()].filter((status) => !known.includes(status)).sort();
  const byStatus = [...known, ...others].map((status) => ({ status, count: stored.get(status) ?? 0 }));
  return { total: byStatus.reduce((sum, item) => sum + item.count, 0), byStatus };
}

async function rowCount(db: DB, table: "volunteer_signups" | "donation_pledges"): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("spam", "=", 0)
    .executeTakeFirst();
  return count(row?.count);
}

/**
 * Every click figure of the range: daily roll-ups for the finished days they cover, raw clicks for
 * the days after (see ./click-stats.ts).
 */
export async function clickFigures(db: DB, range: DayRange, limit = TOP_LIMIT): Promise<ClickFigures> {
  const split = await splitRange(db, range);
  const [daily, links, referrers, campaigns] = await Promise.all([
    dailyClicks(db, range, split),
    topLinksInRange(db, split, limit),
    topReferrersInRange(db, split, limit),
    topCampaignsInRange(db, split, limit),
  ]);
  return { total: daily.reduce((sum, item) => sum + item.clicks, 0), daily, topLinks: links, referrers, campaigns };
}

/** Where each record is opened in the admin area (the Partnership requests page holds the foundation's tabs). */
export function activityHref(kind: ActivityKind, id: number, who: string): string {
  switch (kind) {
    case "message":
      return `/admin/messages?open=${id}`;
    case "partnership":
      // A request has its own page (decision 0038).
      return `/admin/partnership-requests/${id}`;
    case "volunteer":
      return `/admin/partnership-requests?tab=volunteers&open=${id}`;
    case "donation":
      return `/admin/partnership-requests?tab=donations&open=${id}`;
    case "subscriber":
      return `/admin/newsletter-subscribers?q=${encodeURIComponent(who)}`;
  }
}

/** Each visitor table as an event: its kind and the column that names who is behind it. */
const ACTIVITY_SOURCES = [
  { kind: "message", table: "contacts", who: "name" },
  { kind: "partnership", table: "partnership_requests", who: "organization" },
  { kind: "subscriber", table: "newsletter_subscribers", who: "email" },
  { kind: "volunteer", table: "volunteer_signups", who: "full_name" },
  { kind: "donation", table: "donation_pledges", who: "full_name" },
] as const satisfies ReadonlyArray<{ kind: ActivityKind; table: keyof DatabaseSchema; who: string }>;

/**
 * The latest events across the visitor tables, newest first: the newest few of each table, merged.
 * The (created_at, id) indexes serve each read (newsletter_subscribers has none: it is scanned).
 * Equal times fall back to kind and id so the order is stable.
 */
export async function recentActivity(db: DB, limit = RECENT_ACTIVITY_LIMIT): Promise<ActivityEvent[]> {
  const lists = await Promise.all(
    ACTIVITY_SOURCES.map(async ({ kind, table, who }) => {
      const rows = await db
        .selectFrom(table)
        .select(["id", "created_at", sql<string>`${sql.ref(who)}`.as("who")])
        // Caught spam is no event staff should see here (decision 0015); subscribers are never spam.
        .$if(table !== "newsletter_subscribers", (query) => query.where(sql.ref("spam"), "=", 0))
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map(
        (row): ActivityEvent => ({
          kind,
          id: row.id,
          who: row.who,
          at: row.created_at,
          href: activityHref(kind, row.id, row.who),
        }),
      );
    }),
  );
  const kindOrder = (kind: ActivityKind) => ACTIVITY_KINDS.indexOf(kind);
  return lists
    .flat()
    .sort((a, b) => (a.at === b.at ? kindOrder(a.kind) - kindOrder(b.kind) || b.id - a.id : a.at < b.at ? 1 : -1))
    .slice(0, limit);
}

export async function dashboardFigures(database: Database, range: DayRange): Promise<DashboardFigures> {
  const { db } = database;
  const [messages, partnerships, subscribers, volunteers, donations, careers, clicks, filtered, recent] = await Promise.all([
    messageCounts(db),
    partnershipCounts(db),
    subscriberCounts(database),
    rowCount(db, "volunteer_signups"),
    rowCount(db, "donation_pledges"),
    careersFigures(db),
    clickFigures(db, range),
    filteredTrafficByDay(db, range),
    recentActivity(db),
  ]);
  return { messages, partnerships, subscribers, volunteers, donations, careers, clicks, filtered, recent };
}
