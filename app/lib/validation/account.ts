/**
 * My account's forms: change the password, turn two-factor on (confirm it with a code) or off,
 * save one's preferences (the weekly traffic summary, decision 0016), end one's other sessions
 * (one by its id, or all of them; decision 0024); one schema told apart by
 * `intent` (decision 0010). The password form carries the person's own address (`email`; the
 * server puts in the one it knows) so a password equal to it is refused. Passkeys (decision 0023):
 * ask for a challenge, add the browser's new credential under a name, rename one, remove one.
 */
import * as z from "zod";
import { LANGUAGES } from "~/i18n/languages";
import { ceremonyAnswer, passkeyId, passkeyName } from "./passkeys";
import { differsFromEmail, newPassword, passwordNotEmail } from "./password";
import { checkbox, INTENT_UNKNOWN, oneOf } from "./rules";

const password = z.string({ error: "auth:errors.passwordRequired" });
/** A session's id (Better Auth's, a UUID); anything longer is no session of ours. */
const sessionId = z
  .string({ error: "admin-account:errors.sessionNotFound" })
  .min(1, "admin-account:errors.sessionNotFound")
  .max(64, "admin-account:errors.sessionNotFound");

export const accountSchema = z.discriminatedUnion(
  "intent",
  [
    z
      .object({
        intent: z.literal("changePassword"),
        email: z.string().optional(),
        currentPassword: z.string({ error: "admin-account:errors.currentRequired" }),
        newPassword: newPassword(),
        confirm: z.string().optional(),
      })
      .refine((input) => differsFromEmail(input.newPassword, input.email ?? ""), passwordNotEmail("newPassword")[1])
      .refine((input) => input.confirm === input.newPassword, { error: "auth:errors.passwordsDiffer", path: ["confirm"] }),
    z.object({ intent: z.literal("enableTwoFactor"), password }),
    z.object({ intent: z.literal("disableTwoFactor"), password }),
    z.object({
      intent: z.literal("verifyTwoFactor"),
      code: z
        .string({ error: "auth:errors.codeInvalid" })
        .transform((code) => code.replace(/\s+/g, ""))
        .pipe(z.string().regex(/^\d{6}$/, "auth:errors.codeInvalid")),
    }),
    z.object({ intent: z.literal("passkeyOptions") }),
    z.object({ intent: z.literal("addPasskey"), name: passkeyName(), response: ceremonyAnswer() }),
    z.object({ intent: z.literal("renamePasskey"), id: passkeyId(), name: passkeyName() }),
    z.object({ intent: z.literal("removePasskey"), id: passkeyId() }),
    z.object({
      intent: z.literal("savePreferences"),
      weeklySummary: checkbox(),
      summaryLanguage: oneOf(LANGUAGES, "admin-account:errors.summaryLanguage"),
    }),
    z.object({ intent: z.literal("endSession"), sessionId }),
    z.object({ intent: z.literal("endOtherSessions") }),
  ],
  INTENT_UNKNOWN,
);

export type AccountSubmission = z.output<typeof accountSchema>;
