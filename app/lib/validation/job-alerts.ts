/**
 * The job-alert forms (decision 0036): the sign-up (an address and, for each of positions,
 * countries and kinds of placement, any number of ticks, none meaning "any"), and the token forms
 * of the confirmation and unsubscribe pages. Messages are keys of the `job-alerts` namespace.
 */
import * as z from "zod";
import { OPENING_COUNTRIES, PLACEMENTS, POSITIONS } from "~/lib/careers";
import { emailAddress, INTENT_UNKNOWN, oneOf, recordId, requiredText } from "./rules";
import { SUBSCRIPTION_TOKEN_MAX_LENGTH } from "./unsubscribe";

const message = (key: string) => `job-alerts:errors.${key}`;

/** Any number of values from a fixed list, each once; a single value reads as a list of one. */
function anyOf<const Values extends readonly string[]>(values: Values, invalid: string) {
  return z.preprocess(
    (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(oneOf(values, invalid), { error: invalid })
      .max(values.length * 2, invalid)
      .transform((list) => [...new Set(list)]),
  );
}

export const jobAlertSchema = z.object({
  email: emailAddress({ required: message("emailRequired"), invalid: message("emailInvalid") }),
  positions: anyOf(POSITIONS, message("choiceInvalid")),
  countries: anyOf(OPENING_COUNTRIES, message("choiceInvalid")),
  kinds: anyOf(PLACEMENTS, message("choiceInvalid")),
});

export type JobAlertSignUp = z.output<typeof jobAlertSchema>;

export const JOB_ALERT_TOKEN_INVALID = message("tokenInvalid");

export const jobAlertTokenSchema = z.object({
  token: requiredText(SUBSCRIPTION_TOKEN_MAX_LENGTH, { required: JOB_ALERT_TOKEN_INVALID, tooLong: JOB_ALERT_TOKEN_INVALID }),
});

/** Staff's change on the job-alert subscribers page: delete one, by its id. */
export const jobAlertSubscriberChangeSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("delete"), id: recordId(message("admin.invalidId")) })],
  INTENT_UNKNOWN,
);
