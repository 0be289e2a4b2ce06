/**
 * What the public sign-in page does besides signing in: self sign-up (when the admin allows it),
 * email verification, password reset links, and setting a password from a reset or invitation
 * link. Input comes parsed by the page's schemas (app/lib/validation/auth.ts). Answers never
 * reveal whether an address has an account.
 */
import { APIError } from "better-auth/api";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import type { Auth } from "../../auth/auth";

/** Who asks: the request's headers, which Better Auth reads (client address, cookies), and the page's language. */
export interface Asker {
  headers: Headers;
  language: Language;
}

/** Self sign-up: role `user` (docs/architecture.md, improvement 5), verification email sent by Better Auth. */
export async function signUp(auth: Auth, { headers, language }: Asker, input: { name: string; email: string; password: string }) {
  try {
    // The page names itself as the callback: the verification email is in its language.
    await auth.api.signUpEmail({ body: { ...input, callbackURL: localizePath("/auth", language) }, headers });
  } catch (error) {
    // An existing address gets the same answer as a new one: the page must not confirm accounts.
    if (!(error instanceof APIError && error.status === "UNPROCESSABLE_ENTITY")) throw error;
  }
}

/** Queues a reset email when the address has an account; the same answer either way. */
export async function requestPasswordReset(auth: Auth, { headers, language }: Asker, email: string): Promise<void> {
  // The page's own address is the callback: the reset email is in its language.
  const redirectTo = localizePath("/reset-password", language);
  await auth.api.requestPasswordReset({ body: { email, redirectTo }, headers });
}

export type SetPasswordResult = { ok: true } | { ok: false; reason: "token-invalid" };

/** Sets a password from a single-use reset or invitation token (none, or an unknown one: refused). */
export async function setPasswordWithToken(auth: Auth, input: { token?: string; password: string }): Promise<SetPasswordResult> {
  if (!input.token) return { ok: false, reason: "token-invalid" };
  try {
    await auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } });
    return { ok: true };
  } catch (error) {
    if (error instanceof APIError) return { ok: false, reason: "token-invalid" };
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
