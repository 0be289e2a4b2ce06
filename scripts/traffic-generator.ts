/**
 * One UTC day of made-up visitor traffic (decision 0016) for `npm run seed:scale` and the bench:
 * page views as the beacon stores them and the conversions the visitor writes add, with the shape
 * of a real site's traffic. Deterministic per day (the generator is seeded with the date), so a day
 * comes out the same in every run and a seed can be extended day by day.
 *
 * About 5 views per daily visitor; 1 to 3 visits per visitor, 30 minutes or more apart; visits of 1
 * to 12 views, a third of them bounces; more visitors on weekdays, in the hiring seasons and after
 * the monthly newsletter; sources, countries and referrer hosts skewed with a long tail; about 2% of
 * visitors reaching a goal, on the goal's form page.
 */

import { ATTRIBUTION_COLUMNS } from "../app/.server/services/analytics/conversions";
import { PAGE_VIEW_COLUMNS } from "../app/.server/services/analytics/page-views";
import { publicPages } from "../app/content/pages";
import type { Language } from "../app/i18n/languages";
import { languageOfPath, localizePath } from "../app/i18n/paths";
import { GOAL_FORM_PAGES, type Goal, VISIT_TIMEOUT_MS } from "../app/lib/traffic/model";
import { generator, weighted, zipf } from "./seeded-random";

const DAY_MS = 86_400_000;
const SEED = 20261125;

/** page_views columns in the order of a generated row. */
export const VIEW_COLUMNS = PAGE_VIEW_COLUMNS;
/** conversions columns in the order of a generated row. */
export const CONVERSION_COLUMNS = ["goal", "record_id", "occurred_at", "visitor_id", ...ATTRIBUTION_COLUMNS] as const;
export type Row = Array<string | number | null>;

export interface TrafficDay {
  views: Row[];
  conversions: Row[];
}

// --- Who visits -------------------------------------------------------------------------------

/** About 60 countries, the agency's markets first (ISO 3166 codes, as the country database gives). */
const COUNTRIES = (
  "US KE GB FR ES DE TZ ZA NG AE CA IN IT NL UG MX BE CH PT SN MA GH RW AU IE SE CI CO AR SA QA EG ET BR PL " +
  "AT DK NO FI GR TR CM TN DZ MU SC MG BW NA ZM PH SG JP CN CL PE DO CR LU MC"
).split(" ");
const pickCountry = weighted(zipf(COUNTRIES, 1.1));
const SPANISH = new Set(["ES", "MX", "CO", "AR", "CL", "PE", "DO", "CR"]);
const FRENCH: Record<string, number> = {
  FR: 0.85,
  SN: 0.8,
  CI: 0.8,
  CM: 0.7,
  MA: 0.6,
  TN: 0.6,
  DZ: 0.6,
  MG: 0.7,
  LU: 0.6,
  MC: 0.8,
  BE: 0.6,
  CH: 0.4,
  MU: 0.4,
  SC: 0.3,
  CA: 0.25,
};

function languageOf(country: string | null, random: () => number): Language {
  const roll = random();
  if (country && SPANISH.has(country)) return roll < 0.8 ? "es" : "en";
  const french = country ? FRENCH[country] : undefined;
  if (french) return roll < french ? "fr" : "en";
  return roll < 0.93 ? "en" : roll < 0.965 ? "es" : "fr";
}

const pickDevice = weighted([
  ["desktop", 52],
  ["mobile", 43],
  ["tablet", 5],
] as const);
/** Browser names as ua-parser-js 1.x gives them. */
const BROWSERS = {
  desktop: weighted([
    ["Chrome", 62],
    ["Edge", 14],
    ["Safari", 10],
    ["Firefox", 10],
    ["Opera", 4],
  ] as const),
  mobile: weighted([
    ["Chrome", 46],
    ["Mobile Safari", 38],
    ["Samsung Internet", 9],
    ["Firefox", 2],
    ["Opera", 2],
    ["Instagram", 2],
    ["Facebook", 1],
  ] as const),
  tablet: weighted([
    ["Mobile Safari", 60],
    ["Chrome", 40],
  ] as const),
};

/** 16 random bytes as hex, the shape of the daily visitor id. */
function visitorId(random: () => number): string {
  let id = "";
  for (let i = 0; i < 4; i++)
    id += Math.floor(random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, "0");
  return id;
}

// --- Where from -------------------------------------------------------------------------------

