import { describe, expect, it } from "vitest";
import { rolledThrough, rollUpClicks } from "~/.server/services/analytics/click-rollup";
import { clickFigures } from "~/.server/services/analytics/dashboard";
import { engines, suiteDatabase } from "../support/databases";

const click = (clicked_at: string, url: string, extra: Record<string, string | null> = {}) => ({
  url,
  page_source: "/",
  user_agent: "test",
  referrer: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  ip_address: null,
  clicked_at,
  ...extra,
});

describe.each(engines())("daily click roll-ups on $name", ({ make }) => {
  const database = suiteDatabase(make);

  it("folds every finished day, once, and leaves today to the raw clicks", async () => {
    const { db } = database;
    await db
      .insertInto("link_clicks")
      .values([
        click("2026-01-30T23:59:59.999Z", "/pricing", { referrer: "https://www.google.com/" }),
        click("2026-01-31T00:00:00.000Z", "/pricing", { utm_campaign: "spring", utm_source: "newsletter", utm_medium: "email" }),
        click("2026-01-31T12:00:00.000Z", "/contact", { utm_campaign: "spring", utm_source: "newsletter", utm_medium: "email" }),
        click("2026-03-15T08:00:00.000Z", "/pricing", { referrer: "" }),
        click("2026-03-16T08:00:00.000Z", "/pricing"),
      ])
      .execute();
    const now = new Date("2026-03-16T10:00:00.000Z");
    expect(await rollUpClicks(db, now)).toBe(45); // 2026-01-30 .. 2026-03-15
    expect(await rolledThrough(db)).toBe("2026-03-15");
    expect(await rollUpClicks(db, now)).toBe(0);

    const urls = await db.selectFrom("link_clicks_daily_url").selectAll().orderBy("day").orderBy("url").execute();
    expect(urls.map((r) => [r.day, r.url, Number(r.clicks)])).toEqual([
      ["2026-01-30", "/pricing", 1],
      ["2026-01-31", "/contact", 1],
      ["2026-01-31", "/pricing", 1],
      ["2026-03-15", "/pricing", 1],
    ]);
    const referrers = await db.selectFrom("link_clicks_daily_referrer").selectAll().execute();
    expect(referrers.map((r) => [r.day, r.referrer, Number(r.clicks)])).toEqual([["2026-01-30", "https://www.google.com/", 1]]);
    const campaigns = await db.selectFrom("link_clicks_daily_campaign").selectAll().execute();
    expect(campaigns.map((r) => [r.day, r.campaign, r.source, r.medium, Number(r.clicks)])).toEqual([
      ["2026-01-31", "spring", "newsletter", "email", 2],
    ]);

    // The next day, today's clicks from before become a finished day.
    expect(await rollUpClicks(db, new Date("2026-03-17T01:00:00.000Z"))).toBe(1);
    expect(await rolledThrough(db)).toBe("2026-03-16");
  });

  it("gives the dashboard the same figures from roll-ups as from raw clicks", async () => {
    const { db } = database;
    await db.deleteFrom("link_clicks").execute();
    for (const table of [
      "link_clicks_daily_url",
      "link_clicks_daily_referrer",
      "link_clicks_daily_campaign",
      "link_clicks_rollup_state",
    ] as const) {
      await db.deleteFrom(table).execute();
    }
    const urls = ["/pricing", "/contact", "/about", "https://wa.me/1"];
    const rows = [];
    for (let i = 0; i < 240; i++) {
      const day = String(1 + (i % 28)).padStart(2, "0");
      rows.push(
        click(`2026-05-${day}T${String(i % 24).padStart(2, "0")}:15:00.000Z`, urls[i % urls.length] ?? "/", {
          referrer: i % 3 === 0 ? `https://ref${i % 4}.test/` : null,
          utm_campaign: i % 5 === 0 ? `camp${i % 2}` : null,
          utm_source: i % 10 === 0 ? "newsletter" : null,
          utm_medium: i % 5 === 0 ? "email" : null,
        }),
      );
    }
    await db.insertInto("link_clicks").values(rows).execute();
    const range = { from: "2026-05-03", to: "2026-05-27" };
    const raw = await clickFigures(db, range);
    // Roll up through 2026-05-14: the range is answered half from roll-ups, half from raw clicks.
    await rollUpClicks(db, new Date("2026-05-15T06:00:00.000Z"));
    expect(await clickFigures(db, range)).toEqual(raw);
    await rollUpClicks(db, new Date("2026-06-30T06:00:00.000Z"));
    expect(await clickFigures(db, range)).toEqual(raw);
    expect(raw.total).toBeGreaterThan(150);
  });
});
