/**
 * The opening editor's form (decision 0032), checked in the browser and by the server (decision
 * 0010): the texts per language (English required; a started translation needs its title and
 * description), where and what the job is, pay (optional, all or nothing), dates, and the
 * screening questions, named `questions.<n>.<part>`. "Add a question" and "Remove" post the form
 * as typed under their own intents, which check nothing: the page comes back with one question
 * more or less, without JavaScript too. Messages are `admin-openings` keys.
 */
import * as z from "zod";
import {
  allowsPlacement,
  CURRENCIES,
  citiesOf,
  OPENING_COUNTRIES,
  type OpeningDraft,
  type OpeningText,
  PAY_UNITS,
  PLACEMENTS,
  POSITIONS,
  QUESTION_KINDS,
  type ScreeningQuestion,
  UNITED_STATES,
} from "~/lib/careers";
import {
  OPENING_MAX_LENGTH as MAX,
  OPENING_MAX_CHOICES,
  OPENING_MAX_QUESTIONS,
  OPENING_PAY_MAX,
  OPENING_PEOPLE_BOUNDS,
} from "./limits";
import {
  calendarDay,
  checkbox,
  INTENT_UNKNOWN,
  oneOf,
  optionalCalendarDay,
  optionalText,
  requiredText,
  wholeNumber,
} from "./rules";

const ns = (key: string) => `admin-openings:errors.${key}`;
const REQUIRED = ns("required");
const TOO_LONG = ns("tooLong");
const required = (max: number) => requiredText(max, { required: REQUIRED, tooLong: TOO_LONG });

const englishText = z.object({
  title: required(MAX.title),
  employerDescription: optionalText(MAX.employerDescription, TOO_LONG),
  description: required(MAX.markdown),
  duties: optionalText(MAX.markdown, TOO_LONG),
  requirements: optionalText(MAX.markdown, TOO_LONG),
});

/** A translation: absent when left empty; once started, its title and description are needed. */
const translation = z
  .object({
    title: optionalText(MAX.title, TOO_LONG),
    employerDescription: optionalText(MAX.employerDescription, TOO_LONG),
    description: optionalText(MAX.markdown, TOO_LONG),
    duties: optionalText(MAX.markdown, TOO_LONG),
    requirements: optionalText(MAX.markdown, TOO_LONG),
    upToDate: checkbox(),
  })
  .optional()
  .superRefine((value, context) => {
    if (!value || !(value.title || value.description || value.duties || value.requirements || value.employerDescription)) return;
    for (const field of ["title", "description"] as const)
      if (!value[field]) context.addIssue({ code: "custom", path: [field], message: ns("translationIncomplete") });
  })
  .transform((value): (OpeningText & { upToDate: boolean }) | undefined => (value?.title ? value : undefined));

/** An amount typed with a dot or a comma for decimals, at most two of them; "" is no amount. */
const amount = z
  .string()
  .trim()
  .optional()
  .transform((value) => value?.replace(",", ".") ?? "")
  .refine((value) => value === "" || /^\d{1,8}(\.\d{1,2})?$/.test(value), ns("pay"))
  .transform((value) => (value === "" ? null : Number(value)))
  .refine((value) => value === null || value <= OPENING_PAY_MAX, ns("pay"));

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const choiceLines = z
  .string()
  .max(OPENING_MAX_CHOICES * (MAX.choice + 2), TOO_LONG)
  .optional()
  .transform((value) => lines(value ?? ""));

