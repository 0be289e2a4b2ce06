/**
 * The forms of the campaign pages (decision 0013), checked in the browser and by the server (decision
 * 0010): the composer (English required; Spanish and French optional, but a started translation
 * needs its subject and body), a test send, and a schedule. Messages are `admin-campaigns` keys.
 */
import * as z from "zod";
import { LANGUAGES } from "~/i18n/languages";
import type { CampaignDraft, CampaignLanguageContent } from "~/lib/campaigns";
import { CAMPAIGN_MAX_LENGTH as MAX, TIME_ZONE_OFFSET_BOUNDS } from "./limits";
import { INTENT_UNKNOWN, oneOf, optionalText, requiredText, wholeNumber } from "./rules";

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

const draftFields = {
  name: requiredText(MAX.name, { required: REQUIRED, tooLong: TOO_LONG }),
  content: z.object({ en: english, es: translation, fr: translation }, { error: REQUIRED }),
};

type DraftFields = z.output<z.ZodObject<typeof draftFields>>;

const toDraft = ({ name, content: { en, es, fr } }: DraftFields): CampaignDraft => ({
  name,
  content: { en, ...(es ? { es } : {}), ...(fr ? { fr } : {}) },
});

export const campaignDraftSchema = z.object(draftFields).transform(toDraft);

const language = oneOf(LANGUAGES, "admin-campaigns:errors.language");
export const sendTestSchema = z.object({ language });

/**
 * A `datetime-local` value read in the browser's zone: `offset` is what `Date#getTimezoneOffset`
 * gives there (minutes to add to reach UTC). Without JavaScript nothing fills it, and it reads as UTC.
 */
const scheduleFields = {
  at: z
    .string({ error: "admin-campaigns:errors.when" })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "admin-campaigns:errors.when"),
  offset: wholeNumber(TIME_ZONE_OFFSET_BOUNDS, "admin-campaigns:errors.when").optional(),
};
const toDate = ({ at, offset }: { at: string; offset?: number | undefined }) =>
  new Date(Date.parse(`${at}Z`) + (offset ?? 0) * 60_000);
const isValid = (at: Date) => !Number.isNaN(at.getTime());
const isFuture = (at: Date) => at.getTime() > Date.now();

export const scheduleSchema = z
  .object(scheduleFields)
  .transform(toDate)
  .refine(isValid, "admin-campaigns:errors.when")
  .refine(isFuture, { message: "admin-campaigns:errors.past", path: ["at"] });

export type ScheduleValue = z.output<typeof scheduleSchema>;

/** `save` of the composer: the draft, with the intent kept beside it. */
const save = z
  .object({ intent: z.literal("save"), ...draftFields })
  .transform(({ intent, ...fields }) => ({ intent, draft: toDraft(fields) }));

const on = <const Intent extends string>(intent: Intent) => z.object({ intent: z.literal(intent) });

/** The new campaign page's one form (decision 0010). */
export const newCampaignSchema = z.discriminatedUnion("intent", [save], INTENT_UNKNOWN);

/** Every form of a campaign's page, one union on the intent each posts (decision 0010). */
export const campaignActionSchema = z.discriminatedUnion(
  "intent",
  [
    save,
    z.object({ intent: z.literal("sendTest"), language }),
    z
      .object({ intent: z.literal("schedule"), ...scheduleFields })
      .transform(({ intent, ...fields }) => ({ intent, at: toDate(fields) }))
      .refine(({ at }) => isValid(at), "admin-campaigns:errors.when")
      .refine(({ at }) => isFuture(at), { message: "admin-campaigns:errors.past", path: ["at"] }),
    on("unschedule"),
    on("sendNow"),
    on("pause"),
    on("resume"),
    on("cancel"),
    on("delete"),
  ],
  INTENT_UNKNOWN,
);

export type CampaignAction = z.output<typeof campaignActionSchema>;
