/**
 * The application form (decision 0035), the same in the browser and on the server: who the
 * applicant is and how to reach them (an email address or a phone, at least one), where they
 * live, what they speak and want, when they can start, the opening's screening answers and the
 * consents. The answers' rules come from the opening's questions, so the schema is made per
 * opening; the server makes it from the stored questions, never from what the form says they were.
 * Messages are keys of the `apply` namespace.
 */
import * as z from "zod";
import { POSITIONS } from "~/lib/careers";
import { EXPERIENCE_YEARS_MAX, SPOKEN_LANGUAGES } from "~/lib/careers/applications";
import {
  type AnswerField,
  APPLICANT_COUNTRIES,
  APPLICATION_MAX_LENGTH,
  type AskedQuestion,
  answerField,
  dayBefore,
} from "./application-fields";
import { isCalendarDate } from "./partnership";
import { checkbox, emailAddress, oneOf, optionalPhone, optionalText, requiredText, someOf, wholeNumber } from "./rules";

const key = (field: string, rule: string) => `apply:errors.${field}.${rule}`;

/** One screening answer's rule: yes or no, a choice's index, or a short text; each is required. */
function answerRule(question: AskedQuestion) {
  const required = key("answer", "required");
  if (question.kind === "text") {
    return requiredText(APPLICATION_MAX_LENGTH.answer, { required, tooLong: key("answer", "tooLong") });
  }
  const values =
    question.kind === "yesNo" ? ["yes", "no"] : Array.from({ length: question.choiceCount }, (_, index) => String(index));
  return z.string({ error: required }).refine((value) => values.includes(value), required);
}

/**
 * The form's schema for an opening's questions (none for the talent pool). `today` (YYYY-MM-DD,
 * UTC) bounds the availability: a day in the past is allowed, for an applicant a time zone behind.
 */
export function applicationSchema(questions: readonly AskedQuestion[], today: string) {
  const earliest = dayBefore(today);
  const answers = Object.fromEntries(questions.map((question, index) => [answerField(index), answerRule(question)])) as Record<
    AnswerField,
    ReturnType<typeof answerRule>
  >;
  return z
    .object({
      full_name: requiredText(APPLICATION_MAX_LENGTH.full_name, {
        required: key("fullName", "required"),
        tooLong: key("fullName", "tooLong"),
      }),
      email: emailAddress({ required: key("email", "invalid"), invalid: key("email", "invalid") })
        .optional()
        .transform((value) => value ?? ""),
      phone: optionalPhone(APPLICATION_MAX_LENGTH.phone, key("phone", "invalid")),
      phone_whatsapp: checkbox(),
      country: oneOf(APPLICANT_COUNTRIES, key("country", "required")),
      city: requiredText(APPLICATION_MAX_LENGTH.city, { required: key("city", "required"), tooLong: key("city", "tooLong") }),
      languages: someOf(SPOKEN_LANGUAGES, key("languages", "required")),
      positions: someOf(POSITIONS, key("positions", "required")),
      available_from: optionalText(10, key("availableFrom", "invalid"))
        .refine((date) => date === "" || isCalendarDate(date), key("availableFrom", "invalid"))
        .refine((date) => date === "" || !isCalendarDate(date) || date >= earliest, key("availableFrom", "past")),
      experience_years: wholeNumber({ min: 0, max: EXPERIENCE_YEARS_MAX }, key("experienceYears", "range")),
      note: optionalText(APPLICATION_MAX_LENGTH.note, key("note", "tooLong")),
      consent: checkbox().refine((given) => given, key("consent", "required")),
      talent_pool: checkbox(),
      // Optional: to be put before a client hotel, and to have the CV shown to it (decision 0038).
      present_consent: checkbox(),
      cv_consent: checkbox(),
    })
    .extend(answers)
    .refine((value) => value.email !== "" || value.phone !== "", {
      // Beside the email field, the first of the two; checked even while other fields are wrong.
      path: ["email"],
      message: key("email", "emailOrPhone"),
      when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === "email" || issue.path?.[0] === "phone"),
    });
}

export type ApplicationSchema = ReturnType<typeof applicationSchema>;
/** The parsed form; the answers sit under `answerField(index)`. */
export type ApplicationForm = z.output<ApplicationSchema> & Partial<Record<AnswerField, string>>;
