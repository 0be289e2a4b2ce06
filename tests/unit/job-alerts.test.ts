import { describe, expect, it } from "vitest";
import { OPENING_COUNTRIES, PLACEMENTS, POSITIONS } from "~/lib/careers";
import { criteriaOfFilter, matchesAlert, storedList } from "~/lib/careers/job-alerts";
import { jobAlertSchema, jobAlertTokenSchema } from "~/lib/validation/job-alerts";

const opening = { position: "stewarding", country: "gh", placement: "longTerm" };

describe("job alert matching", () => {
  it("matches when each list holds the opening's value or is empty (any)", () => {
    expect(matchesAlert({ positions: [], countries: [], placements: [] }, opening)).toBe(true);
    expect(matchesAlert({ positions: ["stewarding", "laundry"], countries: ["gh"], placements: [] }, opening)).toBe(true);
    expect(matchesAlert({ positions: [], countries: ["ke"], placements: [] }, opening)).toBe(false);
    expect(matchesAlert({ positions: ["laundry"], countries: [], placements: [] }, opening)).toBe(false);
    expect(matchesAlert({ positions: [], countries: [], placements: ["seasonal"] }, opening)).toBe(false);
  });

  it("reads stored lists keeping known values only, and nothing from a broken row", () => {
    expect(storedList('["ke","atlantis",3]', OPENING_COUNTRIES)).toEqual(["ke"]);
    expect(storedList("not json", PLACEMENTS)).toEqual([]);
    expect(storedList('{"a":1}', POSITIONS)).toEqual([]);
  });

  it("ticks the careers filter's choices", () => {
    expect(criteriaOfFilter({ position: "laundry", kind: "seasonal" })).toEqual({
      positions: ["laundry"],
      countries: [],
      placements: ["seasonal"],
    });
  });
});

describe("the job alert form's schema", () => {
  it("reads the address lowercased and each group as a list without repeats, empty meaning any", () => {
    const parsed = jobAlertSchema.parse({ email: " Ana@Hotel.TEST ", positions: "laundry", countries: ["ke", "ke", "gh"] });
    expect(parsed).toEqual({ email: "ana@hotel.test", positions: ["laundry"], countries: ["ke", "gh"], kinds: [] });
  });

  it("refuses an unknown choice, a missing address and an overlong list", () => {
    const message = (input: unknown) => jobAlertSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ email: "a@b.co", kinds: ["forever"] })).toBe("job-alerts:errors.choiceInvalid");
    expect(message({ positions: [] })).toBe("job-alerts:errors.emailRequired");
    expect(message({ email: "a@b" })).toBe("job-alerts:errors.emailInvalid");
    expect(message({ email: "a@b.co", kinds: Array(7).fill("seasonal") })).toBe("job-alerts:errors.choiceInvalid");
  });

  it("takes a token of at most 100 characters", () => {
    expect(jobAlertTokenSchema.safeParse({ token: "abc" }).success).toBe(true);
    expect(jobAlertTokenSchema.safeParse({ token: "x".repeat(101) }).success).toBe(false);
    expect(jobAlertTokenSchema.safeParse({ token: "  " }).success).toBe(false);
  });
});