type SourceKind = "Direct" | "Google" | "Bing" | "DuckDuckGo" | "LinkedIn" | "Facebook" | "Instagram" | "Newsletter" | "tail";
const SOURCE_WEIGHTS: Array<readonly [SourceKind, number]> = [
  ["Direct", 36],
  ["Google", 31],
  ["Bing", 4.5],
  ["DuckDuckGo", 2],
  ["LinkedIn", 7],
  ["Facebook", 4],
  ["Instagram", 3],
  ["Newsletter", 3],
  ["tail", 9.5],
];
const pickSource = weighted(SOURCE_WEIGHTS);
/** The day the newsletter goes out, and the day after, bring many more of its readers. */
const pickSourceNewsletterDay = weighted(
  SOURCE_WEIGHTS.map(([kind, weight]) => [kind, kind === "Newsletter" ? weight * 8 : weight] as const),
);
/** Visitors converting, relative to the 2% average, by where their visit came from. */
const CONVERSION_FACTOR: Record<SourceKind, number> = {
  Direct: 0.9,
  Google: 1,
  Bing: 1,
  DuckDuckGo: 1,
  LinkedIn: 1.8,
  Facebook: 0.6,
  Instagram: 0.5,
  Newsletter: 2.5,
  tail: 0.8,
};

const REFERRERS: Partial<Record<SourceKind, (random: () => number) => string>> = {
  Google: weighted([
    ["www.google.com", 70],
    ["www.google.co.uk", 6],
    ["www.google.fr", 6],
    ["www.google.es", 5],
    ["www.google.co.ke", 5],
    ["www.google.de", 4],
    ["www.google.ca", 4],
  ] as const),
  Bing: () => "www.bing.com",
  DuckDuckGo: () => "duckduckgo.com",
  LinkedIn: weighted([
    ["www.linkedin.com", 80],
    ["lnkd.in", 20],
  ] as const),
  Facebook: weighted([
    ["l.facebook.com", 60],
    ["m.facebook.com", 30],
    ["www.facebook.com", 10],
  ] as const),
  Instagram: () => "l.instagram.com",
};

/** The long tail of referring sites: trade press, job boards, assistants, partners' sites. */
const TAIL_HOSTS = [
  "www.hospitalitynet.org",
  "chatgpt.com",
  "www.reddit.com",
  "www.hosco.com",
  "news.ycombinator.com",
  "skift.com",
  "www.tripadvisor.com",
  "www.perplexity.ai",
  "www.indeed.com",
  "www.caterer.com",
  "www.glassdoor.com",
  "t.co",
  "www.youtube.com",
  "www.ehotelier.com",
  "search.yahoo.com",
  "www.ecosia.org",
  "search.brave.com",
  "en.wikipedia.org",
  "www.safaribookings.com",
  "www.kenyans.co.ke",
  "nation.africa",
  "www.businessdailyafrica.com",
  "www.hosteltur.com",
  "www.lhotellerie-restauration.fr",
  "www.hotelmanagement.net",
  "www.travelweekly.com",
  "www.tophotelprojects.com",
  "www.cruiseindustrynews.com",
  "www.crew-center.com",
  "www.pinterest.com",
  "yandex.ru",
  "www.lemonde.fr",
  "elpais.com",
  ...["lakeside", "savannah", "harbour", "summit", "coral", "mara", "serengeti", "atlas", "riviera", "alpine"].flatMap((place) =>
    ["lodge", "hotel", "resort", "cruises", "camp", "suites", "inn", "retreat"].flatMap((kind) =>
      [".com", ".co.ke", ".es", ".fr"].map((tld) => `www.${place}${kind}${tld}`),
    ),
  ),
];
const pickTailHost = weighted(zipf(TAIL_HOSTS, 1.05));

/** Campaigns run in seasons: [name, first month, last month] (1 to 12, wrapping over the new year). */
const SOCIAL_CAMPAIGNS: Array<readonly [string, number, number]> = [
  ["summer-season-hiring", 2, 5],
  ["safari-lodges", 6, 9],
  ["winter-season-hiring", 10, 12],
  ["cruise-crews", 1, 12],
  ["chef-week", 4, 4],
  ["employer-branding", 1, 12],
];

function campaignOf(month: number, random: () => number): string {
  const running = SOCIAL_CAMPAIGNS.filter(([, first, last]) => month >= first && month <= last);
  return (running[Math.floor(random() * running.length)] as (typeof SOCIAL_CAMPAIGNS)[number])[0];
}

