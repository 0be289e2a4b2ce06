/**
 * The steps every sign-in form shares (admin login and the public sign-in page), after the form's
 * schema (`signInSchema`, `codeSchema`) has parsed the input: a per-IP and per-address limit on
 * failures, the password check, the authenticator step, the two-factor requirement; and the
 * admin login's passkey sign-in under the same limit (decision 0023).
 */
import type { AppLoadContext } from "react-router";
import { isStaffRole } from "~/lib/admin/permissions";
import type { FormResult } from "~/lib/forms/result";
import { codeSchema, signInSchema } from "~/lib/validation/auth";
import { parseForm, type ReplyMessages } from "../http/parse-form";
import type { LimitedAction } from "../http/rate-limit";
import {
  type AuthenticationOptions,
  endNewSession,
  hasPasskey,
  type PasskeySignInResult,
  passkeySignInOptions,
  signIn,
  signInWithPasskey,
  verifyTwoFactor,
} from "../services/accounts";
import { getSetting } from "../settings";

export type SignInOutcome =
  | { kind: "success"; headers: Headers; role: string | null; userId: string }
  | { kind: "failed" }
  | { kind: "wrongCode" }
  | { kind: "unverified" }
  | { kind: "twoFactor"; headers: Headers }
  /** Two factors are required and the account has a passkey but no authenticator code: use the passkey. */
  | { kind: "passkeyRequired" }
  | { kind: "rateLimited"; retryAfterSeconds: number };

type Budgets = Array<[LimitedAction, string]>;

/**
 * Only failures spend the sign-in budgets (decision 0006). Each attempt reserves one request on
 * every budget before the password is checked (a spent budget refuses it then), and gets it back
 * unless the attempt failed: reserving rather than only checking first keeps a burst of parallel
 * guesses from all passing the check before any of them is counted. Returns the wait when spent.
 */
async function reserve(context: AppLoadContext, budgets: Budgets): Promise<number | undefined> {
  const reserved: Budgets = [];
  for (const [action, subject] of budgets) {
    const verdict = await context.rateLimits.consume(action, subject);
    if (!verdict.allowed) {
      await release(context, reserved);
      return verdict.retryAfterSeconds;
    }
    reserved.push([action, subject]);
  }
  return undefined;
}

async function release(context: AppLoadContext, budgets: Budgets): Promise<void> {
  for (const [action, subject] of budgets) await context.rateLimits.refund(action, subject);
}

/** Runs `attempt` on reserved budgets, which only the outcomes `failed` names keep. */
async function limited<T>(
  context: AppLoadContext,
  budgets: Budgets,
  attempt: () => Promise<T>,
  failed: (outcome: T) => boolean,
): Promise<T | { kind: "rateLimited"; retryAfterSeconds: number }> {
  const retry = await reserve(context, budgets);
  if (retry !== undefined) return { kind: "rateLimited", retryAfterSeconds: retry };
  let keep = false;
  try {
    const outcome = await attempt();
    keep = failed(outcome);
    return outcome;
  } finally {
    // A success, a correct password awaiting its code, or an error: not a failed guess.
    if (!keep) await release(context, budgets);
  }
}

/** Email (as stored: trimmed, lowercased) and password, as `signInSchema` parsed them. */
export async function attemptPasswordSignIn(
  context: AppLoadContext,
  request: Request,
  { email, password }: { email: string; password: string },
): Promise<SignInOutcome> {
  // Both the client and the address count failures: one client cannot spray many accounts, and
  // many clients cannot hammer one account beyond the address's higher ceiling, while a client
  // that keeps failing cannot lock the address's owner out from elsewhere.
  const result = await limited(
    context,
    [
      ["signIn", context.clientIp],
      ["signInAddress", email],
    ],
    () => signIn(context.auth, request.headers, email, password),
    (outcome) => !outcome.ok && outcome.reason === "invalid",
  );
  if ("kind" in result) return result;
  if (result.ok) {
    if (await mustUsePasskey(context, result)) {
      await endNewSession(context.auth, result.headers);
      return { kind: "passkeyRequired" };
    }
    return { kind: "success", headers: result.headers, role: result.role, userId: result.userId };
  }
  if (result.reason === "twoFactor" && result.headers) return { kind: "twoFactor", headers: result.headers };
  if (result.reason === "unverified") return { kind: "unverified" };
  return { kind: "failed" };
}

