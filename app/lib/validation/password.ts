/**
 * The password strength rule for every password a person chooses (setup, sign-up, invitations,
 * resets, changes): at least 10 characters with a letter and a digit, at most 128, and not the
 * email address itself. Messages are i18n keys of the `admin` namespace (decision 0010).
 *
 *   z.object({ email: emailAddress(...), password: newPassword() }).refine(...passwordNotEmail())
 */
import * as z from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./limits";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const PASSWORD_MESSAGES = {
  required: "admin:password.required",
  tooShort: "admin:password.tooShort",
  tooLong: "admin:password.tooLong",
  needsLetterAndDigit: "admin:password.needsLetterAndDigit",
  sameAsEmail: "admin:password.sameAsEmail",
} as const;

const hasLetterAndDigit = (password: string) => /\p{L}/u.test(password) && /\d/.test(password);

/** A new password as typed (never trimmed: spaces are part of it). Its first message is the one shown. */
export function newPassword() {
  return z
    .string({ error: PASSWORD_MESSAGES.required })
    .min(1, { error: PASSWORD_MESSAGES.required, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.tooShort, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong, abort: true })
    .refine(hasLetterAndDigit, PASSWORD_MESSAGES.needsLetterAndDigit);
}

/** Whether a password differs from the address of its account (compared as addresses are stored). */
export const differsFromEmail = (password: string, email: string) =>
  email.trim() === "" || password.trim().toLowerCase() !== email.trim().toLowerCase();

/**
 * The object-level half of the rule, for a schema with an address and a password:
 * `schema.refine(...passwordNotEmail())`, the message under the password field.
 */
export function passwordNotEmail<Password extends string = "password", Email extends string = "email">(
  password: Password = "password" as Password,
  email: Email = "email" as Email,
) {
  const check = (value: Record<Password | Email, string>) => differsFromEmail(value[password], value[email]);
  const params: { error: string; path: PropertyKey[] } = { error: PASSWORD_MESSAGES.sameAsEmail, path: [password] };
  return [check, params] as const;
}

/** Whether a password outside a form (a generated one) passes the rule. */
export const isStrongPassword = (password: string) => newPassword().safeParse(password).success;