interface Attribution {
  source: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** A visit's source as the beacon's rules give it (decision 0016): UTM source, else referrer, else Direct. */
function attribution(kind: SourceKind, day: string, random: () => number): Attribution {
  const month = Number(day.slice(5, 7));
  const none = { utmSource: null, utmMedium: null, utmCampaign: null };
  if (kind === "Direct") return { source: "Direct", referrerHost: null, ...none };
  if (kind === "Newsletter") {
    const campaign = `newsletter-${day.slice(0, 7)}`;
    return { source: "Newsletter", referrerHost: null, utmSource: "newsletter", utmMedium: "email", utmCampaign: campaign };
  }
  if (kind === "tail") {
    const host = pickTailHost(random);
    return { source: host.replace(/^www\./, ""), referrerHost: host, ...none };
  }
  const referrerHost = (REFERRERS[kind] as (random: () => number) => string)(random);
  const roll = random();
  if (kind === "LinkedIn" && roll < 0.35) {
    return { source: kind, referrerHost, utmSource: "linkedin", utmMedium: "social", utmCampaign: campaignOf(month, random) };
  }
  if ((kind === "Facebook" || kind === "Instagram") && roll < 0.25) {
    const utmSource = kind.toLowerCase();
    return { source: kind, referrerHost, utmSource, utmMedium: "paid-social", utmCampaign: campaignOf(month, random) };
  }
  if (kind === "Google" && roll < 0.04) {
    const utmCampaign = random() < 0.5 ? "brand-search" : "seasonal-staffing";
    return { source: kind, referrerHost, utmSource: "google", utmMedium: "cpc", utmCampaign };
  }
  return { source: kind, referrerHost, ...none };
}

// --- What they read ---------------------------------------------------------------------------

/** How much each public page is read (English paths; each language has the same pages). */
const PAGE_WEIGHT: Record<string, number> = {
  "/": 10,
  "/pricing": 9,
  "/contact": 8,
  "/services/long-term-talents": 7,
  "/services/seasonal-talents": 7,
  "/our-approach": 6,
  "/about": 6,
  "/our-process": 5,
  "/markets": 5,
  "/why-choose-us": 4,
  "/our-clients": 4,
  "/partnership": 4,
  "/about/who-we-are": 3,
  "/about/teams": 3,
  "/foundation": 3,
  "/about/mission": 2,
  "/about/values": 2,
  "/volunteer": 2,
  "/donate": 1.5,
  "/newsletter": 1.5,
  "/privacy": 0.5,
  "/terms": 0.4,
  "/sitemap": 0.3,
};
const PAGES = publicPages.map(({ path }) => [path, PAGE_WEIGHT[path] ?? 1] as const);
const pickPage = weighted(PAGES);
const pickDeepPage = weighted(PAGES.filter(([path]) => path !== "/"));
/** How often a visit from each kind of source lands on the home page rather than deeper. */
const HOME_ENTRY: Record<SourceKind, number> = {
  Direct: 0.55,
  Google: 0.3,
  Bing: 0.3,
  DuckDuckGo: 0.3,
  LinkedIn: 0.35,
  Facebook: 0.45,
  Instagram: 0.5,
  Newsletter: 0.4,
  tail: 0.25,
};

/** Views per visit, 1 to 12: a third bounce, the rest fewer rather than more. */
const pickViews = weighted([
  [1, 35],
  [2, 9.1],
  [3, 8.45],
  [4, 7.8],
  [5, 7.15],
  [6, 6.5],
  [7, 5.85],
  [8, 5.2],
  [9, 4.55],
  [10, 3.9],
  [11, 3.25],
  [12, 3.25],
] as const);
const pickVisits = weighted([
  [1, 83],
  [2, 13],
  [3, 4],
] as const);

const pickGoal = weighted<Goal>([
  ["newsletter_signup", 38],
  ["contact", 26],
  ["partnership", 12],
  ["newsletter_confirm", 10],
  ["volunteer", 9],
  ["donation", 5],
]);
/** Where a goal is reached: its form page, or the confirmation link of the newsletter's email. */
const goalPage = (goal: Goal) => GOAL_FORM_PAGES[goal] ?? "/newsletter/confirm";

/** Visits begin by the hour (UTC) as the agency's markets wake: Europe and Africa, then the Americas. */
const pickHour = weighted(
  [2, 1.5, 1.2, 1.2, 1.5, 2.5, 4, 6, 8, 9, 9.5, 9.5, 9, 9, 9.5, 9.5, 9, 8, 7, 6, 5, 4, 3, 2.5].map(
    (weight, hour) => [hour, weight] as const,
  ),
);

// --- How many -----------------------------------------------------------------------------------

const WEEKDAY = [0.72, 1.1, 1.16, 1.14, 1.1, 1.0, 0.68]; // Sunday first; averages 1
const isNewsletterDay = (date: Date) => date.getUTCDay() === 2 && date.getUTCDate() <= 7; // first Tuesday
const afterNewsletterDay = (date: Date) => isNewsletterDay(new Date(date.getTime() - DAY_MS));

/**
 * The day's daily visitors for a year of `visitorsPerYear`: a weekday rhythm, hiring seasons (late
 * winter to spring and early autumn), the newsletter's days, and noise. Averages out over a year.
 */
export function visitorsOn(day: string, visitorsPerYear: number): number {
  const date = new Date(`${day}T00:00:00.000Z`);
  const random = generator(SEED ^ Math.round(date.getTime() / DAY_MS));
  const dayOfYear = (date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS;
  const season =
    1 + 0.16 * Math.cos((2 * Math.PI * (dayOfYear - 80)) / 365) + 0.07 * Math.cos((4 * Math.PI * (dayOfYear - 270)) / 365);
  const newsletter = isNewsletterDay(date) ? 1.25 : afterNewsletterDay(date) ? 1.08 : 1;
  const noise = 0.9 + 0.2 * random();
  const average = (WEEKDAY[date.getUTCDay()] as number) * season * newsletter * noise;
  return Math.round((visitorsPerYear / 365) * (average / 0.9975));
}

/**
 * One day's rows in time order. `until`, for the current day: the day's traffic squeezed into its
 * hours so far, so the live part of a report has a full day's volume to aggregate.
 */
export function generateDay(day: string, visitors: number, until?: Date): TrafficDay {
  const dayStart = Date.parse(`${day}T00:00:00.000Z`);
  const dayEnd = dayStart + DAY_MS;
  const dayNumber = Math.round(dayStart / DAY_MS);
  const random = generator((SEED * 31) ^ dayNumber);
  const date = new Date(dayStart);
  const sourceOf = isNewsletterDay(date) || afterNewsletterDay(date) ? pickSourceNewsletterDay : pickSource;
  const squeeze = until ? Math.max(0, Math.min(1, (until.getTime() - dayStart) / DAY_MS)) : 1;
  const stamp = (time: number) => new Date(dayStart + (time - dayStart) * squeeze).toISOString();
  const views: Row[] = [];
  const conversions: Row[] = [];

  for (let v = 0; v < visitors; v++) {
    const id = visitorId(random);
    const country = random() < 0.015 ? null : pickCountry(random);
    const language = languageOf(country, random);
    const device = pickDevice(random);
    const browser = BROWSERS[device](random);
    const visits = pickVisits(random);
    let time = dayStart + pickHour(random) * 3_600_000 + random() * 3_600_000;
    let goal: Goal | undefined;

    for (let visit = 0; visit < visits && time < dayEnd; visit++) {
      // A returning visit of the day more often comes straight back.
      const kind = visit > 0 && random() < 0.6 ? "Direct" : sourceOf(random);
      const from = attribution(kind, day, random);
      if (visit === 0 && random() < 0.02 * CONVERSION_FACTOR[kind]) goal = pickGoal(random);
      const converting = visit === 0 && goal !== undefined;
      const visitLanguage: Language = random() < 0.03 ? "en" : language;
      const count = pickViews(random);
      const pages: string[] = [random() < HOME_ENTRY[kind] ? "/" : pickDeepPage(random)];
      while (pages.length < count) {
        let next = pickPage(random);
        while (next === pages[pages.length - 1]) next = pickPage(random);
        pages.push(next);
      }
      // A converting visit reaches the goal's form page: landing on it, or later in the visit.
      const formIndex = converting ? (count === 1 ? 0 : 1 + Math.floor(random() * (count - 1))) : -1;
      if (converting) pages[formIndex] = goalPage(goal as Goal);
      const entryPath = localizePath(pages[0] as string, visitLanguage);
      let formTime = 0;
      for (let index = 0; index < pages.length && time < dayEnd; index++) {
        const path = localizePath(pages[index] as string, visitLanguage);
        const first = index === 0;
        views.push([
          stamp(time),
          id,
          path,
          languageOfPath(path),
          first ? from.source : null,
          first ? from.referrerHost : null,
          first ? from.utmSource : null,
          first ? from.utmMedium : null,
          first ? from.utmCampaign : null,
          device,
          browser,
          country,
        ]);
        if (index === formIndex) formTime = time;
        if (index < pages.length - 1) time += 8_000 + random() ** 2 * 300_000;
      }
      if (converting && formTime > 0) {
        const sentAt = Math.min(dayEnd - 1, formTime + 20_000 + random() * 160_000);
        conversions.push([
          goal as Goal,
          dayNumber * 1000 + conversions.length,
          stamp(sentAt),
          id,
          from.source,
          from.referrerHost,
          from.utmSource,
          from.utmMedium,
          from.utmCampaign,
          entryPath,
          languageOfPath(entryPath),
          country,
          device,
          browser,
        ]);
      }
      // The next visit begins after the visit timeout, often hours later.
      time += VISIT_TIMEOUT_MS + 60_000 + random() * 4 * 3_600_000;
    }
  }
  const byTime = (a: Row, b: Row, column: number) => ((a[column] as string) < (b[column] as string) ? -1 : 1);
  views.sort((a, b) => byTime(a, b, 0));
  conversions.sort((a, b) => byTime(a, b, 2));
  return { views, conversions };
}