const question = z
  .object({
    kind: oneOf(QUESTION_KINDS, ns("questionKind")),
    prompt: z.object(
      {
        en: required(MAX.prompt),
        es: optionalText(MAX.prompt, TOO_LONG),
        fr: optionalText(MAX.prompt, TOO_LONG),
      },
      { error: REQUIRED },
    ),
    choices: z.object({ en: choiceLines, es: choiceLines, fr: choiceLines }).optional(),
    disqualifying: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter(Boolean)),
  })
  .superRefine((value, context) => {
    const choices = value.choices ?? { en: [], es: [], fr: [] };
    if (value.kind === "choice") {
      if (choices.en.length < 2 || choices.en.length > OPENING_MAX_CHOICES)
        context.addIssue({ code: "custom", path: ["choices", "en"], message: ns("choices") });
      if (choices.en.some((choice) => choice.length > MAX.choice))
        context.addIssue({ code: "custom", path: ["choices", "en"], message: TOO_LONG });
      for (const language of ["es", "fr"] as const)
        if (choices[language].length > 0 && choices[language].length !== choices.en.length)
          context.addIssue({ code: "custom", path: ["choices", language], message: ns("choicesCount") });
    }
    const allowed =
      value.kind === "yesNo" ? ["yes", "no"] : value.kind === "choice" ? choices.en.map((_, index) => String(index)) : [];
    if (value.disqualifying.some((answer) => !allowed.includes(answer)))
      context.addIssue({ code: "custom", path: ["disqualifying"], message: ns("disqualifying") });
    if (value.kind === "yesNo" && value.disqualifying.length > 1)
      context.addIssue({ code: "custom", path: ["disqualifying"], message: ns("disqualifying") });
  })
  .transform(({ kind, prompt, choices, disqualifying }): ScreeningQuestion => {
    const kept = choices ?? { en: [], es: [], fr: [] };
    const optional = <T>(key: "es" | "fr", value: T, present: boolean) => (present ? { [key]: value } : {});
    return {
      kind,
      prompt: { en: prompt.en, ...optional("es", prompt.es, prompt.es !== ""), ...optional("fr", prompt.fr, prompt.fr !== "") },
      choices:
        kind === "choice"
          ? {
              en: kept.en,
              ...optional("es", kept.es, kept.es.length > 0),
              ...optional("fr", kept.fr, kept.fr.length > 0),
            }
          : { en: [] },
      disqualifying: [...new Set(disqualifying)],
    };
  });

/** The questions as posted (`questions.0`, `questions.3`, ...), in the order of their numbers. */
const questions = z
  .record(z.string().regex(/^\d{1,3}$/), question)
  .optional()
  .transform((value) =>
    Object.entries(value ?? {})
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, entry]) => entry),
  )
  .refine((value) => value.length <= OPENING_MAX_QUESTIONS, ns("tooManyQuestions"));

/** A market's city ("ke:mombasa"), or the United States ("us") with its city typed in `usCity`. */
const LOCATIONS = OPENING_COUNTRIES.flatMap((country) =>
  country === UNITED_STATES ? [UNITED_STATES] : (citiesOf(country) ?? []).map((city) => `${country}:${city}`),
);

const draftFields = {
  content: z.object({ en: englishText, es: translation, fr: translation }, { error: REQUIRED }),
  position: oneOf(POSITIONS, ns("position")),
  placement: oneOf(PLACEMENTS, ns("placement")),
  location: oneOf(LOCATIONS, ns("location")),
  usCity: optionalText(MAX.city, TOO_LONG),
  employerName: optionalText(MAX.employer, TOO_LONG),
  housing: checkbox(),
  meals: checkbox(),
  transport: checkbox(),
  payMin: amount,
  payMax: amount,
  payCurrency: z.union([z.literal(""), oneOf(CURRENCIES, ns("currency"))]).optional(),
  payUnit: z.union([z.literal(""), oneOf(PAY_UNITS, ns("payUnit"))]).optional(),
  startDate: calendarDay(ns("date")),
  seasonEnd: optionalCalendarDay(ns("date")),
  peopleWanted: wholeNumber(OPENING_PEOPLE_BOUNDS, ns("people")),
  closesOn: calendarDay(ns("date")),
  questions,
};

type DraftFields = z.output<z.ZodObject<typeof draftFields>>;

