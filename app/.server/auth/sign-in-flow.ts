/**
 * The steps every sign-in form shares (admin login and the public sign-in page): required fields,
 * a per-IP and per-address limit on failures, the password check, the authenticator step.
 */
import type { AppLoadContext } from "react-router";
import type { LimitedAction } from "../http/rate-limit";
import { signIn, verifyTwoFactor } from "../services/accounts";

export type SignInFieldErrors = Partial<Record<"email" | "password" | "code", string>>;

export type SignInOutcome =
  | { kind: "success"; headers: Headers; role: string | null; userId: string }
  | { kind: "invalidInput"; errors: SignInFieldErrors }
  | { kind: "failed" }
  | { kind: "unverified" }
  | { kind: "twoFactor"; headers: Headers }
  | { kind: "rateLimited"; retryAfterSeconds: number };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

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

/** Email and password from the form; messages are spec section 8's, as `auth` namespace keys. */
export async function attemptPasswordSignIn(context: AppLoadContext, request: Request, form: FormData): Promise<SignInOutcome> {
  const email = field(form, "email").trim();
  const password = field(form, "password");
  const errors: SignInFieldErrors = {};
  if (!email) errors.email = "auth:errors.emailRequired";
  if (!password) errors.password = "auth:errors.passwordRequired";
  if (email.length > 254 || password.length > 256) errors.email ??= "auth:errors.invalidCredentials";
  if (Object.keys(errors).length > 0) return { kind: "invalidInput", errors };

  // Both the client and the address count failures: one client cannot spray many accounts, and
  // many clients cannot hammer one account beyond the address's higher ceiling, while a client
  // that keeps failing cannot lock the address's owner out from elsewhere.
  const result = await limited(
    context,
    [
      ["signIn", context.clientIp],
      ["signInAddress", email],
    ],
    () => signIn(context.auth, request, email, password),
    (outcome) => !outcome.ok && outcome.reason === "invalid",
  );
  if ("kind" in result) return result;
  if (result.ok) return { kind: "success", headers: result.headers, role: result.role, userId: result.userId };
  if (result.reason === "twoFactor" && result.headers) return { kind: "twoFactor", headers: result.headers };
  if (result.reason === "unverified") return { kind: "unverified" };
  return { kind: "failed" };
}

/** The second step when the account has two-factor authentication on. */
export async function attemptCodeSignIn(context: AppLoadContext, request: Request, form: FormData): Promise<SignInOutcome> {
  const code = field(form, "code").replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) return { kind: "invalidInput", errors: { code: "auth:errors.codeInvalid" } };
  const result = await limited(
    context,
    [["signIn", context.clientIp]],
    () => verifyTwoFactor(context.auth, request, code),
    (outcome) => !outcome.ok,
  );
  if ("kind" in result) return result;
  if (result.ok) return { kind: "success", headers: result.headers, role: result.role, userId: result.userId };
  return { kind: "invalidInput", errors: { code: "auth:errors.codeInvalid" } };
}

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
