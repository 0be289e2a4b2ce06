/**
 * The admin settings form (docs/product.md section 9), one zod schema checked in the browser and by the
 * server (decision 0010). Messages are i18n keys of the `admin-settings` namespace.
 */
import * as z from "zod";
import { checkbox, emailAddress, INTENT_UNKNOWN, requiredText, wholeNumber } from "./rules";
import {
  BACKUP_KEEP_MAX,
  BACKUP_KEEP_MIN,
  PRIVACY_REQUEST_DAYS_MAX,
  PRIVACY_REQUEST_DAYS_MIN,
  RETENTION_FIELDS,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  SEND_RATE_MAX,
  SEND_RATE_MIN,
  SETTINGS_SWITCHES,
  SITE_NAME_MAX,
  SOFT_BOUNCE_LIMIT_MAX,
  SOFT_BOUNCE_LIMIT_MIN,
  SOFT_BOUNCE_WINDOW_MAX,
  SOFT_BOUNCE_WINDOW_MIN,
} from "./settings-fields";

export * from "./settings-fields";

/** A required whole number within bounds: left empty, `required`; anything else off, `outOfRange`. */
const wholeNumberIn = (min: number, max: number, messages: { required: string; outOfRange: string }) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    // The coercing rule reads any input; here it reads the trimmed text.
    .pipe(wholeNumber({ min, max }, messages.outOfRange) as z.ZodType<number, string>);

const days = () =>
  wholeNumberIn(RETENTION_MIN_DAYS, RETENTION_MAX_DAYS, {
    required: "admin-settings:errors.retentionRequired",
    outOfRange: "admin-settings:errors.retentionRange",
  });

const each = <const Names extends readonly string[], Rule extends z.ZodType>(names: Names, rule: () => Rule) =>
  Object.fromEntries(names.map((name) => [name, rule()])) as Record<Names[number], Rule>;

/** Its one intent, `save`, in the same `intent` union as every admin page's form. */
const settingsFields = z.object({
  intent: z.literal("save"),
  siteName: requiredText(SITE_NAME_MAX, {
    required: "admin-settings:errors.siteNameRequired",
    tooLong: "admin-settings:errors.siteNameTooLong",
  }),
  // Optional: when left empty, the company address receives the notifications.
  contactEmail: emailAddress({
    required: "admin-settings:errors.contactEmailInvalid",
    invalid: "admin-settings:errors.contactEmailInvalid",
  })
    .optional()
    .transform((email) => email ?? ""),
  ...each(SETTINGS_SWITCHES, checkbox),
  ...each(RETENTION_FIELDS, days),
  campaignSendRatePerMinute: wholeNumberIn(SEND_RATE_MIN, SEND_RATE_MAX, {
    required: "admin-settings:errors.sendRateRange",
    outOfRange: "admin-settings:errors.sendRateRange",
  }),
  // A time of day in UTC, as a time input sends it; left empty, no scheduled backups (decision 0019).
  backupTime: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "admin-settings:errors.backupTimeInvalid")
    .optional()
    .transform((time) => time ?? ""),
  backupKeep: wholeNumberIn(BACKUP_KEEP_MIN, BACKUP_KEEP_MAX, {
    required: "admin-settings:errors.backupKeepRange",
    outOfRange: "admin-settings:errors.backupKeepRange",
  }),
  softBounceLimit: wholeNumberIn(SOFT_BOUNCE_LIMIT_MIN, SOFT_BOUNCE_LIMIT_MAX, {
    required: "admin-settings:errors.softBounceLimitRange",
    outOfRange: "admin-settings:errors.softBounceLimitRange",
  }),
  softBounceWindowDays: wholeNumberIn(SOFT_BOUNCE_WINDOW_MIN, SOFT_BOUNCE_WINDOW_MAX, {
    required: "admin-settings:errors.softBounceWindowRange",
    outOfRange: "admin-settings:errors.softBounceWindowRange",
  }),
  privacyRequestDays: wholeNumberIn(PRIVACY_REQUEST_DAYS_MIN, PRIVACY_REQUEST_DAYS_MAX, {
    required: "admin-settings:errors.privacyRequestDaysRange",
    outOfRange: "admin-settings:errors.privacyRequestDaysRange",
  }),
});

export const settingsSchema = z.discriminatedUnion("intent", [settingsFields], INTENT_UNKNOWN);
