/**
 * The steps every sign-in form shares (admin login and the public sign-in page): required fields,
 * a per-IP and per-address rate limit, the password check, the authenticator step.
 */
import type { AppLoadContext } from "react-router";
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

async function withinLimit(context: AppLoadContext, keys: string[]): Promise<number | undefined> {
  for (const key of keys) {
    const verdict = await context.rateLimits.consume("signIn", key);
    if (!verdict.allowed) return verdict.retryAfterSeconds;
  }
  return undefined;
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

  // Both the address and the client count: one attacker cannot spray many accounts, nor many
  // clients hammer one account, beyond the budget.
  const retry = await withinLimit(context, [`ip:${context.clientIp}`, `email:${email.toLowerCase()}`]);
  if (retry !== undefined) return { kind: "rateLimited", retryAfterSeconds: retry };

  const result = await signIn(context.auth, request, email, password);
  if (result.ok) return { kind: "success", headers: result.headers, role: result.role, userId: result.userId };
  if (result.reason === "twoFactor" && result.headers) return { kind: "twoFactor", headers: result.headers };
  if (result.reason === "unverified") return { kind: "unverified" };
  return { kind: "failed" };
}

/** The second step when the account has two-factor authentication on. */
export async function attemptCodeSignIn(context: AppLoadContext, request: Request, form: FormData): Promise<SignInOutcome> {
  const code = field(form, "code").replace(/\s+/g, "");
  if (!/^\d{6}$/.test(code)) return { kind: "invalidInput", errors: { code: "auth:errors.codeInvalid" } };
  const retry = await withinLimit(context, [`ip:${context.clientIp}`]);
  if (retry !== undefined) return { kind: "rateLimited", retryAfterSeconds: retry };
  const result = await verifyTwoFactor(context.auth, request, code);
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
