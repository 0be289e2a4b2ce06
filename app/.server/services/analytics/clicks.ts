/**
 * Link-click analytics (spec: every link click is recorded). The browser sends small batches; the
 * server adds the user agent, an anonymized address and the time. Queries for the admin dashboard:
 * clicks in a clicked_at range, newest first, and the top links (default 10).
 */
import { z } from "zod";
import { maskPrivatePath } from "~/lib/private-paths";
import type { DB } from "../../db";
import { nowIso } from "../../db/schema";
import { groupCommit, slices } from "./group-commit";

export const MAX_CLICKS_PER_BATCH = 20;
export const DEFAULT_TOP_LINKS = 10;

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((value) => value || null);

export const clickEventSchema = z.object({
  url: z.string().min(1).max(2048),
  pageSource: z.string().min(1).max(512),
  referrer: optionalText(2048),
  utmSource: optionalText(200),
  utmMedium: optionalText(200),
  utmCampaign: optionalText(200),
});

export const clickBatchSchema = z.object({ events: z.array(clickEventSchema).min(1).max(MAX_CLICKS_PER_BATCH) });

export type ClickBatch = z.infer<typeof clickBatchSchema>;

/**
 * A click as stored: the link, the page it was on and the campaign, nothing of the visitor. No
 * network address and no user-agent string are kept (decision 0016), as for page views.
 */
function clickRows(batch: ClickBatch) {
  const clickedAt = nowIso();
  return batch.events.map((event) => ({
    url: maskPrivatePath(event.url),
    page_source: maskPrivatePath(event.pageSource),
    referrer: maskPrivatePath(event.referrer),
    utm_source: event.utmSource,
    utm_medium: event.utmMedium,
    utm_campaign: event.utmCampaign,
    clicked_at: clickedAt,
  }));
}

type ClickRow = ReturnType<typeof clickRows>[number];

/** Rows per INSERT: 7 columns each, well inside both engines' bound-parameter limits. */
const GROUP_CHUNK = 500;

/** The click beacon's group commit (./group-commit.ts): one multi-row INSERT per turn of the event loop. */
export function createClickRecorder(db: DB) {
  const commit = groupCommit<ClickRow>(db, async (trx, rows) => {
    for (const slice of slices(rows, GROUP_CHUNK)) await trx.insertInto("link_clicks").values(slice).execute();
  });
  return {
    record(batch: ClickBatch): Promise<void> {
      return commit.add(clickRows(batch));
    },
  };
}

export interface DateRange {
  /** Inclusive ISO timestamp. */
  from: string;
  /** Exclusive ISO timestamp. */
  to: string;
}

export async function clicksInRange(db: DB, range: DateRange, limit = 100) {
  return db
    .selectFrom("link_clicks")
    .selectAll()
    .where("clicked_at", ">=", range.from)
    .where("clicked_at", "<", range.to)
    .orderBy("clicked_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function topLinks(db: DB, range: DateRange, limit = DEFAULT_TOP_LINKS) {
  const rows = await db
    .selectFrom("link_clicks")
    .select(["url", (eb) => eb.fn.countAll<number | string>().as("clicks")])
    .where("clicked_at", ">=", range.from)
    .where("clicked_at", "<", range.to)
    .groupBy("url")
    .orderBy("clicks", "desc")
    .orderBy("url")
    .limit(limit)
    .execute();
  // PostgreSQL returns count(*) as a string (bigint).
  return rows.map((row) => ({ url: row.url, clicks: Number(row.clicks) }));
}
