/**
 * The facts docs/product.md sections 1, 3 and 9 require, read from the content records. The content staff edit
 * (team, testimonials, clients, statistics, FAQ) is checked as seeded in tests/integration/content.test.ts.
 */
import { describe, expect, it } from "vitest";
import { csrThemes, foundationPrograms, waysToHelp } from "~/content/foundation";
import { FRAMEWORK_PILLARS, frameworkItems } from "~/content/framework";
import { markets, workforceDistribution } from "~/content/markets";
import { findPlan, INHERITED_FEATURES, pricingPlans } from "~/content/pricing";
import { processSteps } from "~/content/process";
import { ALL_POSITIONS, positionsOf, SPECIAL_PROJECT_ITEMS, services } from "~/content/services";
import { companyValues } from "~/content/values";

describe("services and positions (docs/product.md section 1)", () => {
  it("offers long-term talents, seasonal talents and special projects with its four items", () => {
    expect(services.map((s) => s.id)).toEqual(
      expect.arrayContaining(["long-term-talents", "seasonal-talents", "special-projects"]),
    );
    expect(SPECIAL_PROJECT_ITEMS).toHaveLength(4);
  });

  it("covers eight positions, maintenance long-term only", () => {
    expect(ALL_POSITIONS).toHaveLength(8);
    expect(new Set(ALL_POSITIONS).size).toBe(8);
    expect(positionsOf("long-term-talents")).toContain("maintenanceTechnicians");
    expect(positionsOf("seasonal-talents")).not.toContain("maintenanceTechnicians");
    expect(positionsOf("seasonal-talents")).toHaveLength(7);
  });

  it("has six process steps in order and six framework pillars with pages", () => {
    expect(processSteps.map((s) => s.id)).toEqual(["consultation", "sourcing", "vetting", "training", "placement", "support"]);
    expect(FRAMEWORK_PILLARS).toHaveLength(6);
    expect(frameworkItems.map((item) => item.href)).toEqual(FRAMEWORK_PILLARS.map((id) => `/framework/${id}`));
  });
});

describe("company facts", () => {
  it("has the ten company values", () => {
    expect(companyValues.map((v) => v.id)).toEqual([
      "adaptable",
      "present",
      "passionate",
      "accountable",
      "innovative",
      "diverse",
      "collaborative",
      "committed",
      "empathy",
      "leadership",
    ]);
  });

  it("has the foundation's four programs, three ways to help and three CSR themes", () => {
    expect(foundationPrograms).toHaveLength(4);
    expect(waysToHelp.map((w) => w.href)).toEqual(["/donate", "/volunteer", "/partnership"]);
    expect(csrThemes).toHaveLength(3);
  });

  it("lists the markets with their cities and the workforce distribution", () => {
    const cities = Object.fromEntries(markets.map((m) => [m.id, m.cities.map((c) => c.city)]));
    expect(cities.ke).toEqual(["Nairobi", "Mombasa"]);
    expect(cities.gh).toEqual(["Accra", "Kumasi"]);
    expect(cities.za).toEqual(["Cape Town", "Johannesburg", "Durban"]);
    expect(cities.ng).toEqual(["Lagos", "Abuja"]);
    expect(markets.filter((m) => m.emerging).map((m) => m.id)).toEqual(["rw", "tz", "ma", "ci"]);
    expect(workforceDistribution.africaBased).toBeGreaterThan(0);
    expect(workforceDistribution.usBased).toBeGreaterThan(0);
    expect(workforceDistribution.languagesSpoken).toBe(15);
  });
});

describe("pricing plans (docs/product.md sections 3 and 9)", () => {
  it("has standard, elite and enterprise, all by custom quote, only elite most popular", () => {
    expect(pricingPlans.map((p) => p.id)).toEqual(["standard", "elite", "enterprise"]);
    expect(pricingPlans.every((p) => p.price === "customQuote")).toBe(true);
    expect(pricingPlans.filter((p) => p.isPopular).map((p) => p.id)).toEqual(["elite"]);
    expect(findPlan("premium")?.id).toBe("elite");
  });

  it("lists each plan's features from docs/product.md, Enterprise with performance analytics", () => {
    const own = (id: string) => findPlan(id)?.features.filter((f) => !INHERITED_FEATURES.includes(f)) ?? [];
    expect(own("standard")).toHaveLength(5);
    expect(findPlan("elite")?.features[0]).toBe("allStandard");
    expect(own("elite")).toHaveLength(5);
    expect(findPlan("enterprise")?.features[0]).toBe("allElite");
    expect(own("enterprise")).toContain("performanceAnalytics");
    expect(own("enterprise")).toHaveLength(5);
  });
});
