import fc from "fast-check";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/.server/db";
import { startTrafficRollup } from "~/.server/jobs/traffic-rollup";
import { createLogger } from "~/.server/logger";
import { addDays, type DayRange, daysOf, utcDay } from "~/.server/services/analytics/dashboard-range";
import { trafficReport, trafficTable } from "~/.server/services/analytics/report";
import { rollUpTraffic, trafficRolledThrough } from "~/.server/services/analytics/rollup";
import { GOALS, type TrafficDim, type TrafficFilter, type TrafficReport, VISIT_TIMEOUT_MS } from "~/lib/traffic/model";
import { engines, suiteDatabase } from "../support/databases";

interface GeneratedView {
  viewed_at: string;
  visitor_id: string;
  path: string;
  language: string;
  source: string | null;
  utm_campaign: string | null;
  device: string;
  browser: string;
  country: string | null;
}

interface GeneratedConversion {
  goal: string;
  occurred_at: string;
  visitor_id: string | null;
}

const languageOf = (path: string) => (path.startsWith("/es") ? "es" : path.startsWith("/fr") ? "fr" : "en");

function view(viewedAt: string, visitorId: string, path: string, extra: Partial<GeneratedView> = {}): GeneratedView {
  return {
    viewed_at: viewedAt,
    visitor_id: visitorId,
    path,
    language: languageOf(path),
    source: null,
    utm_campaign: null,
    device: "desktop",
    browser: "Firefox",
    country: "GB",
    ...extra,
  };
}

const conversion = (occurredAt: string, visitorId: string | null, goal: string): GeneratedConversion => ({
  goal,
  occurred_at: occurredAt,
  visitor_id: visitorId,
});

async function clear({ db }: Database) {
  await db.deleteFrom("page_views").execute();
  await db.deleteFrom("conversions").execute();
  await db.deleteFrom("traffic_daily").execute();
  await db.deleteFrom("link_clicks_rollup_state").execute();
}

async function insert({ db }: Database, views: GeneratedView[], conversions: GeneratedConversion[] = []) {
  for (let start = 0; start < views.length; start += 500) {
    await db
      .insertInto("page_views")
      .values(views.slice(start, start + 500).map((v) => ({ ...v, referrer_host: null, utm_source: null, utm_medium: null })))
      .execute();
  }
  if (conversions.length > 0) await db.insertInto("conversions").values(conversions).execute();
}

// The generated days: five, the last one today.
const FIRST_DAY = "2026-03-01";
const TODAY = addDays(FIRST_DAY, 4);
const NOW = new Date(`${TODAY}T18:00:00.000Z`);
const PATHS = ["/", "/pricing", "/contact", "/es/contact", "/fr/contact", "/es/", "/newsletter"];
const SOURCES = [null, "Google", "LinkedIn", "Newsletter"];
const CAMPAIGNS = [null, "spring", "autumn"];
const DEVICES = ["desktop", "mobile"];
const BROWSERS = ["Firefox", "Chrome"];
const COUNTRIES = [null, "GB", "ES"];
const VISITORS = ["v0", "v1", "v2", "v3", "v4", "v5"];

/** A time of one of the generated days; today's stay before NOW. */
const timeArbitrary = fc
  .record({ day: fc.integer({ min: 0, max: 4 }), minute: fc.integer({ min: 0, max: 18 * 60 - 1 }), spread: fc.boolean() })
  .map(({ day, minute, spread }) => {
    // Most views are close together (visits of several views); some spread over the whole day.
    const minutes = spread ? minute : 9 * 60 + (minute % 150);
    const date = new Date(Date.parse(`${addDays(FIRST_DAY, day)}T00:00:00.000Z`) + minutes * 60_000 + (minute % 7) * 1000);
    return date.toISOString();
  });

const viewArbitrary = fc
  .record({
    at: timeArbitrary,
    visitor: fc.constantFrom(...VISITORS),
    path: fc.constantFrom(...PATHS),
    source: fc.constantFrom(...SOURCES),
    campaign: fc.constantFrom(...CAMPAIGNS),
    device: fc.constantFrom(...DEVICES),
    browser: fc.constantFrom(...BROWSERS),
    country: fc.constantFrom(...COUNTRIES),
  })
  .map((v) =>
    view(v.at, v.visitor, v.path, {
      source: v.source,
      utm_campaign: v.campaign,
      device: v.device,
      browser: v.browser,
      country: v.country,
    }),
  );

const conversionArbitrary = fc
  .record({ at: timeArbitrary, visitor: fc.constantFrom(null, ...VISITORS), goal: fc.constantFrom(...GOALS) })
  .map((c) => conversion(c.at, c.visitor, c.goal));

