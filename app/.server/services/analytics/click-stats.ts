/**
 * Click figures over a range of UTC days, read from the daily roll-ups (./click-rollup.ts) for the
 * days they cover and from the raw clicks for the days after, and merged. A year of a busy site
 * is then a few thousand roll-up rows instead of a GROUP BY over millions of clicks.
 */
import { type RawBuilder, sql } from "kysely";
import type { DB } from "../../db";
import { rolledThrough } from "./click-rollup";
import { addDays, type DayRange, daysOf, timestampBounds } from "./dashboard-range";

export interface Split {
  rolled?: DayRange;
  raw?: DayRange;
}

/** Which part of the range the roll-ups answer, and which part the raw clicks must. */
export async function splitRange(db: DB, range: DayRange): Promise<Split> {
  const through = await rolledThrough(db);
  if (!through || through < range.from) return { raw: range };
  if (through >= range.to) return { rolled: range };
  return { rolled: { from: range.from, to: through }, raw: { from: addDays(through, 1), to: range.to } };
}

const count = (value: number | string | null | undefined) => Number(value ?? 0);

/** Clicks per day, every day of the range (0 where none). */
export async function dailyClicks(db: DB, range: DayRange, split: Split): Promise<Array<{ day: string; clicks: number }>> {
  const byDay = new Map<string, number>();
  if (split.rolled) {
    const rows = await db
      .selectFrom("link_clicks_daily_url")
      .select(["day", sql<number | string>`sum(clicks)`.as("clicks")])
      .where("day", ">=", split.rolled.from)
      .where("day", "<=", split.rolled.to)
      .groupBy("day")
      .execute();
    for (const row of rows) byDay.set(row.day, count(row.clicks));
  }
  if (split.raw) {
    // One index range scan per day: cheaper on SQLite than sorting the range for a GROUP BY.
    const days = daysOf(split.raw);
    const bounds = sql.join(
      days.map((day) => {
        const { from, to } = timestampBounds({ from: day, to: day });
        return sql`select cast(${day} as text) as day, cast(${from} as text) as day_start, cast(${to} as text) as day_end`;
      }),
      sql` union all `,
    );
    const { rows } = await sql<{ day: string; clicks: number | string }>`
      select d.day as day,
        (select count(*) from link_clicks c where c.clicked_at >= d.day_start and c.clicked_at < d.day_end) as clicks
      from (${bounds}) as d`.execute(db);
    for (const row of rows) byDay.set(row.day, count(row.clicks));
  }
  return daysOf(range).map((day) => ({ day, clicks: byDay.get(day) ?? 0 }));
}

