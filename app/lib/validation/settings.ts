/**
 * The admin settings form (spec section 9), one zod schema checked in the browser and by the
 * server (decision 0010). Messages are i18n keys of the `admin-settings` namespace.
 */
import * as z from "zod";
import { checkbox, emailAddress, requiredText, wholeNumber } from "./rules";
import {
  RETENTION_FIELDS,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  SEND_RATE_MAX,
  SEND_RATE_MIN,
  SETTINGS_SWITCHES,
  SITE_NAME_MAX,
} from "./settings-fields";

export * from "./settings-fields";

/** Left empty: "required"; anything but a whole number within bounds: "out of range". */
const days = () =>
  z
    .string({ error: "admin-settings:errors.retentionRequired" })
    .trim()
    .min(1, "admin-settings:errors.retentionRequired")
    // The coercing rule reads any input; here it reads the trimmed text.
    .pipe(
      wholeNumber({ min: RETENTION_MIN_DAYS, max: RETENTION_MAX_DAYS }, "admin-settings:errors.retentionRange") as z.ZodType<
        number,
        string
      >,
    );

const each = <const Names extends readonly string[], Rule extends z.ZodType>(names: Names, rule: () => Rule) =>
  Object.fromEntries(names.map((name) => [name, rule()])) as Record<Names[number], Rule>;

export const settingsSchema = z.object({
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
  campaignSendRatePerMinute: z
    .string({ error: "admin-settings:errors.sendRateRange" })
    .trim()
    .min(1, "admin-settings:errors.sendRateRange")
    .pipe(
      wholeNumber({ min: SEND_RATE_MIN, max: SEND_RATE_MAX }, "admin-settings:errors.sendRateRange") as z.ZodType<number, string>,
    ),
});