const rangeArbitrary = fc
  .record({ start: fc.integer({ min: -2, max: 5 }), length: fc.integer({ min: 1, max: 5 }) })
  .map(({ start, length }): DayRange => ({ from: addDays(FIRST_DAY, start), to: addDays(FIRST_DAY, start + length - 1) }));

const filterArbitrary: fc.Arbitrary<TrafficFilter | null> = fc.oneof(
  fc.constant(null),
  fc.constantFrom<TrafficFilter>(
    ...PATHS.map((value) => ({ dim: "page" as const, value })),
    ...PATHS.map((value) => ({ dim: "entry" as const, value })),
    ...["Direct", "Google", "Newsletter"].map((value) => ({ dim: "source" as const, value })),
    { dim: "campaign", value: "spring" },
    { dim: "language", value: "es" },
    { dim: "country", value: "ES" },
    { dim: "device", value: "mobile" },
    { dim: "browser", value: "Chrome" },
    { dim: "goal", value: "contact" },
    { dim: "goal", value: "newsletter_signup" },
  ),
);

/** What a naive count of the generated rows says the unfiltered report holds. */
function oracle(views: GeneratedView[], conversions: GeneratedConversion[], range: DayRange, page?: string) {
  const inRange = (at: string) => at.slice(0, 10) >= range.from && at.slice(0, 10) <= range.to && at.slice(0, 10) <= TODAY;
  const kept = views.filter((v) => inRange(v.viewed_at) && (page === undefined || v.path === page));
  const visitors = new Set(kept.map((v) => `${v.viewed_at.slice(0, 10)} ${v.visitor_id}`)).size;
  let visits = 0;
  if (page === undefined) {
    const times = new Map<string, number[]>();
    for (const v of kept) {
      const key = `${v.viewed_at.slice(0, 10)} ${v.visitor_id}`;
      times.set(key, [...(times.get(key) ?? []), Date.parse(v.viewed_at)]);
    }
    for (const list of times.values()) {
      list.sort((a, b) => a - b);
      visits += 1 + list.filter((time, i) => i > 0 && time - (list[i - 1] ?? time) > VISIT_TIMEOUT_MS).length;
    }
  }
  const goals = new Map<string, number>();
  for (const c of conversions) if (inRange(c.occurred_at)) goals.set(c.goal, (goals.get(c.goal) ?? 0) + 1);
  return { visitors, pageviews: kept.length, visits, goals };
}

const report = (database: Database, range: DayRange, filter: TrafficFilter | null, now = NOW) =>
  trafficReport(database, { range, filter, now, limit: 1000 });

