import { describe, expect, it } from "vitest";
import { averageDuration, bounceRate, changeOf, conversionRate, pagesPerVisit, ratio } from "~/components/admin/traffic/measures";
import { ZERO_MEASURES } from "~/lib/traffic/model";

describe("the traffic view's derived figures", () => {
  const measures = { visitors: 8, visits: 10, pageviews: 25, bounces: 4, durationSeconds: 1230, converted: 2 };

  it("divides by visits or visitors", () => {
    expect(pagesPerVisit(measures)).toBe(2.5);
    expect(bounceRate(measures)).toBe(0.4);
    expect(averageDuration(measures)).toBe(123);
    expect(conversionRate(measures)).toBe(0.25);
  });

  it("has no rate without visits, rather than a division by zero", () => {
    expect(ratio(3, 0)).toBeNull();
    for (const rate of [pagesPerVisit, bounceRate, averageDuration, conversionRate]) expect(rate(ZERO_MEASURES)).toBeNull();
  });
});

describe("the change since the previous period", () => {
  it("is a share of the previous figure, up or down", () => {
    expect(changeOf(150, 100)).toEqual({ kind: "up", percent: 0.5 });
    expect(changeOf(75, 100)).toEqual({ kind: "down", percent: 0.25 });
    expect(changeOf(0, 4)).toEqual({ kind: "down", percent: 1 });
    expect(changeOf(0.3, 0.3)).toEqual({ kind: "same" });
    expect(changeOf(0, 0)).toEqual({ kind: "same" });
  });

  it("is new when the previous period had nothing, and nothing when this one has no value", () => {
    expect(changeOf(5, 0)).toEqual({ kind: "new" });
    expect(changeOf(0.2, null)).toEqual({ kind: "new" });
    expect(changeOf(null, 0.2)).toBeNull();
    expect(changeOf(null, null)).toBeNull();
  });
});
