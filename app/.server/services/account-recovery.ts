/**
 * What the public sign-in page does besides signing in: self sign-up (when the admin allows it),
 * email verification, password reset links, and setting a password from a reset or invitation
 * link. Answers never reveal whether an address has an account.
 */
import { APIError } from "better-auth/api";
import { passwordError } from "~/lib/validation/password";
import type { Auth } from "../auth/auth";

export type FieldErrors = Partial<Record<"name" | "email" | "password" | "confirm", string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailError(email: string): string | undefined {
  if (!email) return "auth:errors.emailRequired";
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return "auth:errors.emailInvalid";
  return undefined;
}

/** Self sign-up: role `user` (design.md item 5), verification email sent by Better Auth. */
export async function signUp(
  auth: Auth,
  request: Request,
  input: { name: string; email: string; password: string },
): Promise<{ ok: true } | { ok: false; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const name = input.name.trim();
  const email = input.email.trim().toLowerCase();
  if (!name) errors.name = "auth:errors.nameRequired";
  else if (name.length > 100) errors.name = "auth:errors.nameTooLong";
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = emailProblem;
  const passwordProblem = passwordError(input.password, email);
  if (passwordProblem) errors.password = passwordProblem;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  try {
    await auth.api.signUpEmail({ body: { name, email, password: input.password }, headers: request.headers });
  } catch (error) {
    // An existing address gets the same answer as a new one: the page must not confirm accounts.
    if (!(error instanceof APIError && error.status === "UNPROCESSABLE_ENTITY")) throw error;
  }
  return { ok: true };
}

/** Queues a reset email when the address has an account; the same answer either way. */
export async function requestPasswordReset(auth: Auth, request: Request, rawEmail: string): Promise<FieldErrors> {
  const email = rawEmail.trim().toLowerCase();
  const problem = emailError(email);
  if (problem) return { email: problem };
  await auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" }, headers: request.headers });
  return {};
}

/** Sets a password from a single-use reset or invitation token. */
export async function setPasswordWithToken(
  auth: Auth,
  token: string,
  password: string,
  confirm: string,
): Promise<{ ok: true } | { ok: false; errors: FieldErrors; tokenInvalid?: boolean }> {
  const problem = passwordError(password);
  if (problem) return { ok: false, errors: { password: problem } };
  if (password !== confirm) return { ok: false, errors: { confirm: "auth:errors.passwordsDiffer" } };
  if (!token || token.length > 200) return { ok: false, errors: {}, tokenInvalid: true };
  try {
    await auth.api.resetPassword({ body: { newPassword: password, token } });
    return { ok: true };
  } catch (error) {
    if (error instanceof APIError) return { ok: false, errors: {}, tokenInvalid: true };
    throw error;
  }
}

/** Follows the link of a verification email. */
export async function verifyEmail(auth: Auth, token: string): Promise<boolean> {
  if (!token || token.length > 2000) return false;
  try {
    await auth.api.verifyEmail({ query: { token } });
    return true;
  } catch {
    // An expired or tampered token (Better Auth answers with an error or a redirect): not verified.
    return false;
  }
}
