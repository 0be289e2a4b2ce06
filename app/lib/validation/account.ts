/**
 * My account's forms: change the password, turn two-factor on (confirm it with a code) or off;
 * one schema told apart by `intent` (decision 0010). The password form carries the person's own
 * address (`email`; the server puts in the one it knows) so a password equal to it is refused.
 */
import * as z from "zod";
import { newPassword } from "./new-password";

const password = z.string({ error: "auth:errors.passwordRequired" });

export const accountSchema = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("changePassword"),
      email: z.string().optional(),
      currentPassword: z.string({ error: "admin-account:errors.currentRequired" }),
      newPassword: z.string({ error: "admin:password.required" }),
      confirm: z.string().optional(),
    })
    .superRefine((input, context) => {
      const problem = newPassword(input.newPassword, input.email ?? "");
      if (problem) context.addIssue({ code: "custom", path: ["newPassword"], message: problem });
      else if (input.confirm !== input.newPassword)
        context.addIssue({ code: "custom", path: ["confirm"], message: "auth:errors.passwordsDiffer" });
    }),
  z.object({ intent: z.literal("enableTwoFactor"), password }),
  z.object({ intent: z.literal("disableTwoFactor"), password }),
  z.object({
    intent: z.literal("verifyTwoFactor"),
    code: z
      .string({ error: "auth:errors.codeInvalid" })
      .transform((code) => code.replace(/\s+/g, ""))
      .pipe(z.string().regex(/^\d{6}$/, "auth:errors.codeInvalid")),
  }),
]);

export type AccountSubmission = z.output<typeof accountSchema>;
