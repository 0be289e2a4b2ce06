/**
 * Staff accounts through Better Auth: the first admin (setup page and `npm run admin:create`),
 * sign-in with the outcomes the pages need, sign-out. Cookies come back as Set-Cookie headers for
 * the route to pass on.
 */
import { APIError } from "better-auth/api";
import type { Auth } from "../../auth/auth";
import type { DB } from "../../db";
import { claimSetup, releaseSetup } from "./setup-claim";

export async function hasAdmin(db: DB): Promise<boolean> {
  const row = await db.selectFrom("user").select("id").where("role", "=", "admin").limit(1).executeTakeFirst();
  return row !== undefined;
}

/** An account as its form's schema parsed it (address trimmed and lowercased, password checked). */
export interface NewAccount {
  name: string;
  email: string;
  password: string;
}

export type FirstAdminResult =
  | { ok: true; userId: string }
  | { ok: false; reason: "setup-complete" }
  | { ok: false; reason: "email-taken" };

/** Creates an account with a verified email and the given role (server call: no session needed). */
export async function createAccount(auth: Auth, input: NewAccount, role: string): Promise<string> {
  const { user } = await auth.api.createUser({
    body: {
      email: input.email.trim().toLowerCase(),
      password: input.password,
      name: input.name.trim(),
      role: role as "admin",
      data: { emailVerified: true },
    },
  });
  return user.id;
}

/**
 * Only while no admin exists (docs/architecture.md, improvement 4), decided atomically: the input comes parsed by the
 * setup form's schema (`firstAdminSchema`), then the request takes the setup claim, and only the
 * one holding it creates the account. A creation that fails (address taken, an error) releases
 * the claim so setup can be retried.
 */
export async function createFirstAdmin(auth: Auth, db: DB, input: NewAccount): Promise<FirstAdminResult> {
  if (await hasAdmin(db)) return { ok: false, reason: "setup-complete" };
  const claim = await claimSetup(db);
  if (!claim) return { ok: false, reason: "setup-complete" };
  let created = false;
  try {
    // A stale claim taken over after its admin was made long ago: setup is over.
    if (await hasAdmin(db)) return { ok: false, reason: "setup-complete" };
    const userId = await createAccount(auth, input, "admin");
    created = true;
    return { ok: true, userId };
  } catch (error) {
    if (error instanceof APIError && /exist/i.test(error.message)) return { ok: false, reason: "email-taken" };
    throw error;
  } finally {
    if (!created) await releaseSetup(db, claim);
  }
}

export type SignInResult =
  | { ok: true; headers: Headers; role: string | null; userId: string }
  | { ok: false; reason: "invalid" | "unverified" | "twoFactor"; headers?: Headers };

/** Signs in by email and password; on success the headers carry the session cookie. */
export async function signIn(auth: Auth, requestHeaders: Headers, email: string, password: string): Promise<SignInResult> {
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: email.trim().toLowerCase(), password, rememberMe: true },
      headers: requestHeaders,
      returnHeaders: true,
    });
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) return { ok: false, reason: "twoFactor", headers };
    const user = (response as { user: { id: string; role?: string | null } }).user;
    return { ok: true, headers, role: user.role ?? null, userId: user.id };
  } catch (error) {
    if (error instanceof APIError) {
      if (error.status === "FORBIDDEN" && /verif/i.test(error.message)) return { ok: false, reason: "unverified" };
      if (["UNAUTHORIZED", "BAD_REQUEST", "FORBIDDEN"].includes(String(error.status))) return { ok: false, reason: "invalid" };
    }
    throw error;
  }
}

/** Completes a sign-in that asked for the authenticator code. */
export async function verifyTwoFactor(auth: Auth, requestHeaders: Headers, code: string): Promise<SignInResult> {
  try {
    const { headers, response } = await auth.api.verifyTOTP({
      body: { code: code.replace(/\s+/g, ""), trustDevice: false },
      headers: requestHeaders,
      returnHeaders: true,
    });
    const user = (response as { user: { id: string; role?: string | null } }).user;
    return { ok: true, headers, role: user.role ?? null, userId: user.id };
  } catch (error) {
    if (error instanceof APIError) return { ok: false, reason: "invalid" };
    throw error;
  }
}

export async function signOut(auth: Auth, requestHeaders: Headers): Promise<Headers> {
  try {
    const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
    return headers;
  } catch (error) {
    // No session to end: the visitor is signed out either way.
    if (error instanceof APIError) return new Headers();
    throw error;
  }
}

/** Copies every Set-Cookie of Better Auth's answer onto a response's headers. */
export function withCookies(from: Headers, init: HeadersInit = {}): Headers {
  const headers = new Headers(init);
  for (const cookie of from.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Ends the session that a sign-in just created (its Set-Cookie headers), e.g. a role with no access. */
export async function endNewSession(auth: Auth, created: Headers): Promise<Headers> {
  const cookie = created
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return signOut(auth, new Headers({ Cookie: cookie }));
}
