/**
 * Job openings (docs/decisions/0032-careers-and-openings.md) as the admin pages and the careers
 * pages see them: their kinds, places, statuses, pay and screening questions, the public reference
 * and address of one, and the state of each translation. Shared by the server and the browser;
 * holds no secret.
 */

import { markets } from "~/content/markets";
import { ALL_POSITIONS, type PositionId } from "~/content/services";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { slugWords } from "~/lib/slug";
import type { TextStatus } from "~/lib/texts/model";

export const OPENING_STATUSES = ["draft", "published", "closed"] as const;
export type OpeningStatus = (typeof OPENING_STATUSES)[number];

/** docs/product.md section 1: long-term or seasonal placements, and special projects. */
export const PLACEMENTS = ["longTerm", "seasonal", "specialProject"] as const;
export type Placement = (typeof PLACEMENTS)[number];

/** Maintenance is long-term only (docs/product.md section 1). */
export const LONG_TERM_ONLY_POSITIONS: readonly PositionId[] = ["maintenanceTechnicians"];

export function allowsPlacement(position: PositionId, placement: Placement): boolean {
  return placement === "longTerm" || !LONG_TERM_ONLY_POSITIONS.includes(position);
}

export { ALL_POSITIONS as POSITIONS, type PositionId };

/** The United States: the headquarters' country, beside the markets the site lists. */
export const UNITED_STATES = "us";

/** Countries an opening may be in: the markets' ids and the United States. */
export const OPENING_COUNTRIES = [...markets.map((market) => market.id), UNITED_STATES] as const;

/** The cities of a market country (ids of `markets:cities.*`); the United States' city is typed in. */
export function citiesOf(country: string): string[] | undefined {
  return markets.find((market) => market.id === country)?.cities.map((city) => city.id);
}

/** The listed name of a market city, the typed name of an American one. */
export function cityName(country: string, city: string): string {
  const listed = markets.find((market) => market.id === country)?.cities.find((entry) => entry.id === city);
  return listed ? listed.city : city;
}

export const PAY_UNITS = ["hour", "day", "month"] as const;
export type PayUnit = (typeof PAY_UNITS)[number];

/** ISO 4217 codes of the markets' currencies and the ones agencies quote in. */
export const CURRENCIES = ["USD", "EUR", "GBP", "KES", "GHS", "ZAR", "NGN", "RWF", "TZS", "MAD", "XOF"] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface OpeningPay {
  min: number;
  /** Equal to `min` for a single figure. */
  max: number;
  currency: Currency;
  unit: PayUnit;
}

