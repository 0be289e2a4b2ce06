/**
 * An opening's schema.org `JobPosting` (decision 0032), with every property Google's job posting
 * guide requires and the recommended ones the opening has: `validThrough`, `employmentType`,
 * `directApply`, `identifier`, `baseSalary` when pay is given, and the location. Only open
 * openings carry it; a closed or expired page drops it (decision 0033).
 */
import { cityName, type Opening, type Placement } from "~/lib/careers";
import { escapeMarkup } from "~/lib/escape-markup";
import { LOGO_IMAGE } from "~/lib/seo";
import type { OpeningHtml } from "./markdown";
import type { OpeningPageText } from "./page-text";

/** Google's employment types: a long-term placement is full-time, a seasonal one full-time for a while, a project temporary. */
const EMPLOYMENT_TYPES: Record<Placement, string[]> = {
  longTerm: ["FULL_TIME"],
  seasonal: ["FULL_TIME", "TEMPORARY"],
  specialProject: ["TEMPORARY"],
};

const UNIT_TEXT = { hour: "HOUR", day: "DAY", month: "MONTH" } as const;

export interface JobPostingContext {
  /** PUBLIC_URL without a trailing slash. */
  origin: string;
  /** The agency's name: the hiring organization of a confidential employer, and the identifier's namespace. */
  siteName: string;
  /** The absolute address of the page in its language. */
  url: string;
}

/** The opening's description as HTML: its three rendered parts, the last two under their headings. */
export function descriptionHtml(html: OpeningHtml, headings: { duties: string; requirements: string }): string {
  const parts = [html.description];
  if (html.duties) parts.push(`<h2>${escapeMarkup(headings.duties)}</h2>`, html.duties);
  if (html.requirements) parts.push(`<h2>${escapeMarkup(headings.requirements)}</h2>`, html.requirements);
  return parts.join("\n");
}

export function jobPostingJsonLd(
  opening: Opening,
  text: OpeningPageText,
  description: string,
  context: JobPostingContext,
): Record<string, unknown> {
  const posted = opening.publishedAt ?? opening.updatedAt;
  // A confidential employer: the agency hires on its behalf (Google's content policy accepts an
  // agency posting for an employer it does not name).
  const hiringOrganization = opening.employerName
    ? { "@type": "Organization", name: opening.employerName }
    : { "@type": "Organization", name: context.siteName, sameAs: `${context.origin}/`, logo: `${context.origin}${LOGO_IMAGE}` };
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: text.title,
    description,
    url: context.url,
    datePosted: posted.slice(0, 10),
    validThrough: `${opening.closesOn}T23:59:59Z`,
    employmentType: EMPLOYMENT_TYPES[opening.placement],
    hiringOrganization,
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        addressLocality: cityName(opening.country, opening.city),
        addressCountry: opening.country.toUpperCase(),
      },
    },
    // Candidates apply on the opening's own site, through its form (decision 0035).
    directApply: true,
    identifier: { "@type": "PropertyValue", name: context.siteName, value: opening.reference },
    jobStartDate: opening.startDate,
    totalJobOpenings: opening.peopleWanted,
  };
  if (opening.pay) {
    const { min, max, currency, unit } = opening.pay;
    posting.baseSalary = {
      "@type": "MonetaryAmount",
      currency,
      value:
        min === max
          ? { "@type": "QuantitativeValue", value: min, unitText: UNIT_TEXT[unit] }
          : { "@type": "QuantitativeValue", minValue: min, maxValue: max, unitText: UNIT_TEXT[unit] },
    };
  }
  return posting;
}
