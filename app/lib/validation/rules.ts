/**
 * The rules every form schema is built from, each written once: text fields, the email address,
 * whole numbers in a range, a record's id, choices from a list. Messages are i18n keys (with their namespace);
 * the field kit translates them (decision 0010).
 */
import * as z from "zod";
import { EMAIL_MAX_LENGTH } from "./limits";

/**
 * The one email rule of the project: no spaces, one @, a dot in the domain (docs/product.md section 5).
 * Control characters count as spaces: no address holds one, and PostgreSQL cannot store a NUL.
 */
const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

export interface RequiredMessages {
  required: string;
}

/** A trimmed text that must be there, at most `max` characters. */
export function requiredText(max: number, messages: RequiredMessages & { tooLong: string }) {
  return z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong);
}

/** A trimmed text that may be left empty (read as ""), at most `max` characters. */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value ?? "");
}

/** An email address, trimmed and lowercased (how every address is stored, docs/product.md section 3). */
export function emailAddress(messages: RequiredMessages & { invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(EMAIL_MAX_LENGTH, messages.invalid)
    .regex(EMAIL_PATTERN, messages.invalid)
    .toLowerCase();
}

/** Stored form of an address typed anywhere (trimmed, lowercased), for lookups outside a form. */
export { normalizeEmail } from "../email-address";

/** One of a fixed list of values. */
export function oneOf<const Values extends readonly string[]>(values: Values, required: string) {
  // A list built at run time (the markets) is not typed as a non-empty tuple; z.enum needs one.
  return z.enum(values as unknown as readonly [Values[number], ...Values[number][]], { error: required });
}

/** A whole number within bounds, typed in a text or number control. */
export function wholeNumber(bounds: { min: number; max: number }, message: string) {
  return z.coerce.number({ error: message }).int(message).min(bounds.min, message).max(bounds.max, message);
}

/** The largest id both engines store: PostgreSQL's `serial` is a 32-bit integer, and comparing with a larger one is an SQL error. */
export const RECORD_ID_MAX = 2_147_483_647;

/**
 * The one rule of a stored record's id as a form, a query string or a route path carries it: the
 * canonical decimal (no sign, no leading zero, no spaces) of a whole number from 1 to
 * RECORD_ID_MAX, read as that number.
 */
export function recordId(invalid: string) {
  return z
    .string({ error: invalid })
    .regex(/^[1-9]\d{0,9}$/, invalid)
    .transform(Number)
    .refine((id) => id <= RECORD_ID_MAX, invalid);
}

const anyRecordId = recordId("invalidId");

/** A record's id read outside a form's schema (a query parameter, a route parameter, one of a list): the number, or undefined. */
export function readRecordId(value: unknown): number | undefined {
  const parsed = anyRecordId.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A checkbox: present ("on") or absent. */
export const checkbox = () => z.stringbool({ truthy: ["on", "true", "1"], falsy: ["off", "false", "0", ""] }).default(false);

/**
 * The first message of each field of a failed parse, keyed by field name (a form-wide message
 * under ""): the domain result a service returns when it is handed input no form checked.
 */
export function fieldErrorsOf<Field extends string>(error: z.ZodError): Partial<Record<Field | "", string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= issue.message;
  }
  return errors as Partial<Record<Field | "", string>>;
}

/** Digits with optional +, spaces, dots, dashes and parentheses; 7 to 15 digits (E.164 allows 15). */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

/** A phone number that may be left empty (read as ""); when given it must look like one. */
export function optionalPhone(max: number, invalid: string) {
  return optionalText(max, invalid).refine((phone) => {
    if (phone === "") return true;
    const digits = phone.replace(/\D/g, "").length;
    return PHONE_PATTERN.test(phone) && digits >= 7 && digits <= 15;
  }, invalid);
}

/** A calendar day as a date input posts it: YYYY-MM-DD, a day that exists. */
export const calendarDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      message,
    );

/** A calendar day that may be left empty (read as null). */
export const optionalCalendarDay = (message: string) =>
  z
    .union([z.literal(""), calendarDay(message)])
    .optional()
    .transform((value) => value || null);

/** At least one value, each from a fixed list (a checkbox group); a single value reads as a list of one. */
export function someOf<const Values extends readonly string[]>(values: Values, required: string) {
  return z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(oneOf(values, required), { error: required }).min(1, required),
  );
}

/**
 * The message of an admin page's `z.discriminatedUnion("intent", ...)` when the posted intent is
 * none of its own, or missing: the action answers it form-wide with 400 (decisions 0006, 0010).
 */
export const INTENT_UNKNOWN = { error: "admin:errors.unknownIntent" } as const;
