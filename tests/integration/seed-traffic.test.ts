import { describe, expect, it } from "vitest";
import { addDays, lastDays } from "~/.server/services/analytics/dashboard-range";
import { trafficReport } from "~/.server/services/analytics/report";
import { rollUpTraffic } from "~/.server/services/analytics/rollup";
import { seedTraffic } from "../../scripts/seed-traffic";
import { engines, suiteDatabase } from "../support/databases";

const TODAY = "2026-03-16";
const NOW = new Date(`${TODAY}T15:00:00.000Z`);

describe.each(engines())("the scale seed's traffic on $name", ({ make }) => {
  const database = suiteDatabase(make);

  it("writes page views and conversions the roll-up folds and the report reads back, today live", async () => {
    const { db } = database;
    // 365,000 views a year: about 200 daily visitors, 1,000 views a day.
    const seeded = await seedTraffic(database, { viewsPerYear: 365_000, first: addDays(TODAY, -3), last: TODAY, now: NOW });
    const stored = await db
      .selectFrom("page_views")
      .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.max("viewed_at").as("last")])
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(seeded.views);
    expect(seeded.views).toBeGreaterThan(3_000);
    expect(stored.last && stored.last <= NOW.toISOString()).toBe(true);
    const conversions = await db.selectFrom("conversions").select("id").execute();
    expect(conversions.length).toBe(seeded.conversions);
    expect(conversions.length).toBeGreaterThan(0);

    expect(await rollUpTraffic(db, NOW)).toBe(3);
    const report = await trafficReport(database, { range: lastDays(TODAY, 4), filter: null, now: NOW });
    expect(report.totals.pageviews).toBe(seeded.views);
    expect(report.series.points.every((point) => point.pageviews > 0)).toBe(true);
    // The roll-up clears the visitor ids of the days it folded; today's conversions keep theirs.
    for (const row of await db.selectFrom("conversions").select(["occurred_at", "visitor_id"]).execute()) {
      expect(row.visitor_id === null).toBe(row.occurred_at < `${TODAY}T00:00:00.000Z`);
    }
  });
});
