/**
 * The application form's fields and limits, free of the schema library (decision 0010): the form
 * puts them on its controls, and ./application.ts enforces the very same numbers.
 */
import { OPENING_COUNTRIES } from "~/lib/careers";
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "./limits";

export const APPLICATION_MAX_LENGTH = {
  full_name: FULL_NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  city: 80,
  answer: 500,
  note: 2000,
} as const;

/** Where an applicant lives: a market, the United States, or elsewhere (they still may apply). */
export const APPLICANT_COUNTRIES = [...OPENING_COUNTRIES, "other"] as const;

/**
 * The field a screening question's answer is posted in: `answer_0`, `answer_1`... in the
 * opening's order. Flat names, so the browser's checks report each beside its question.
 */
export type AnswerField = `answer_${number}`;
export const answerField = (index: number): AnswerField => `answer_${index}`;

/** The CV's file input (read by the server apart from the schema: a file is never sent back). */
export const CV_FIELD = "cv";

/** The fields whose messages the form shows, besides the answers. */
export const APPLICATION_FIELDS = [
  "full_name",
  "email",
  "phone",
  "phone_whatsapp",
  "country",
  "city",
  "languages",
  "positions",
  "available_from",
  "experience_years",
  "note",
  "consent",
  "talent_pool",
  CV_FIELD,
] as const;

/** A screening question as the form asks it: its kind and, for a choice, how many choices it offers. */
export interface AskedQuestion {
  kind: "yesNo" | "choice" | "text";
  choiceCount: number;
}

/** The day before `today` (YYYY-MM-DD): the earliest availability the form accepts (a time zone behind UTC). */
export function dayBefore(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
