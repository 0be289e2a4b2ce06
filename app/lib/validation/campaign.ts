/**
 * The forms of the campaign pages (issue 14), checked in the browser and by the server (decision
 * 0010): the composer (English required; Spanish and French optional, but a started translation
 * needs its subject and body), a test send, and a schedule. Messages are `admin-campaigns` keys.
 */
import * as z from "zod";
import { LANGUAGES } from "~/i18n/languages";
import type { CampaignDraft, CampaignLanguageContent } from "~/lib/campaigns";
import { CAMPAIGN_MAX_LENGTH as MAX, TIME_ZONE_OFFSET_BOUNDS } from "./limits";
import { oneOf, optionalText, requiredText, wholeNumber } from "./rules";

const REQUIRED = "admin-campaigns:errors.required";
const TOO_LONG = "admin-campaigns:errors.tooLong";
const INCOMPLETE = "admin-campaigns:errors.translationIncomplete";

const english = z.object({
  subject: requiredText(MAX.subject, { required: REQUIRED, tooLong: TOO_LONG }),
  preheader: optionalText(MAX.preheader, TOO_LONG),
  body: requiredText(MAX.body, { required: REQUIRED, tooLong: TOO_LONG }),
});

/** A translation: absent when left empty; once started, its subject and body are both needed. */
const translation = z
  .object({
    subject: optionalText(MAX.subject, TOO_LONG),
    preheader: optionalText(MAX.preheader, TOO_LONG),
    body: optionalText(MAX.body, TOO_LONG),
  })
  .optional()
  .superRefine((value, context) => {
    if (!value || !(value.subject || value.preheader || value.body)) return;
    for (const field of ["subject", "body"] as const)
      if (!value[field]) context.addIssue({ code: "custom", path: [field], message: INCOMPLETE });
  })
  .transform((value): CampaignLanguageContent | undefined => (value?.subject ? value : undefined));

export const campaignDraftSchema = z
  .object({
    name: requiredText(MAX.name, { required: REQUIRED, tooLong: TOO_LONG }),
    content: z.object({ en: english, es: translation, fr: translation }, { error: REQUIRED }),
  })
  .transform(
    ({ name, content: { en, es, fr } }): CampaignDraft => ({
      name,
      content: { en, ...(es ? { es } : {}), ...(fr ? { fr } : {}) },
    }),
  );

export const sendTestSchema = z.object({ language: oneOf(LANGUAGES, "admin-campaigns:errors.language") });

/**
 * A `datetime-local` value read in the browser's zone: `offset` is what `Date#getTimezoneOffset`
 * gives there (minutes to add to reach UTC). Without JavaScript nothing fills it, and it reads as UTC.
 */
export const scheduleSchema = z
  .object({
    at: z
      .string({ error: "admin-campaigns:errors.when" })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "admin-campaigns:errors.when"),
    offset: wholeNumber(TIME_ZONE_OFFSET_BOUNDS, "admin-campaigns:errors.when").optional(),
  })
  .transform(({ at, offset }) => new Date(Date.parse(`${at}Z`) + (offset ?? 0) * 60_000))
  .refine((at) => !Number.isNaN(at.getTime()), "admin-campaigns:errors.when")
  .refine((at) => at.getTime() > Date.now(), { message: "admin-campaigns:errors.past", path: ["at"] });

export type ScheduleValue = z.output<typeof scheduleSchema>;