/** The rules between fields; each message sits beside the field it is about. */
function checkDraft(value: DraftFields, context: z.RefinementCtx) {
  const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message: ns(message) });
  if (!allowsPlacement(value.position, value.placement)) issue("placement", "longTermOnly");
  if (value.location === UNITED_STATES && !value.usCity) issue("usCity", "usCity");
  if (!value.employerName && !value.content.en.employerDescription)
    context.addIssue({ code: "custom", path: ["content", "en", "employerDescription"], message: ns("employer") });
  if (value.placement === "seasonal" && !value.seasonEnd) issue("seasonEnd", "seasonEnd");
  if (value.seasonEnd && value.seasonEnd <= value.startDate) issue("seasonEnd", "seasonEndOrder");
  const payParts = [value.payMin !== null, Boolean(value.payCurrency), Boolean(value.payUnit)];
  if (payParts.some(Boolean) || value.payMax !== null) {
    if (value.payMin === null) issue("payMin", "payIncomplete");
    if (!value.payCurrency) issue("payCurrency", "payIncomplete");
    if (!value.payUnit) issue("payUnit", "payIncomplete");
    if (value.payMin !== null && value.payMax !== null && value.payMax < value.payMin) issue("payMax", "payOrder");
  }
}

function toDraft(value: DraftFields): OpeningDraft {
  const [country = "", city = ""] = value.location === UNITED_STATES ? [UNITED_STATES, value.usCity] : value.location.split(":");
  const { en, es, fr } = value.content;
  return {
    content: { en, ...(es ? { es } : {}), ...(fr ? { fr } : {}) },
    position: value.position,
    placement: value.placement,
    country,
    city,
    employerName: value.employerName || null,
    housing: value.housing,
    meals: value.meals,
    transport: value.transport,
    pay:
      value.payMin !== null && value.payCurrency && value.payUnit
        ? { min: value.payMin, max: value.payMax ?? value.payMin, currency: value.payCurrency, unit: value.payUnit }
        : null,
    startDate: value.startDate,
    seasonEnd: value.placement === "seasonal" ? value.seasonEnd : null,
    peopleWanted: value.peopleWanted,
    closesOn: value.closesOn,
    questions: value.questions,
  };
}

export const openingDraftSchema = z.object(draftFields).superRefine(checkDraft).transform(toDraft);

/** The whole form, as the editor posts it under an intent that saves it. */
const save = z
  .object({ intent: z.literal("save"), ...draftFields })
  .superRefine((value, context) => checkDraft(value, context))
  .transform(({ intent, ...fields }) => ({ intent, draft: toDraft(fields) }));

/**
 * "Add a question" and "Remove": the form is taken as typed, nothing is checked or saved. Remove
 * names its question in the address it posts to (`?question=<n>`), as a button carries one value.
 */
const reshape = (intent: "addQuestion" | "removeQuestion") => z.object({ intent: z.literal(intent) });

/** The new opening page's form (decision 0010). */
export const newOpeningSchema = z.discriminatedUnion(
  "intent",
  [save, reshape("addQuestion"), reshape("removeQuestion")],
  INTENT_UNKNOWN,
);

const on = <const Intent extends string>(intent: Intent) => z.object({ intent: z.literal(intent) });

/** Every form of an opening's page: the editor, and the moves between draft, published and closed. */
export const openingActionSchema = z.discriminatedUnion(
  "intent",
  [save, reshape("addQuestion"), reshape("removeQuestion"), on("publish"), on("close"), on("reopen")],
  INTENT_UNKNOWN,
);

export type OpeningAction = z.output<typeof openingActionSchema>;
export type NewOpeningAction = z.output<typeof newOpeningSchema>;

/**
 * The editor's checks in the browser: the form posted by its Save button, or by "Add a question"
 * and "Remove", which check nothing. Typing after a refusal revalidates without a button: as a save.
 */
export const openingEditorSchema = z.preprocess(
  (value) => (value !== null && typeof value === "object" && !("intent" in value) ? { ...value, intent: "save" } : value),
  openingActionSchema,
);
