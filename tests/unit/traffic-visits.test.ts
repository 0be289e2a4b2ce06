import { describe, expect, it } from "vitest";
import {
  aggregateDay,
  buildDay,
  type ConversionInput,
  matchesFilter,
  type PairRow,
  type ViewInput,
  visitorsActiveSince,
  visitsOfVisitor,
} from "~/.server/services/analytics/visits";

const DAY = "2026-04-10";

const view = (time: string, visitorId: string, path: string, extra: Partial<ViewInput> = {}): ViewInput => ({
  viewedAt: `${DAY}T${time}.000Z`,
  visitorId,
  path,
  language: "en",
  source: null,
  campaign: null,
  device: "desktop",
  browser: "Firefox",
  country: "GB",
  ...extra,
});

const conversion = (time: string, visitorId: string | null, goal: string): ConversionInput => ({
  goal,
  occurredAt: `${DAY}T${time}.000Z`,
  visitorId,
});

function row(rows: PairRow[], filter: [string, string], shown: [string, string]) {
  const found = rows.find(
    (r) => r.filterDim === filter[0] && r.filterValue === filter[1] && r.dim === shown[0] && r.value === shown[1],
  );
  if (!found) return undefined;
  const { filterDim: _f, filterValue: _v, dim: _d, value: _w, ...measures } = found;
  return measures;
}

describe("visits of a visitor", () => {
  it("starts a new visit after more than 30 minutes without a view, not at exactly 30", () => {
    const visits = visitsOfVisitor([
      view("10:30:00", "a", "/pricing"),
      view("10:00:00", "a", "/", { source: "Google" }),
      view("11:00:00", "a", "/contact"),
      view("11:30:00", "a", "/about"),
      view("12:00:01", "a", "/es/", { language: "es" }),
    ]);
    expect(visits.map((visit) => [visit.entry, visit.views, visit.hour])).toEqual([
      ["/", 4, "10"],
      ["/es/", 1, "12"],
    ]);
    expect(visits[0]?.source).toBe("Google");
    expect(visits[1]?.source).toBe("Direct");
    expect(visits[1]?.language).toBe("es");
    expect(Math.round(((visits[0]?.end ?? 0) - (visits[0]?.start ?? 0)) / 1000)).toBe(5400);
  });

  it("keeps the first view's source, campaign and language for the whole visit", () => {
    const [visit] = visitsOfVisitor([
      view("09:00:00", "a", "/", { source: "Newsletter", campaign: "spring" }),
      view("09:01:00", "a", "/fr/contact", { source: "LinkedIn", campaign: "other", language: "fr" }),
    ]);
    expect(visit).toMatchObject({ source: "Newsletter", campaign: "spring", language: "en", entry: "/", views: 2 });
  });
});

