/**
 * The sign-in side's forms (docs/product.md sections 2 and 8, docs/architecture.md, improvement 4): signing in (public page and
 * admin login), the authenticator code, sign-up, asking for a reset link, choosing a password from
 * a reset or invitation link, and the first administrator. Messages are i18n keys of the `auth`
 * and `admin` namespaces, the texts the pages always showed.
 */
import * as z from "zod";
import { FULL_NAME_MAX_LENGTH } from "./limits";
import { newPassword, passwordNotEmail } from "./password";
import { emailAddress, requiredText } from "./rules";

/** Longer than any password the strength rule accepts, so a sign-in never refuses a real one. */
const SIGN_IN_PASSWORD_MAX_LENGTH = 256;
/** Reset and invitation tokens are short; anything longer is not one of ours. */
const TOKEN_MAX_LENGTH = 200;

const authEmail = () => emailAddress({ required: "auth:errors.emailRequired", invalid: "auth:errors.emailInvalid" });

/** Email and password of an existing account: only required (a wrong one is the sign-in's answer). */
export const signInSchema = z.object({
  email: authEmail(),
  password: z
    .string({ error: "auth:errors.passwordRequired" })
    .min(1, "auth:errors.passwordRequired")
    .max(SIGN_IN_PASSWORD_MAX_LENGTH, "auth:errors.invalidCredentials"),
});

/** The 6-digit code of an authenticator app; spaces typed between the digits are dropped. */
export const codeSchema = z.object({
  code: z
    .string({ error: "auth:errors.codeInvalid" })
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "auth:errors.codeInvalid")),
});

export const signUpSchema = z
  .object({
    name: requiredText(FULL_NAME_MAX_LENGTH, { required: "auth:errors.nameRequired", tooLong: "auth:errors.nameTooLong" }),
    email: authEmail(),
    password: newPassword(),
  })
  .refine(...passwordNotEmail());

export const forgotPasswordSchema = z.object({ email: authEmail() });

/** A new password from a reset or invitation link, typed twice. */
export const setPasswordSchema = z
  .object({
    token: z.string().max(TOKEN_MAX_LENGTH).optional().catch(undefined),
    password: newPassword(),
    confirm: z.string().optional(),
  })
  .refine((value) => value.password === value.confirm, { error: "auth:errors.passwordsDiffer", path: ["confirm"] });

/** The first administrator (/admin/setup and `npm run admin:create`). */
export const firstAdminSchema = z
  .object({
    name: requiredText(FULL_NAME_MAX_LENGTH, {
      required: "admin:setup.errors.nameRequired",
      tooLong: "admin:setup.errors.nameTooLong",
    }),
    email: emailAddress({ required: "admin:setup.errors.emailRequired", invalid: "admin:setup.errors.emailInvalid" }),
    password: newPassword(),
  })
  .refine(...passwordNotEmail());

export type SignInInput = z.output<typeof signInSchema>;
export type SignUpInput = z.output<typeof signUpSchema>;
export type NewAccount = z.output<typeof firstAdminSchema>;
