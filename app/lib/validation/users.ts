/**
 * The Users page's forms (docs/product.md section 9): create, edit (role and active included), reset a
 * password, sign out of every session (decision 0024), delete; one schema told apart by the `intent` each form posts (decision 0010).
 * Messages are i18n keys of the `admin-users` namespace (passwords: `admin`).
 */
import * as z from "zod";
import { ROLES } from "~/lib/admin/permissions";
import { USER_NAME_MAX } from "./limits";
import { differsFromEmail, newPassword, passwordNotEmail } from "./password";
import { checkbox, emailAddress, INTENT_UNKNOWN, oneOf, requiredText } from "./rules";

const person = {
  name: requiredText(USER_NAME_MAX, { required: "admin-users:errors.nameRequired", tooLong: "admin-users:errors.nameTooLong" }),
  email: emailAddress({ required: "admin-users:errors.emailRequired", invalid: "admin-users:errors.emailInvalid" }),
  role: oneOf(ROLES, "admin-users:errors.roleInvalid"),
};

/** Better Auth's user ids; anything longer is no user of ours. */
const userId = z
  .string({ error: "admin-users:errors.notFound" })
  .min(1, "admin-users:errors.notFound")
  .max(64, "admin-users:errors.notFound");

export const usersSchema = z.discriminatedUnion(
  "intent",
  [
    z
      .object({
        intent: z.literal("create"),
        ...person,
        /** Left empty: a generated password is shown once, or an invitation goes out (`invite`). */
        password: newPassword().optional(),
        invite: checkbox(),
      })
      .refine(({ password = "", email }) => differsFromEmail(password, email), passwordNotEmail()[1]),
    z.object({ intent: z.literal("update"), userId, ...person, active: checkbox() }),
    z.object({ intent: z.literal("resetPassword"), userId, mode: z.enum(["email", "generate"]).catch("generate") }),
    z.object({ intent: z.literal("endSessions"), userId }),
    z.object({ intent: z.literal("delete"), userId }),
  ],
  INTENT_UNKNOWN,
);

export type UsersSubmission = z.output<typeof usersSchema>;