describe("a day's aggregation", () => {
  it("counts bounces, durations, visits and visitors", () => {
    const rows = aggregateDay(
      buildDay(
        [
          view("08:00:00", "a", "/"),
          view("08:02:00", "a", "/pricing"),
          view("08:02:30", "a", "/"),
          view("15:00:00", "a", "/pricing"),
          view("09:10:00", "b", "/pricing", { source: "Google", device: "mobile" }),
        ],
        [],
      ),
    );
    expect(row(rows, ["all", ""], ["all", ""])).toEqual({
      visitors: 2,
      visits: 3,
      pageviews: 5,
      bounces: 2,
      durationSeconds: 150,
      converted: 0,
    });
    // Visitor a viewed /pricing in both visits: one visitor, two visits; only /pricing's views count.
    expect(row(rows, ["all", ""], ["page", "/pricing"])).toMatchObject({ visitors: 2, visits: 3, pageviews: 3, bounces: 2 });
    expect(row(rows, ["all", ""], ["page", "/"])).toMatchObject({ visitors: 1, visits: 1, pageviews: 2, durationSeconds: 150 });
    expect(row(rows, ["all", ""], ["source", "Direct"])).toMatchObject({ visitors: 1, visits: 2 });
    expect(row(rows, ["all", ""], ["entry", "/pricing"])).toMatchObject({ visitors: 2, visits: 2, pageviews: 2 });
    expect(row(rows, ["all", ""], ["hour", "08"])).toMatchObject({ visitors: 1, visits: 1, pageviews: 3 });
    expect(row(rows, ["all", ""], ["hour", "15"])).toMatchObject({ visitors: 1, visits: 1, pageviews: 1 });
    expect(row(rows, ["device", "mobile"], ["all", ""])).toMatchObject({ visitors: 1, visits: 1, pageviews: 1 });
    expect(row(rows, ["device", "mobile"], ["source", "Direct"])).toBeUndefined();
  });

  it("counts a filtered page's views only, unless another page is shown", () => {
    const rows = aggregateDay(
      buildDay(
        [
          view("08:00:00", "a", "/"),
          view("08:01:00", "a", "/pricing"),
          view("08:02:00", "a", "/pricing"),
          view("08:03:00", "a", "/contact"),
          view("09:00:00", "b", "/"),
        ],
        [],
      ),
    );
    expect(row(rows, ["page", "/pricing"], ["all", ""])).toMatchObject({ visitors: 1, visits: 1, pageviews: 2 });
    expect(row(rows, ["page", "/pricing"], ["source", "Direct"])).toMatchObject({ pageviews: 2 });
    expect(row(rows, ["page", "/pricing"], ["page", "/contact"])).toMatchObject({ visits: 1, pageviews: 1 });
    expect(row(rows, ["page", "/pricing"], ["page", "/"])).toMatchObject({ visits: 1, pageviews: 1 });
    expect(row(rows, ["page", "/"], ["all", ""])).toMatchObject({ visitors: 2, visits: 2, pageviews: 2 });
    // The one-filter aggregation is the same filter's part of the whole.
    const only = aggregateDay(buildDay([view("08:00:00", "a", "/"), view("08:01:00", "a", "/pricing")], []), {
      dim: "page",
      value: "/pricing",
    });
    expect(new Set(only.map((r) => `${r.filterDim}:${r.filterValue}`))).toEqual(new Set(["page:/pricing"]));
  });

  it("attaches conversions to the visit in progress and keeps the others apart", () => {
    const day = buildDay(
      [
        view("08:00:00", "a", "/", { source: "LinkedIn" }),
        view("08:05:00", "a", "/contact"),
        view("10:00:00", "a", "/"),
        view("09:00:00", "b", "/newsletter"),
      ],
      [
        // 29 minutes after a's last view of the first visit: still that visit.
        conversion("08:34:00", "a", "contact"),
        conversion("08:34:30", "a", "newsletter_signup"),
        // b's visit ended more than 30 minutes before: kept apart.
        conversion("09:31:00", "b", "newsletter_signup"),
        conversion("07:00:00", "c", "donation"),
        conversion("07:00:00", null, "donation"),
        conversion("07:10:00", null, "donation"),
      ],
    );
    const a = day.find((visitor) => visitor.visitorId === "a");
    expect(a?.visits.map((visit) => [...visit.goals])).toEqual([
      [
        ["contact", 1],
        ["newsletter_signup", 1],
      ],
      [],
    ]);
    const rows = aggregateDay(day);
    expect(row(rows, ["all", ""], ["all", ""])).toMatchObject({ visitors: 2, visits: 3, converted: 1 });
    expect(row(rows, ["all", ""], ["goal", "contact"])).toMatchObject({ visitors: 1, visits: 1, converted: 1, pageviews: 2 });
    // a's visit and b's conversion apart: two visitors, two conversions.
    expect(row(rows, ["all", ""], ["goal", "newsletter_signup"])).toMatchObject({ visitors: 2, visits: 2, converted: 2 });
    // c (an id without a visit) and the two without an id: three visitors.
    expect(row(rows, ["all", ""], ["goal", "donation"])).toMatchObject({ visitors: 3, visits: 3, pageviews: 0 });
    expect(row(rows, ["source", "LinkedIn"], ["goal", "contact"])).toMatchObject({ visitors: 1, visits: 1 });
    expect(row(rows, ["source", "LinkedIn"], ["goal", "newsletter_signup"])).toMatchObject({ visitors: 1, visits: 1 });
    expect(row(rows, ["source", "Direct"], ["goal", "newsletter_signup"])).toBeUndefined();
    expect(row(rows, ["goal", "contact"], ["all", ""])).toMatchObject({ visitors: 1, visits: 1, pageviews: 2, converted: 1 });
    expect(row(rows, ["goal", "donation"], ["all", ""])).toBeUndefined();
  });

  it("counts a visitor once per row, and converted visitors among them", () => {
    const rows = aggregateDay(
      buildDay(
        [view("08:00:00", "a", "/"), view("12:00:00", "a", "/contact"), view("12:00:00", "b", "/contact")],
        [conversion("12:01:00", "a", "contact")],
      ),
    );
    expect(row(rows, ["all", ""], ["all", ""])).toMatchObject({ visitors: 2, visits: 3, converted: 1 });
    expect(row(rows, ["all", ""], ["hour", "08"])).toMatchObject({ visitors: 1, converted: 0 });
    expect(row(rows, ["all", ""], ["hour", "12"])).toMatchObject({ visitors: 2, converted: 1 });
    expect(row(rows, ["page", "/contact"], ["all", ""])).toMatchObject({ visitors: 2, visits: 2, converted: 1 });
  });

  it("leaves out empty campaigns and unknown countries", () => {
    const rows = aggregateDay(buildDay([view("08:00:00", "a", "/", { campaign: "", country: null })], []));
    expect(rows.some((r) => r.dim === "campaign" || r.dim === "country")).toBe(false);
    expect(rows.some((r) => r.filterDim === "campaign" || r.filterDim === "country")).toBe(false);
  });

  it("tells the visitors active since a time, filter applied", () => {
    const day = buildDay(
      [view("08:00:00", "a", "/"), view("08:04:00", "a", "/pricing"), view("08:03:00", "b", "/"), view("07:00:00", "c", "/")],
      [],
    );
    const since = Date.parse(`${DAY}T08:02:00.000Z`);
    expect(visitorsActiveSince(day, since, null)).toBe(2);
    expect(visitorsActiveSince(day, since, { dim: "page", value: "/pricing" })).toBe(1);
    const [visit] = day[0]?.visits ?? [];
    expect(visit && matchesFilter(visit, { dim: "browser", value: "Firefox" })).toBe(true);
    expect(visit && matchesFilter(visit, { dim: "browser", value: "Chrome" })).toBe(false);
  });
});
