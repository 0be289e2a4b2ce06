/**
 * What a signed-in staff member does to their own account: change the password (which requires
 * the current one, spec section 5) and turn two-factor authentication (TOTP) on or off.
 * Better Auth may rotate the session cookie on these calls: callers pass the headers on.
 */
import { APIError } from "better-auth/api";
import { passwordError } from "~/lib/validation/password";
import type { Auth } from "../auth/auth";

export type AccountResult<T = object> =
  | ({ ok: true; headers: Headers } & T)
  | { ok: false; errors: Partial<Record<"currentPassword" | "newPassword" | "confirm" | "password" | "code", string>> };

export async function changeOwnPassword(
  auth: Auth,
  request: Request,
  input: { currentPassword: string; newPassword: string; confirm: string; email: string },
): Promise<AccountResult> {
  if (!input.currentPassword) return { ok: false, errors: { currentPassword: "admin-account:errors.currentRequired" } };
  const problem = passwordError(input.newPassword, input.email);
  if (problem) return { ok: false, errors: { newPassword: problem } };
  if (input.newPassword !== input.confirm) return { ok: false, errors: { confirm: "auth:errors.passwordsDiffer" } };
  try {
    const { headers } = await auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    if (error instanceof APIError) return { ok: false, errors: { currentPassword: "admin-account:errors.currentWrong" } };
    throw error;
  }
}

/** Step one: with the password confirmed, a secret is made; the app shows it to add to an authenticator. */
export async function startTwoFactor(
  auth: Auth,
  request: Request,
  password: string,
): Promise<AccountResult<{ totpURI: string; secret: string; backupCodes: string[] }>> {
  if (!password) return { ok: false, errors: { password: "auth:errors.passwordRequired" } };
  try {
    const { headers, response } = await auth.api.enableTwoFactor({
      body: { password },
      headers: request.headers,
      returnHeaders: true,
    });
    if (!("totpURI" in response)) return { ok: false, errors: { password: "admin-account:errors.currentWrong" } };
    const secret = new URL(response.totpURI).searchParams.get("secret") ?? "";
    return { ok: true, headers, totpURI: response.totpURI, secret, backupCodes: response.backupCodes };
  } catch (error) {
    if (error instanceof APIError) return { ok: false, errors: { password: "admin-account:errors.currentWrong" } };
    throw error;
  }
}

/** Step two: a first valid code proves the authenticator works; only then is 2FA on. */
export async function confirmTwoFactor(auth: Auth, request: Request, code: string): Promise<AccountResult> {
  const digits = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(digits)) return { ok: false, errors: { code: "auth:errors.codeInvalid" } };
  try {
    const { headers } = await auth.api.verifyTOTP({ body: { code: digits }, headers: request.headers, returnHeaders: true });
    return { ok: true, headers };
  } catch (error) {
    if (error instanceof APIError) return { ok: false, errors: { code: "auth:errors.codeInvalid" } };
    throw error;
  }
}

export async function disableTwoFactor(auth: Auth, request: Request, password: string): Promise<AccountResult> {
  if (!password) return { ok: false, errors: { password: "auth:errors.passwordRequired" } };
  try {
    const { headers } = await auth.api.disableTwoFactor({ body: { password }, headers: request.headers, returnHeaders: true });
    return { ok: true, headers };
  } catch (error) {
    if (error instanceof APIError) return { ok: false, errors: { password: "admin-account:errors.currentWrong" } };
    throw error;
  }
}
