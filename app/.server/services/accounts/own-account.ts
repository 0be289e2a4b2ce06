/**
 * What a signed-in staff member does to their own account: change the password (which requires
 * the current one, docs/product.md section 5) and turn two-factor authentication (TOTP) on or off.
 * Better Auth may rotate the session cookie on these calls: callers pass the headers on.
 */
import { APIError } from "better-auth/api";
import type { Auth } from "../../auth/auth";
import type { Database } from "../../db";
import { getSiteName } from "../../settings";

/** Inputs come parsed by the account form's schema (~/lib/validation/account); a refusal is a reason. */
export type AccountRefusal = "wrongPassword" | "wrongCode";
export type AccountResult<T = object> = ({ ok: true; headers: Headers } & T) | { ok: false; reason: AccountRefusal };

const wrongPassword = { ok: false, reason: "wrongPassword" } as const;

export async function changeOwnPassword(
  auth: Auth,
  requestHeaders: Headers,
  input: { currentPassword: string; newPassword: string },
): Promise<AccountResult> {
  try {
    const { headers } = await auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    return { ok: true, headers };
  } catch (error) {
    if (error instanceof APIError) return wrongPassword;
    throw error;
  }
}

/**
 * Step one: with the password confirmed, a secret is made; the app shows it to add to an
 * authenticator, which lists it under the site-name setting as it is now (the issuer).
 */
export async function startTwoFactor(
  { auth, database }: { auth: Auth; database: Database },
  requestHeaders: Headers,
  password: string,
): Promise<AccountResult<{ totpURI: string; secret: string; backupCodes: string[] }>> {
  try {
    const issuer = await getSiteName(database.db);
    const { headers, response } = await auth.api.enableTwoFactor({
      body: { password, issuer },
      headers: requestHeaders,
      returnHeaders: true,
    });
    if (!("totpURI" in response)) return wrongPassword;
    const secret = new URL(response.totpURI).searchParams.get("secret") ?? "";
    return { ok: true, headers, totpURI: response.totpURI, secret, backupCodes: response.backupCodes };
  } catch (error) {
    if (error instanceof APIError) return wrongPassword;
    throw error;
  }
}

/** Step two: a first valid code proves the authenticator works; only then is 2FA on. */
export async function confirmTwoFactor(auth: Auth, requestHeaders: Headers, code: string): Promise<AccountResult> {
  try {
    const { headers } = await auth.api.verifyTOTP({ body: { code }, headers: requestHeaders, returnHeaders: true });
    return { ok: true, headers };
  } catch (error) {
    if (error instanceof APIError) return { ok: false, reason: "wrongCode" };
    throw error;
  }
}

export async function disableTwoFactor(auth: Auth, requestHeaders: Headers, password: string): Promise<AccountResult> {
  try {
    const { headers } = await auth.api.disableTwoFactor({ body: { password }, headers: requestHeaders, returnHeaders: true });
    return { ok: true, headers };
  } catch (error) {
    if (error instanceof APIError) return wrongPassword;
    throw error;
  }
}
