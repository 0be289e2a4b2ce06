/**
 * Applications and candidates as the forms, the candidate's page and the staff pipeline share them
 * (decision 0035): the stages of an agency's pipeline, the reasons an application ends, the
 * timeline's kinds, the languages a candidate may speak, and how an email address or phone number
 * is made comparable, so the same person applying twice is one candidate. Holds no secret.
 */

/** An agency's pipeline, in board order; the last three end an application. */
export const APPLICATION_STAGES = [
  "new",
  "screening",
  "interview",
  "shortlisted",
  "offered",
  "placed",
  "rejected",
  "withdrawn",
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** The stages an application ends in: the retention of applications counts from reaching one. */
export const CLOSED_STAGES: readonly ApplicationStage[] = ["placed", "rejected", "withdrawn"];

export function isClosedStage(stage: ApplicationStage): boolean {
  return CLOSED_STAGES.includes(stage);
}

/** Why staff reject an application. */
export const REJECTION_REASONS = [
  "notQualified",
  "positionFilled",
  "notAvailable",
  "noResponse",
  "disqualifyingAnswer",
  "other",
] as const;
/** Why an application is withdrawn: by the candidate from their page, or as staff record it. */
export const WITHDRAWAL_REASONS = ["byCandidate", "tookOtherJob", "notInterested", "other"] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

/** The reasons a stage needs: rejected and withdrawn need one, the others none. */
export function reasonsOf(stage: ApplicationStage): readonly string[] {
  if (stage === "rejected") return REJECTION_REASONS;
  if (stage === "withdrawn") return WITHDRAWAL_REASONS;
  return [];
}

/** What a candidate's timeline records. */
export const APPLICATION_EVENT_KINDS = [
  "applied",
  "stage",
  "note",
  "email",
  "download",
  "merged",
  "updated",
  "cv",
  "withdrawn",
  "rated",
  // Put before a client for a request's line, the client's answer, the client's CV download (decision 0038).
  "presented",
  "clientApproved",
  "clientDeclined",
  "clientDownload",
] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

/**
 * Languages a candidate may say they speak (ISO 639-1): the site's three, and those of the
 * markets and the guests the agency staffs for. Their names come from `Intl.DisplayNames` in the
 * reader's language.
 */
export const SPOKEN_LANGUAGES = [
  "en",
  "fr",
  "es",
  "pt",
  "ar",
  "sw",
  "am",
  "rw",
  "zu",
  "xh",
  "af",
  "yo",
  "ig",
  "ha",
  "ak",
  "wo",
  "de",
  "it",
  "zh",
  "ru",
] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

export const EXPERIENCE_YEARS_MAX = 60;

/** One answer to a screening question, as asked: the prompt in the language the candidate read it. */
export interface ScreeningAnswer {
  prompt: string;
  kind: "yesNo" | "choice" | "text";
  /** "yes" or "no"; a choice's index as text; or the candidate's words. */
  answer: string;
  /** A choice's words as the candidate read them (choice questions only). */
  choice?: string;
  disqualifying: boolean;
}

/** An email address as candidates are matched on it: as every address is stored, trimmed and lower-cased. */
export { normalizeEmail } from "~/lib/email-address";

/**
 * A phone number as candidates are matched on it: its digits with a leading "+" when it had one
 * (or "00", the international prefix many markets dial), separators dropped. "+254 712 345-678"
 * and "00254712345678" are the same number.
 */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return `+${digits}`;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  return digits;
}

/** Where a candidate's private page lives (the token follows): `/candidate/<token>` in each language. */
export const CANDIDATE_PATH = "/candidate";

/** How long a candidate's private link works: long enough to follow a season's application. */
export const CANDIDATE_LINK_DAYS = 90;

/** The public reference of an application, as the candidate and staff quote it: "AP-00042". */
export function applicationReference(id: number): string {
  return `AP-${String(id).padStart(5, "0")}`;
}
