/**
 * An opening's JobPosting (decisions 0032 and 0033) against Google's published list of the
 * properties a job posting must and should carry: "Job posting (JobPosting) structured data",
 * Google Search Central, https://developers.google.com/search/docs/appearance/structured-data/job-posting
 * (the "Required properties" and "Recommended properties" tables). Remote-work properties
 * (applicantLocationRequirements, jobLocationType) apply to telecommuting jobs, which no
 * hospitality opening is, so the location is given as `jobLocation` as Google asks for on-site work.
 */
import { describe, expect, it } from "vitest";
import { descriptionHtml, jobPostingJsonLd, openingText, renderOpeningParts } from "~/.server/services/careers";
import type { Opening } from "~/lib/careers";
import { openingReference } from "~/lib/careers";
import { seasonalDraft } from "../support/openings";

/** Google's required properties (Search Central, job posting guide). */
const GOOGLE_REQUIRED = ["datePosted", "description", "hiringOrganization", "jobLocation", "title"] as const;
/** Google's recommended properties for an on-site job, from the same guide. */
const GOOGLE_RECOMMENDED = ["baseSalary", "directApply", "employmentType", "identifier", "validThrough"] as const;
/** Google's employment type values. */
const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"];
/** Google's baseSalary unitText values. */
const UNIT_TEXTS = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"];

function opening(changes: Partial<Opening> = {}): Opening {
  const draft = seasonalDraft();
  return {
    ...draft,
    id: 42,
    reference: openingReference(42),
    status: "published",
    content: { en: draft.content.en },
    translations: { es: "missing", fr: "missing" },
    publishedAt: "2026-11-02T08:30:00.000Z",
    closedAt: null,
    createdAt: "2026-11-01T08:30:00.000Z",
    updatedAt: "2026-11-03T08:30:00.000Z",
    ...changes,
  };
}

const CONTEXT = {
  origin: "https://staffing.test",
  siteName: "Crestway Hospitality",
  url: "https://staffing.test/careers/42-room",
};

function postingOf(subject: Opening) {
  const text = openingText(subject, "en");
  return jobPostingJsonLd(
    subject,
    text,
    descriptionHtml(renderOpeningParts(text), { duties: "Duties", requirements: "Requirements" }),
    CONTEXT,
  );
}

describe("an opening's JobPosting", () => {
  it("carries every property Google requires and every recommended one the opening has", () => {
    const posting = postingOf(opening());
    for (const property of [...GOOGLE_REQUIRED, ...GOOGLE_RECOMMENDED]) expect(posting, property).toHaveProperty(property);
    expect(posting["@type"]).toBe("JobPosting");
    expect(posting.datePosted).toBe("2026-11-02");
    expect(posting.validThrough).toBe(`${seasonalDraft().closesOn}T23:59:59Z`);
    expect(posting.directApply).toBe(true);
    expect(posting.identifier).toEqual({ "@type": "PropertyValue", name: "Crestway Hospitality", value: "CW-00042" });
    expect(posting.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Mombasa", addressCountry: "KE" },
    });
    for (const type of posting.employmentType as string[]) expect(EMPLOYMENT_TYPES).toContain(type);
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 450, maxValue: 600, unitText: "MONTH" },
    });
    expect(UNIT_TEXTS).toContain((posting.baseSalary as { value: { unitText: string } }).value.unitText);
  });

  it("names the agency as the hiring organization of a confidential employer, the employer otherwise", () => {
    expect(postingOf(opening()).hiringOrganization).toMatchObject({ "@type": "Organization", name: "Crestway Hospitality" });
    expect(postingOf(opening({ employerName: "Serena Beach Resort" })).hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Serena Beach Resort",
    });
  });

  it("leaves out baseSalary without pay, and gives a single figure as a value", () => {
    expect(postingOf(opening({ pay: null }))).not.toHaveProperty("baseSalary");
    const single = postingOf(opening({ pay: { min: 12.5, max: 12.5, currency: "EUR", unit: "hour" } }));
    expect(single.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: { "@type": "QuantitativeValue", value: 12.5, unitText: "HOUR" },
    });
  });

  it("describes the job in HTML with its duties and requirements, raw HTML dropped", () => {
    const subject = opening({
      content: { en: { ...seasonalDraft().content.en, description: "Hello <script>alert(1)</script>\n\n# Big" } },
    });
    const description = postingOf(subject).description as string;
    expect(description).not.toContain("<script");
    expect(description).toContain("<h3>Big</h3>");
    expect(description).toContain("<h2>Duties</h2>");
    expect(description).toContain("<h2>Requirements</h2>");
  });

  it("types each kind of placement with Google's employment types", () => {
    expect(postingOf(opening({ placement: "longTerm" })).employmentType).toEqual(["FULL_TIME"]);
    expect(postingOf(opening({ placement: "seasonal" })).employmentType).toEqual(["FULL_TIME", "TEMPORARY"]);
    expect(postingOf(opening({ placement: "specialProject" })).employmentType).toEqual(["TEMPORARY"]);
  });
});