export const QUESTION_KINDS = ["yesNo", "choice", "text"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** A screening question. Its prompt and choices are per language, English required. */
export interface ScreeningQuestion {
  kind: QuestionKind;
  prompt: { en: string } & Partial<Record<"es" | "fr", string>>;
  /** One choice question's options, in English and in the translations (same count and order). */
  choices: { en: string[] } & Partial<Record<"es" | "fr", string[]>>;
  /**
   * The answers that disqualify: "yes" or "no" for a yes/no question, indexes of `choices` for a
   * choice question; a short text disqualifies nothing.
   */
  disqualifying: string[];
}

/** One language's text of an opening; Markdown in the three long parts. */
export interface OpeningText {
  title: string;
  /** The employer described without its name, when confidential (shown instead of the name). */
  employerDescription: string;
  description: string;
  duties: string;
  requirements: string;
}

/** The parts of an opening's text, in the editor's order. */
export const OPENING_TEXT_PARTS = [
  "title",
  "employerDescription",
  "description",
  "duties",
  "requirements",
] as const satisfies readonly (keyof OpeningText)[];

/** A translation keeps the fingerprint of the English it was made from (how its state is known). */
export interface OpeningTranslation extends OpeningText {
  madeFrom: string;
}

export type OpeningContent = { en: OpeningText } & Partial<Record<"es" | "fr", OpeningTranslation>>;

/** What the editor saves. */
export interface OpeningDraft {
  content: { en: OpeningText } & Partial<Record<"es" | "fr", OpeningText & { upToDate: boolean }>>;
  position: PositionId;
  placement: Placement;
  country: string;
  city: string;
  /** Null: a confidential employer, described in `employerDescription`. */
  employerName: string | null;
  housing: boolean;
  meals: boolean;
  transport: boolean;
  pay: OpeningPay | null;
  /** YYYY-MM-DD. */
  startDate: string;
  seasonEnd: string | null;
  peopleWanted: number;
  closesOn: string;
  questions: ScreeningQuestion[];
}

export interface Opening extends Omit<OpeningDraft, "content"> {
  id: number;
  reference: string;
  status: OpeningStatus;
  content: OpeningContent;
  /** The state of each translation, as the texts editor words it (decision 0017). */
  translations: Record<"es" | "fr", TextStatus>;
  publishedAt: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OpeningSummary {
  id: number;
  reference: string;
  title: string;
  status: OpeningStatus;
  position: PositionId;
  placement: Placement;
  country: string;
  city: string;
  closesOn: string;
  translations: Record<"es" | "fr", TextStatus>;
  updatedAt: string;
}

/** An opening as a list shows it: its words in the page's language and what a job seeker scans for. */
export interface OpeningCardData {
  id: number;
  reference: string;
  /** The English path; links add the page's language. */
  path: string;
  title: string;
  /** The language the title is in (English when not translated). */
  titleLanguage: Language;
  position: PositionId;
  placement: Placement;
  country: string;
  city: string;
  startDate: string;
  closesOn: string;
  pay: OpeningPay | null;
  housing: boolean;
  meals: boolean;
  transport: boolean;
}

/** The public reference of an opening: its id, padded (decision 0032). */
export function openingReference(id: number): string {
  return `CW-${String(id).padStart(5, "0")}`;
}

/** The id a reference or an address's `<id>-<slug>` starts with, if it is one. */
export function openingIdOf(value: string | undefined): number | undefined {
  const match = /^(?:cw-)?0*(\d{1,10})(?:-|$)/i.exec(value ?? "");
  if (!match) return undefined;
  const id = Number(match[1]);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** Lower-case ASCII words of a title joined by hyphens: "Housekeeper — Mombasa" → "housekeeper-mombasa". */
export function slugOf(title: string): string {
  return slugWords(title, 80) || "opening";
}

export const CAREERS_PATH = "/careers";

/**
 * The RSS feed of a language's open openings. Written out per language: `localizePath` leaves
 * file paths (a dot in the last segment) as they are.
 */
export function careersFeedPath(language: Language): string {
  return language === DEFAULT_LANGUAGE ? `${CAREERS_PATH}/feed.xml` : `/${language}${CAREERS_PATH}/feed.xml`;
}

/** An opening's English path (the language prefix is added by `localizePath`). */
export function openingPath(id: number, englishTitle: string): string {
  return `${CAREERS_PATH}/${id}-${slugOf(englishTitle)}`;
}

/** The public filters of /careers, read from and written to its query string. */
export interface CareersFilter {
  position?: PositionId;
  country?: string;
  kind?: Placement;
}

/** The filters of a query string; an unknown value is no filter (a hand-edited address never fails). */
export function readCareersFilter(params: URLSearchParams): CareersFilter {
  const filter: CareersFilter = {};
  const position = params.get("position");
  const country = params.get("country");
  const kind = params.get("kind");
  if ((ALL_POSITIONS as readonly (string | null)[]).includes(position)) filter.position = position as PositionId;
  if ((OPENING_COUNTRIES as readonly (string | null)[]).includes(country)) filter.country = country as string;
  if ((PLACEMENTS as readonly (string | null)[]).includes(kind)) filter.kind = kind as Placement;
  return filter;
}

/** The translations: the languages beside English that have a state of their own. */
export const OPENING_TRANSLATIONS = ["es", "fr"] as const satisfies readonly Language[];
