/**
 * The request for staff (docs/product.md section 4, decision 0038): the organization, its contact
 * person and market, then one to MAX_REQUEST_LINES lines, each a position, a headcount, a kind of
 * placement, dates and a shift pattern; the languages staff must speak, housing and meals, the plan
 * of interest and a note. Choices are checked against the lists of app/content and
 * lib/staff-requests/model.ts. Messages are i18n keys of the `contact` namespace, each set on the
 * field it is about (`lines[2].end_date`), so the form shows it beside that field.
 */
import * as z from "zod";
import * as choices from "~/content/partnership";
import { pricingPlans } from "~/content/pricing";
import { SPOKEN_LANGUAGES } from "~/lib/careers/applications";
import {
  LINE_DURATION_WEEKS_MAX,
  LINE_HEADCOUNT_MAX,
  MAX_REQUEST_LINES,
  placementAllowed,
  SHIFT_PATTERNS,
} from "~/lib/staff-requests/model";
import { PARTNERSHIP_MAX_LENGTH } from "./limits";
import {
  checkbox,
  emailAddress,
  oneOf,
  optionalCalendarDay,
  optionalPhone,
  optionalText,
  requiredText,
  wholeNumber,
} from "./rules";

const key = (field: string, rule: string) => `contact:partnership.errors.${field}.${rule}`;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day of the calendar written YYYY-MM-DD (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The plans a client may say they are interested in, by id (an alias is read as its plan by the form). */
export const PLAN_IDS = pricingPlans.map((plan) => plan.id);

/** A whole number the visitor may leave empty (read as null). */
const optionalWholeNumber = (bounds: { min: number; max: number }, message: string) =>
  z
    .union([z.literal(""), wholeNumber(bounds, message)])
    .optional()
    .transform((value) => (value === "" || value === undefined ? null : value));

/** A rule between fields runs when none of them has an issue yet. */
const validFields =
  (...fields: string[]) =>
  (payload: { issues: ReadonlyArray<{ path?: PropertyKey[] }> }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));

/**
 * One line: the end is a date or a duration in weeks, not both; a seasonal or special-project line
 * needs one of them (it ends, and next season's offer counts from its end), a long-term line may
 * have neither. Maintenance technicians are placed long term only (docs/product.md section 1).
 */
const lineSchema = z
  .object({
    position: oneOf(choices.PARTNERSHIP_POSITIONS, key("line.position", "required")),
    headcount: wholeNumber({ min: 1, max: LINE_HEADCOUNT_MAX }, key("line.headcount", "range")),
    placement: oneOf(choices.PLACEMENT_TYPES, key("line.placement", "required")),
    start_date: z
      .string({ error: key("line.startDate", "required") })
      .trim()
      .min(1, key("line.startDate", "required"))
      .refine(isCalendarDate, key("line.startDate", "invalid")),
    end_date: optionalCalendarDay(key("line.endDate", "invalid")),
    duration_weeks: optionalWholeNumber({ min: 1, max: LINE_DURATION_WEEKS_MAX }, key("line.durationWeeks", "range")),
    shift: oneOf(SHIFT_PATTERNS, key("line.shift", "required")),
  })
  // Each rule between fields runs once those fields are valid, whatever the others hold: a client
  // sees every message of a line at once, not one more after each fix.
  .refine((line) => placementAllowed(line.position, line.placement), {
    path: ["placement"],
    message: key("line.placement", "maintenanceLongTerm"),
    when: validFields("position", "placement"),
  })
  .refine((line) => !line.end_date || line.end_date >= line.start_date, {
    path: ["end_date"],
    message: key("line.endDate", "beforeStart"),
    when: validFields("start_date", "end_date"),
  })
  .refine((line) => !line.end_date || line.duration_weeks === null, {
    path: ["duration_weeks"],
    message: key("line.durationWeeks", "both"),
    when: validFields("end_date", "duration_weeks"),
  })
  .refine((line) => line.placement === "longTerm" || line.end_date !== null || line.duration_weeks !== null, {
    path: ["end_date"],
    message: key("line.endDate", "required"),
    when: validFields("placement", "end_date", "duration_weeks"),
  });

export type RequestLineInput = z.output<typeof lineSchema>;

export const partnershipSchema = z.object({
  organization: requiredText(PARTNERSHIP_MAX_LENGTH.organization, {
    required: key("organization", "required"),
    tooLong: key("organization", "tooLong"),
  }),
  organization_type: oneOf(choices.ORGANIZATION_TYPES, key("organizationType", "required")),
  contact_name: requiredText(PARTNERSHIP_MAX_LENGTH.contact_name, {
    required: key("contactName", "required"),
    tooLong: key("contactName", "tooLong"),
  }),
  email: emailAddress({ required: key("email", "required"), invalid: key("email", "invalid") }),
  phone: optionalPhone(PARTNERSHIP_MAX_LENGTH.phone, key("phone", "invalid")),
  country: oneOf(choices.PARTNERSHIP_COUNTRIES, key("country", "required")),
  city: requiredText(PARTNERSHIP_MAX_LENGTH.city, { required: key("city", "required"), tooLong: key("city", "tooLong") }),
  // A line left wholly empty arrives as nothing: it is asked for field by field, like any other.
  lines: z
    .array(
      z.preprocess((line) => line ?? {}, lineSchema),
      { error: key("lines", "required") },
    )
    .min(1, key("lines", "required"))
    .max(MAX_REQUEST_LINES, key("lines", "tooMany")),
  languages: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(oneOf(SPOKEN_LANGUAGES, key("languages", "invalid")), { error: key("languages", "invalid") })
      .transform((languages) => [...new Set(languages)]),
  ),
  housing: checkbox(),
  meals: checkbox(),
  plan: z
    .union([z.literal(""), oneOf(PLAN_IDS, key("plan", "invalid"))], { error: key("plan", "invalid") })
    .optional()
    .transform((value) => value || null),
  message: optionalText(PARTNERSHIP_MAX_LENGTH.message, key("message", "tooLong")),
});

export type PartnershipInput = z.input<typeof partnershipSchema>;
export type PartnershipRequest = z.output<typeof partnershipSchema>;
