/**
 * Staff's answers to a person's privacy request (decision 0041), one schema told apart by the
 * `intent` each form posts, read by the request page's action and checked in the browser
 * (decision 0010): send the copy, erase everything (only once staff tick that it cannot be
 * undone), or refuse with the reason the person is told. Messages are `admin-privacy` keys.
 */
import * as z from "zod";
import { REFUSAL_REASON_MAX } from "~/lib/privacy/requests";
import { INTENT_UNKNOWN, requiredText } from "./rules";

const ns = (key: string) => `admin-privacy:errors.${key}`;

const sendCopy = z.object({ intent: z.literal("sendCopy") });

/** The tick is the form's second step: an erasure cannot be taken back (decision 0040 keeps it through restores). */
const erase = z.object({
  intent: z.literal("erase"),
  confirm: z.literal("on", { error: ns("confirmRequired") }),
});

const refuse = z.object({
  intent: z.literal("refuse"),
  reason: requiredText(REFUSAL_REASON_MAX, { required: ns("reasonRequired"), tooLong: ns("reasonTooLong") }),
});

export const privacyAnswerSchema = z.discriminatedUnion("intent", [sendCopy, erase, refuse], INTENT_UNKNOWN);
export type PrivacyAnswer = z.output<typeof privacyAnswerSchema>;

/** The browser's copies (decision 0010), loaded with the forms that check as they are filled. */
export const loadEraseSchema = async () => erase;
export const loadRefuseSchema = async () => refuse;