describe.each(engines())("traffic report on $name", ({ make }) => {
  const database = suiteDatabase(make);

  beforeEach(async () => clear(database));

  it("gives the same report from the roll-up as from the raw rows, and the counts of the rows", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(viewArbitrary, { maxLength: 100 }),
        fc.array(viewArbitrary, { maxLength: 30 }),
        fc.array(conversionArbitrary, { maxLength: 12 }),
        fc.array(fc.tuple(rangeArbitrary, filterArbitrary), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 4 }),
        async (earlier, later, conversions, queries, partway) => {
          await clear(database);
          await insert(database, earlier, conversions);
          // The live days' copies, built now, then brought up to date with the later views.
          for (const [range, filter] of queries) await report(database, range, filter);
          await insert(database, later);
          const views = [...earlier, ...later];
          const raw: TrafficReport[] = [];
          for (const [range, filter] of queries) raw.push(await report(database, range, filter));

          // Part of the days rolled up, then all of them but today, then today too.
          await rollUpTraffic(database.db, new Date(`${addDays(FIRST_DAY, partway)}T01:00:00.000Z`));
          for (const [index, [range, filter]] of queries.entries()) {
            expect(await report(database, range, filter)).toEqual(raw[index]);
          }
          await rollUpTraffic(database.db, NOW);
          const recorded = [...views.map((v) => v.viewed_at), ...conversions.map((c) => c.occurred_at)];
          const finished = recorded.some((at) => at.slice(0, 10) < TODAY);
          expect(await trafficRolledThrough(database.db)).toBe(finished ? addDays(TODAY, -1) : undefined);
          for (const [index, [range, filter]] of queries.entries()) {
            const rolled = await report(database, range, filter);
            expect(rolled).toEqual(raw[index]);
            if (filter === null) {
              const expected = oracle(views, conversions, range);
              expect(rolled.totals).toMatchObject({
                visitors: expected.visitors,
                pageviews: expected.pageviews,
                visits: expected.visits,
              });
              expect(rolled.tables.goal.map((row) => [row.value, row.visits]).sort()).toEqual([...expected.goals].sort());
              expect(rolled.series.points.reduce((sum, point) => sum + point.pageviews, 0)).toBe(expected.pageviews);
              for (const page of PATHS) {
                const shown = rolled.tables.page.find((row) => row.value === page);
                const { visitors, pageviews } = oracle(views, conversions, range, page);
                expect(shown ? [shown.visitors, shown.pageviews] : [0, 0]).toEqual([visitors, pageviews]);
              }
            }
            if (filter?.dim === "page") {
              const expected = oracle(views, conversions, range, filter.value);
              expect(rolled.totals).toMatchObject({ visitors: expected.visitors, pageviews: expected.pageviews });
            }
          }
          // Today folded as well (the next day's run): the live copy agreed with it.
          await rollUpTraffic(database.db, new Date(NOW.getTime() + 86_400_000));
          for (const [index, [range, filter]] of queries.entries()) {
            expect(await report(database, range, filter)).toEqual(raw[index]);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it("compares with the period before and charts a day by the hour", async () => {
    const day = (offset: number, time: string) => `${addDays(FIRST_DAY, offset)}T${time}.000Z`;
    await insert(database, [
      view(day(0, "09:00:00"), "a", "/"),
      view(day(1, "09:00:00"), "a", "/"),
      view(day(1, "09:00:00"), "b", "/"),
      // The range: days 2..3.
      view(day(2, "07:15:00"), "a", "/"),
      view(day(2, "07:20:00"), "a", "/pricing"),
      view(day(2, "23:50:00"), "b", "/"),
      view(day(3, "10:00:00"), "c", "/"),
    ]);
    const range = { from: addDays(FIRST_DAY, 2), to: addDays(FIRST_DAY, 3) };
    for (const rolled of [false, true]) {
      if (rolled) await rollUpTraffic(database.db, NOW);
      const result = await report(database, range, null);
      expect(result.previousRange).toEqual({ from: FIRST_DAY, to: addDays(FIRST_DAY, 1) });
      expect(result.totals).toMatchObject({ visitors: 3, visits: 3, pageviews: 4, bounces: 2, durationSeconds: 300 });
      expect(result.previous).toMatchObject({ visitors: 3, visits: 3, pageviews: 3 });
      expect(result.series).toEqual({
        granularity: "day",
        points: [
          { bucket: range.from, visitors: 2, pageviews: 3 },
          { bucket: range.to, visitors: 1, pageviews: 1 },
        ],
      });
      const hourly = await report(database, { from: range.from, to: range.from }, null);
      expect(hourly.series.granularity).toBe("hour");
      expect(hourly.series.points).toHaveLength(24);
      expect(hourly.series.points.filter((point) => point.visitors > 0)).toEqual([
        { bucket: `${range.from}T07`, visitors: 1, pageviews: 2 },
        { bucket: `${range.from}T23`, visitors: 1, pageviews: 1 },
      ]);
      expect(hourly.previous).toMatchObject({ visitors: 2, pageviews: 2 });
    }
  });

  it("follows each goal from the form page in every language to the sent form", async () => {
    const at = (time: string) => `${TODAY}T${time}.000Z`;
    await insert(
      database,
      [
        view(at("09:00:00"), "a", "/", { source: "LinkedIn" }),
        view(at("09:01:00"), "a", "/contact"),
        view(at("09:00:00"), "b", "/es/", { source: "LinkedIn" }),
        view(at("09:02:00"), "b", "/es/contact"),
        view(at("09:00:00"), "c", "/fr/contact"),
        view(at("09:00:00"), "d", "/pricing", { source: "LinkedIn" }),
      ],
      [conversion(at("09:05:00"), "a", "contact"), conversion(at("09:06:00"), "c", "contact")],
    );
    const range = { from: TODAY, to: TODAY };
    const contact = (result: TrafficReport) => result.funnels.find((funnel) => funnel.goal === "contact");
    const all = await report(database, range, null);
    expect(contact(all)).toEqual({ goal: "contact", formPath: "/contact", entered: 4, sawForm: 3, sent: 2 });
    expect(all.funnels.map((funnel) => funnel.goal)).toEqual([
      "contact",
      "partnership",
      "volunteer",
      "donation",
      "newsletter_signup",
      "application",
    ]);
    const linkedIn = await report(database, range, { dim: "source", value: "LinkedIn" });
    expect(contact(linkedIn)).toEqual({ goal: "contact", formPath: "/contact", entered: 3, sawForm: 2, sent: 1 });
    expect(linkedIn.tables.goal).toEqual([
      { value: "contact", visitors: 1, visits: 1, pageviews: 2, bounces: 0, durationSeconds: 60, converted: 1 },
    ]);
  });

  it("follows applications from the careers pages through an application form to the sent application", async () => {
    const at = (time: string) => `${TODAY}T${time}.000Z`;
    await insert(
      database,
      [
        view(at("10:00:00"), "a", "/careers"),
        view(at("10:01:00"), "a", "/careers/12-room-attendant"),
        view(at("10:02:00"), "a", "/careers/12-room-attendant/apply"),
        view(at("10:00:00"), "b", "/es/careers/12-room-attendant"),
        view(at("10:01:00"), "b", "/es/careers/12-room-attendant/apply"),
        view(at("10:00:00"), "c", "/fr/careers/apply"),
        view(at("10:00:00"), "d", "/pricing"),
      ],
      [conversion(at("10:05:00"), "a", "application"), conversion(at("10:06:00"), "c", "application")],
    );
    const report_ = await report(database, { from: TODAY, to: TODAY }, null);
    expect(report_.funnels.find((funnel) => funnel.goal === "application")).toEqual({
      goal: "application",
      entryPath: "/careers/…",
      formPath: "/careers/…/apply",
      // a on the list and on an opening (counted on each page), b on an opening.
      entered: 3,
      sawForm: 3,
      sent: 2,
    });
  });

  it("counts the visitors of the last minutes, filter applied, and sees a new view at once", async () => {
    const at = (time: string) => `${TODAY}T${time}.000Z`;
    await insert(database, [
      view(at("17:50:00"), "a", "/"),
      view(at("17:56:00"), "a", "/pricing"),
      view(at("17:57:00"), "b", "/", { device: "mobile" }),
      view(at("17:54:00"), "c", "/"),
    ]);
    const range = { from: TODAY, to: TODAY };
    expect((await report(database, range, null)).visitorsNow).toBe(2);
    expect((await report(database, range, { dim: "device", value: "mobile" })).visitorsNow).toBe(1);
    expect((await report(database, range, { dim: "page", value: "/pricing" })).visitorsNow).toBe(1);

    await insert(database, [view(at("17:59:00"), "c", "/contact")]);
    const after = await report(database, range, null);
    expect(after.visitorsNow).toBe(3);
    expect(after.totals).toMatchObject({ visitors: 3, pageviews: 5 });
    expect(after.tables.page.find((row) => row.value === "/contact")).toMatchObject({ visitors: 1, pageviews: 1 });
  });

  it("counts visitors active across midnight on both days", async () => {
    const now = new Date(`${TODAY}T00:02:00.000Z`);
    await insert(database, [view(`${addDays(TODAY, -1)}T23:58:00.000Z`, "a", "/"), view(`${TODAY}T00:01:00.000Z`, "b", "/")]);
    await rollUpTraffic(database.db, now);
    expect((await trafficReport(database, { range: { from: TODAY, to: TODAY }, filter: null, now })).visitorsNow).toBe(2);
  });

  it("rolls each day up once, also when two runs race, and clears the folded days' visitor ids", async () => {
    const rows: GeneratedView[] = [];
    for (const offset of [0, 1, 2, 4]) {
      for (let i = 0; i < 30; i++)
        rows.push(
          view(`${addDays(FIRST_DAY, offset)}T10:${String(i).padStart(2, "0")}:00.000Z`, `v${i % 7}`, PATHS[i % 7] ?? "/"),
        );
    }
    await insert(database, rows, [
      conversion(`${addDays(FIRST_DAY, 1)}T10:20:00.000Z`, "v1", "contact"),
      conversion(`${TODAY}T10:20:00.000Z`, "v1", "contact"),
    ]);
    const range = { from: FIRST_DAY, to: TODAY };
    const raw = await report(database, range, { dim: "page", value: "/contact" });

    const [first, second] = await Promise.all([rollUpTraffic(database.db, NOW), rollUpTraffic(database.db, NOW)]);
    expect((first ?? 0) + (second ?? 0)).toBe(4);
    const stored = await database.db
      .selectFrom("traffic_daily")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirst();
    expect(await rollUpTraffic(database.db, NOW)).toBe(0);
    const again = await database.db
      .selectFrom("traffic_daily")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirst();
    expect(Number(again?.n)).toBe(Number(stored?.n));
    expect(Number(stored?.n)).toBeGreaterThan(100);
    expect(await report(database, range, { dim: "page", value: "/contact" })).toEqual(raw);

    const ids = await database.db
      .selectFrom("conversions")
      .select(["occurred_at", "visitor_id", "goal"])
      .orderBy("occurred_at")
      .execute();
    expect(ids.map((c) => c.visitor_id)).toEqual([null, "v1"]);

    // Folded again from the raw rows (the state row reset): the same rows, not twice as many.
    await database.db.deleteFrom("link_clicks_rollup_state").execute();
    await database.db.updateTable("conversions").set({ visitor_id: "v1" }).execute();
    expect(await rollUpTraffic(database.db, NOW)).toBe(4);
    const refolded = await database.db
      .selectFrom("traffic_daily")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirst();
    expect(Number(refolded?.n)).toBe(Number(stored?.n));
  });

  it("reads whole months from the roll-up as the days they hold, and again after a later fold", async () => {
    const rows: GeneratedView[] = [];
    for (let day = 0; day < 120; day += 1) {
      const at = addDays("2025-11-20", day);
      for (let i = 0; i < 1 + (day % 4); i++) {
        rows.push(
          view(`${at}T1${i}:00:00.000Z`, `v${i}`, PATHS[(day + i) % PATHS.length] ?? "/", {
            source: SOURCES[day % SOURCES.length] ?? null,
            country: COUNTRIES[i % COUNTRIES.length] ?? null,
          }),
        );
      }
    }
    await insert(database, rows, [conversion("2026-01-10T10:05:00.000Z", "v0", "contact")]);
    const now = new Date("2026-03-19T12:00:00.000Z");
    const range = { from: "2025-11-25", to: "2026-03-19" };
    const queries: Array<TrafficFilter | null> = [null, { dim: "source", value: "Google" }, { dim: "page", value: "/contact" }];
    const read = async () => {
      const reports = [];
      for (const filter of queries) {
        reports.push(await trafficReport(database, { range, filter, now, limit: 1000 }));
        reports.push(await trafficTable(database, { range, filter, dim: "source", now }));
      }
      return reports;
    };
    const raw = await read();
    await rollUpTraffic(database.db, now);
    expect(await read()).toEqual(raw);
    // Read again: the whole months (December to February) kept, the same figures.
    expect(await read()).toEqual(raw);

    // A later fold (the state row reset, a January day's views changed, folded again) is seen.
    await database.db.deleteFrom("link_clicks_rollup_state").execute();
    await database.db
      .deleteFrom("page_views")
      .where("viewed_at", ">=", "2026-01-10")
      .where("viewed_at", "<", "2026-01-11")
      .execute();
    await rollUpTraffic(database.db, now);
    const after = await trafficReport(database, { range, filter: null, now, limit: 1000 });
    const removed = rows.filter((v) => v.viewed_at.startsWith("2026-01-10")).length;
    expect(removed).toBeGreaterThan(0);
    expect(after.totals.pageviews).toBe((raw[0] as TrafficReport).totals.pageviews - removed);
  });

  it("the job folds the finished days at start and says so", async () => {
    const today = utcDay(new Date());
    await insert(database, [view(`${addDays(today, -2)}T10:00:00.000Z`, "a", "/"), view(`${today}T00:00:00.000Z`, "b", "/")]);
    const logger = createLogger("silent");
    const info = vi.spyOn(logger, "info");
    const stop = startTrafficRollup({ db: database.db, logger });
    try {
      await vi.waitFor(() => expect(info).toHaveBeenCalledWith({ days: 2 }, "Rolled up traffic"));
      expect(await trafficRolledThrough(database.db)).toBe(addDays(today, -1));
    } finally {
      stop();
    }
  });

  it("exports every row of a dimension, beyond the report's limit", async () => {
    const rows = Array.from({ length: 25 }, (_, i) =>
      view(`${TODAY}T10:${String(i).padStart(2, "0")}:00.000Z`, `v${i}`, `/page-${i}`),
    );
    await insert(database, rows);
    const range = { from: addDays(TODAY, -6), to: TODAY };
    const result = await trafficReport(database, { range, filter: null, now: NOW });
    expect(result.tables.page).toHaveLength(10);
    const dim: TrafficDim = "page";
    const all = await trafficTable(database, { range, filter: null, dim, now: NOW });
    expect(all).toHaveLength(25);
    expect(all.every((row) => row.visitors === 1 && row.pageviews === 1)).toBe(true);
    expect(all.slice(0, 10)).toEqual(result.tables.page);
    expect(daysOf(range)).toHaveLength(7);
  });
});