/** The second step when the account has two-factor authentication on: the code `codeSchema` parsed. */
export async function attemptCodeSignIn(context: AppLoadContext, request: Request, code: string): Promise<SignInOutcome> {
  const result = await limited(
    context,
    [["signIn", context.clientIp]],
    () => verifyTwoFactor(context.auth, request.headers, code),
    (outcome) => !outcome.ok,
  );
  if ("kind" in result) return result;
  if (result.ok) return { kind: "success", headers: result.headers, role: result.role, userId: result.userId };
  return { kind: "wrongCode" };
}

/**
 * Decision 0023: while two factors are required, a password alone does not open the admin area
 * to someone who has a passkey (a password with an authenticator code never gets here: that
 * account is asked for its code). Someone with neither signs in and is led to add one.
 */
async function mustUsePasskey(context: AppLoadContext, signedIn: { role: string | null; userId: string }): Promise<boolean> {
  if (!isStaffRole(signedIn.role)) return false;
  const { db } = context.database;
  return (await getSetting(db, "requireTwoFactor")) && (await hasPasskey(db, signedIn.userId));
}

/**
 * The challenge of a passkey sign-in. Refused unchecked while the client's sign-in budget is
 * spent; each one stores a challenge row, so the client's visitor form budget counts it too.
 */
export async function passkeyChallenge(
  context: AppLoadContext,
  request: Request,
): Promise<
  { kind: "challenge"; options: AuthenticationOptions; headers: Headers } | { kind: "rateLimited"; retryAfterSeconds: number }
> {
  const signIns = await context.rateLimits.check("signIn", context.clientIp);
  if (!signIns.allowed) return { kind: "rateLimited", retryAfterSeconds: signIns.retryAfterSeconds };
  const writes = await context.rateLimits.consume("form", context.clientIp);
  if (!writes.allowed) return { kind: "rateLimited", retryAfterSeconds: writes.retryAfterSeconds };
  return { kind: "challenge", ...(await passkeySignInOptions(context.auth, request.headers)) };
}

export type PasskeyOutcome =
  | Extract<SignInOutcome, { kind: "success" | "rateLimited" }>
  /** Not a passkey of this site, a replayed or forged answer, a spent challenge; `owner` when the passkey is known. */
  | { kind: "refused"; owner?: Extract<PasskeySignInResult, { ok: false }>["owner"] };

/** A passkey sign-in: the browser's answer (JSON, as `passkeySignInSchema` read it); a refusal counts as a failure. */
export async function attemptPasskeySignIn(context: AppLoadContext, request: Request, answer: string): Promise<PasskeyOutcome> {
  const result = await limited(
    context,
    [["signIn", context.clientIp]],
    () => signInWithPasskey(context.database.db, context.auth, request.headers, answer),
    (outcome) => !outcome.ok,
  );
  if ("kind" in result) return result;
  if (result.ok) return { kind: "success", headers: result.headers, role: result.role, userId: result.userId };
  return { kind: "refused", owner: result.owner };
}

export type SignInStep = "password" | "code";

export type FormSignIn =
  | { kind: "invalidInput"; result: FormResult }
  | (SignInOutcome & { reply: (messages?: ReplyMessages) => FormResult });

/**
 * A posted sign-in step: its form parsed by the step's schema (the one the browser ran), then the
 * attempt. Refused input comes back as the form's result; any other outcome with `reply`, which
 * answers with what was typed (never the password) and the route's messages.
 */
export async function signInWithForm(
  context: AppLoadContext,
  request: Request,
  form: FormData,
  step: SignInStep,
): Promise<FormSignIn> {
  if (step === "code") {
    const parsed = parseForm(form, codeSchema);
    if (!parsed.ok) return { kind: "invalidInput", result: parsed.result };
    return { ...(await attemptCodeSignIn(context, request, parsed.value.code)), reply: parsed.reply };
  }
  const parsed = parseForm(form, signInSchema);
  if (!parsed.ok) return { kind: "invalidInput", result: parsed.result };
  return { ...(await attemptPasswordSignIn(context, request, parsed.value)), reply: parsed.reply };
}

/** The wait a spent budget asks for, in whole minutes (at least one), as the pages say it. */
export const minutesOf = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));

/** Where to go after the admin login: only a path inside the admin area, never another site. */
export function safeAdminRedirect(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/admin/") || value.startsWith("//") || value.includes("\\")) {
    return "/admin/dashboard";
  }
  if (value.startsWith("/admin/login") || value.startsWith("/admin/setup") || value.startsWith("/admin/logout")) {
    return "/admin/dashboard";
  }
  return value;
}
