/**
 * The outline of the privacy policy and the terms of service. Text lives in the `legal` namespace:
 * `<document>.<section id>.title`, and one key per block. The section ids are the page anchors.
 */

/** A paragraph key, a bullet list of item keys, or a list of items each with `.term` and `.text`. */
export type LegalBlock = string | { list: string[] } | { terms: string[] };

export interface LegalSection {
  id: string;
  blocks: LegalBlock[];
  /** Ends with the company's postal and email address (privacy requests, questions). */
  contact?: boolean;
}

export type LegalDocumentId = "privacy" | "terms";

/** Shown as "Last updated" on both documents, in the visitor's date format. */
export const LEGAL_LAST_UPDATED = "2026-11-28";

export const legalDocuments: Record<LegalDocumentId, LegalSection[]> = {
  privacy: [
    { id: "who-we-are", blocks: ["p1", "p2"] },
    {
      id: "information-we-collect",
      blocks: [
        "p1",
        {
          terms: [
            "newsletter",
            "contact",
            "partnership",
            "volunteer",
            "donation",
            "applications",
            "jobAlerts",
            "clicks",
            "pageViews",
          ],
        },
        "p2",
      ],
    },
    { id: "analytics", blocks: ["p1", "p2"] },
    {
      id: "visitor-counting",
      blocks: ["p1", { terms: ["pages", "referrer", "campaign", "device", "country"] }, "p2", "p3", "p4", "p5", "p6"],
    },
    {
      id: "how-we-use",
      blocks: ["p1", { list: ["answer", "recruitment", "newsletter", "foundation", "security", "legal"] }, "p2"],
    },
    { id: "cookies", blocks: ["p1", { terms: ["language", "session"] }, "p2"] },
    { id: "emails", blocks: ["p1", "p2"] },
    { id: "sharing", blocks: ["p1", { list: ["providers", "offices", "authorities"] }, "p2"] },
    { id: "transfers", blocks: ["p1"] },
    {
      id: "retention",
      blocks: [{ list: ["messages", "requests", "applications", "newsletter", "jobAlerts", "clicks", "pageViews"] }],
    },
    { id: "security", blocks: ["p1"] },
    { id: "rights", blocks: ["p1", { list: ["access", "correct", "delete", "object"] }, "p2", "p4", "p3"] },
    { id: "changes", blocks: ["p1"] },
    { id: "contact", blocks: ["p1"], contact: true },
  ],
  terms: [
    { id: "agreement", blocks: ["p1", "p2"] },
    { id: "use", blocks: ["p1", { list: ["false", "spam", "access", "interfere", "law"] }, "p2"] },
    { id: "information", blocks: ["p1"] },
    { id: "placement", blocks: ["p1", "p2"] },
    { id: "quotes", blocks: ["p1", "p2"] },
    { id: "intellectual-property", blocks: ["p1", "p2"] },
    { id: "third-parties", blocks: ["p1"] },
    { id: "disclaimer", blocks: ["p1"] },
    { id: "liability", blocks: ["p1", "p2"] },
    { id: "governing-law", blocks: ["p1"] },
    { id: "changes", blocks: ["p1"] },
    { id: "contact", blocks: ["p1"], contact: true },
  ],
};