/** Adds up per-key counts from both sources, then ranks: most clicks first, ties by key. */
function ranked<T>(parts: Array<Array<T & { clicks: number }>>, keyOf: (row: T) => string, limit: number) {
  const totals = new Map<string, T & { clicks: number }>();
  for (const row of parts.flat()) {
    const key = keyOf(row);
    const existing = totals.get(key);
    if (existing) existing.clicks += row.clicks;
    else totals.set(key, { ...row });
  }
  return [...totals.entries()]
    .sort(([keyA, a], [keyB, b]) => b.clicks - a.clicks || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .slice(0, limit)
    .map(([, row]) => row);
}

/**
 * A way of counting clicks: the roll-up table holding its daily counts, its key columns as the raw
 * clicks spell them (each roll-up column is named as its key), and the column a raw click must fill
 * to count at all.
 */
interface Breakdown<Key extends string> {
  table: "link_clicks_daily_url" | "link_clicks_daily_referrer" | "link_clicks_daily_campaign";
  keys: Record<Key, RawBuilder<string>>;
  required?: "referrer" | "utm_campaign";
}

const BY_URL: Breakdown<"url"> = { table: "link_clicks_daily_url", keys: { url: sql`url` } };
const BY_REFERRER: Breakdown<"referrer"> = {
  table: "link_clicks_daily_referrer",
  keys: { referrer: sql`referrer` },
  required: "referrer",
};
const BY_CAMPAIGN: Breakdown<"campaign" | "source" | "medium"> = {
  table: "link_clicks_daily_campaign",
  keys: { campaign: sql`utm_campaign`, source: sql`coalesce(utm_source, '')`, medium: sql`coalesce(utm_medium, '')` },
  required: "utm_campaign",
};

/**
 * The `limit` keys of a breakdown with the most clicks over the range: summed from the roll-up for
 * the days it covers, counted from the raw clicks for the days after. Ties go by the keys in order.
 */
async function topInRange<Key extends string>(db: DB, split: Split, breakdown: Breakdown<Key>, limit: number) {
  type Row = Record<Key, string> & { clicks: number };
  const names = Object.keys(breakdown.keys) as Key[];
  const parts: Row[][] = [];
  const read = async (query: RawBuilder<Record<Key, string> & { clicks: number | string }>) => {
    const { rows } = await query.execute(db);
    parts.push(rows.map((row) => ({ ...row, clicks: count(row.clicks) })));
  };
  if (split.rolled) {
    const columns = sql.join(names.map((name) => sql.ref(name)));
    await read(sql`
      select ${columns}, sum(clicks) as clicks from ${sql.table(breakdown.table)}
      where day >= ${split.rolled.from} and day <= ${split.rolled.to}
      group by ${columns}`);
  }
  if (split.raw) {
    const { from, to } = timestampBounds(split.raw);
    const { required } = breakdown;
    const keys = names.map((name) => breakdown.keys[name]);
    await read(sql`
      select ${sql.join(names.map((name) => sql`${breakdown.keys[name]} as ${sql.ref(name)}`))}, count(*) as clicks
      from link_clicks
      where clicked_at >= ${from} and clicked_at < ${to}
        ${required ? sql`and ${sql.ref(required)} is not null and ${sql.ref(required)} != ''` : sql``}
      group by ${sql.join(keys)}`);
  }
  return ranked(parts, (row) => names.map((name) => row[name]).join("\u0000"), limit);
}

export function topLinksInRange(db: DB, split: Split, limit: number) {
  return topInRange(db, split, BY_URL, limit);
}

export function topReferrersInRange(db: DB, split: Split, limit: number) {
  return topInRange(db, split, BY_REFERRER, limit);
}

export async function topCampaignsInRange(db: DB, split: Split, limit: number) {
  // The page lists a campaign without a source or medium as such.
  return (await topInRange(db, split, BY_CAMPAIGN, limit)).map((row) => ({
    campaign: row.campaign,
    source: row.source || null,
    medium: row.medium || null,
    clicks: row.clicks,
  }));
}

/** One campaign's clicks over the range, from both sources (a newsletter campaign's report). */
export async function campaignClicksInRange(db: DB, split: Split, { campaign, source }: { campaign: string; source: string }) {
  let total = 0;
  if (split.rolled) {
    const rolled = await db
      .selectFrom("link_clicks_daily_campaign")
      .select(sql<number | string>`coalesce(sum(clicks), 0)`.as("clicks"))
      .where("campaign", "=", campaign)
      .where("source", "=", source)
      .where("day", ">=", split.rolled.from)
      .where("day", "<=", split.rolled.to)
      .executeTakeFirst();
    total += count(rolled?.clicks);
  }
  if (split.raw) {
    const { from, to } = timestampBounds(split.raw);
    const raw = await db
      .selectFrom("link_clicks")
      .select((eb) => eb.fn.countAll<number | string>().as("clicks"))
      .where("clicked_at", ">=", from)
      .where("clicked_at", "<", to)
      .where("utm_campaign", "=", campaign)
      .where("utm_source", "=", source)
      .executeTakeFirst();
    total += count(raw?.clicks);
  }
  return total;
}

/**
 * Which links one campaign's visitors clicked since it started, most first. Only raw clicks name
 * their link with their campaign, so this covers the click retention period.
 */
export async function campaignLinks(
  db: DB,
  { campaign, source, since }: { campaign: string; source: string; since: string },
  limit: number,
) {
  const rows = await db
    .selectFrom("link_clicks")
    .select(["url", (eb) => eb.fn.countAll<number | string>().as("clicks")])
    .where("clicked_at", ">=", since)
    .where("utm_campaign", "=", campaign)
    .where("utm_source", "=", source)
    .groupBy("url")
    .orderBy("clicks", "desc")
    .orderBy("url")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ url: row.url, clicks: count(row.clicks) }));
}
