/**
 * The raw rows of one UTC day as the visit building reads them (./visits.ts): the page views and
 * the conversions, each read by one index range scan on its timestamp.
 */
import type { DB } from "../../db";
import { timestampBounds } from "./dashboard-range";
import type { ConversionInput, ViewInput } from "./visits";

export interface StoredView extends ViewInput {
  id: number;
}

/** The day's page views; with `afterId`, only those with a greater id. */
export async function loadDayViews(db: DB, day: string, afterId?: number): Promise<StoredView[]> {
  const { from, to } = timestampBounds({ from: day, to: day });
  // Named as the visit building reads them: a busy day's rows are used as they come, not copied.
  return db
    .selectFrom("page_views")
    .select([
      "id",
      "viewed_at as viewedAt",
      "visitor_id as visitorId",
      "path",
      "language",
      "source",
      "utm_campaign as campaign",
      "device",
      "browser",
      "country",
    ])
    .$if(afterId !== undefined, (query) => query.where("id", ">", afterId as number))
    .where("viewed_at", ">=", from)
    .where("viewed_at", "<", to)
    .execute();
}

export async function loadDayConversions(db: DB, day: string): Promise<ConversionInput[]> {
  const { from, to } = timestampBounds({ from: day, to: day });
  const rows = await db
    .selectFrom("conversions")
    .select(["goal", "occurred_at", "visitor_id"])
    .where("occurred_at", ">=", from)
    .where("occurred_at", "<", to)
    .execute();
  return rows.map((row) => ({ goal: row.goal, occurredAt: row.occurred_at, visitorId: row.visitor_id }));
}
