/**
 * Every public page a visitor or crawler can reach, in the order the sitemap page shows them.
 * The route table (app/routes.ts) serves them; a unit test checks that the two agree, and
 * /sitemap.xml and /sitemap are built from this list.
 */
import { FRAMEWORK_PILLARS } from "./framework";

export interface PublicPage {
  path: string;
  /** The key of its title and description under the `pages` namespace. */
  key: string;
  group: "company" | "services" | "framework" | "engage" | "legal";
}

export const publicPages: PublicPage[] = [
  { path: "/", key: "home", group: "company" },
  { path: "/about", key: "about", group: "company" },
  { path: "/about/who-we-are", key: "whoWeAre", group: "company" },
  { path: "/about/teams", key: "team", group: "company" },
  { path: "/about/mission", key: "mission", group: "company" },
  { path: "/about/values", key: "values", group: "company" },
  { path: "/why-choose-us", key: "whyChooseUs", group: "company" },
  { path: "/foundation", key: "foundation", group: "company" },
  { path: "/our-clients", key: "ourClients", group: "company" },
  { path: "/our-approach", key: "ourApproach", group: "services" },
  { path: "/services/long-term-talents", key: "longTermTalents", group: "services" },
  { path: "/services/seasonal-talents", key: "seasonalTalents", group: "services" },
  { path: "/our-process", key: "ourProcess", group: "services" },
  { path: "/markets", key: "markets", group: "services" },
  { path: "/pricing", key: "pricing", group: "services" },
  ...FRAMEWORK_PILLARS.map((pillar) => ({
    path: `/framework/${pillar}`,
    key: `framework.${pillar}`,
    group: "framework" as const,
  })),
  { path: "/careers", key: "careers", group: "engage" },
  { path: "/careers/alerts", key: "careersAlerts", group: "engage" },
  { path: "/contact", key: "contact", group: "engage" },
  { path: "/partnership", key: "partnership", group: "engage" },
  { path: "/volunteer", key: "volunteer", group: "engage" },
  { path: "/donate", key: "donate", group: "engage" },
  { path: "/newsletter", key: "newsletter", group: "engage" },
  { path: "/privacy", key: "privacy", group: "legal" },
  { path: "/privacy/request", key: "privacyRequest", group: "legal" },
  { path: "/terms", key: "terms", group: "legal" },
  { path: "/sitemap", key: "sitemap", group: "legal" },
];
