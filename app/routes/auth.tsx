import { data, redirect } from "react-router";
import { currentUser } from "~/.server/auth/guard";
import { attemptCodeSignIn, attemptPasswordSignIn } from "~/.server/auth/sign-in-flow";
import { FLASH_TOASTS, redirectWithToast } from "~/.server/http/toast";
import { loadPageSeo } from "~/.server/seo";
import { requestPasswordReset, setPasswordWithToken, signUp, verifyEmail } from "~/.server/services/account-recovery";
import { signOut, withCookies } from "~/.server/services/accounts";
import { getSettings } from "~/.server/settings";
import { type SignInResult as ActionResult, type SignInMode as Mode, SignInView } from "~/components/auth/SignInView";
import { STAFF_ROLES } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/auth";

export const handle: RouteHandle = { i18n: ["auth", "admin"] };

/**
 * /auth, /confirm-password, /reset-password and /accept-invite all show this page (spec section 2),
 * each in its mode: sign in (or sign up, or forgot) on /auth; choosing a new password from a reset
 * link on /reset-password and /confirm-password (asking for a link when none is given); setting
 * the first password from an invitation on /accept-invite.
 */
function modeOf(url: URL, allowSignUp: boolean): Mode {
  const hasToken = url.searchParams.has("token");
  if (url.pathname === "/accept-invite") return "invite";
  if (url.pathname === "/reset-password" || url.pathname === "/confirm-password") return hasToken ? "reset" : "forgot";
  const asked = url.searchParams.get("mode");
  if (asked === "signUp" && allowSignUp) return "signUp";
  if (asked === "forgot") return "forgot";
  return "signIn";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [seo, settings, user] = await Promise.all([
    loadPageSeo(request, context, "signIn"),
    getSettings(context.db),
    currentUser(request, context),
  ]);
  const verifyToken = url.searchParams.get("verify");
  const verified = verifyToken === null ? null : await verifyEmail(context.auth, verifyToken);
  return {
    seo: { ...seo, noindex: true },
    mode: modeOf(url, settings.allowSignUp),
    token: url.searchParams.get("token") ?? "",
    allowSignUp: settings.allowSignUp,
    signedIn: user ? { email: user.email, isStaff: (STAFF_ROLES as readonly string[]).includes(user.role) } : null,
    verified,
    passwordSet: url.searchParams.has("passwordSet"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, "intent");

  if (intent === "signOut") {
    const cleared = await signOut(context.auth, request);
    throw await redirectWithToast(context.config, "/auth", FLASH_TOASTS.signedOut, withCookies(cleared));
  }

  if (intent === "signIn" || intent === "verifyCode") {
    const outcome =
      intent === "verifyCode"
        ? await attemptCodeSignIn(context, request, form)
        : await attemptPasswordSignIn(context, request, form);
    switch (outcome.kind) {
      case "success": {
        const to = (STAFF_ROLES as readonly string[]).includes(outcome.role ?? "user") ? "/admin/dashboard" : "/";
        throw await redirectWithToast(context.config, to, FLASH_TOASTS.signedIn, withCookies(outcome.headers));
      }
      case "twoFactor":
        return data<ActionResult>({ step: "code" }, { headers: withCookies(outcome.headers) });
      case "invalidInput":
        return data<ActionResult>(
          { errors: outcome.errors, step: intent === "verifyCode" ? "code" : undefined },
          { status: 400 },
        );
      case "rateLimited":
        return data<ActionResult>(
          { error: "rateLimited", rateLimitedMinutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) },
          { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
        );
      case "unverified":
        return data<ActionResult>({ error: "unverified" }, { status: 403 });
      default:
        return data<ActionResult>({ error: "invalidCredentials" }, { status: 401 });
    }
  }

  // The other intents send email or create accounts: the visitor form budget applies.
  const limit = await context.rateLimits.consume("form", context.clientIp);
  if (!limit.allowed) {
    return data<ActionResult>(
      { error: "rateLimited", rateLimitedMinutes: Math.ceil(limit.retryAfterSeconds / 60) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  if (intent === "signUp") {
    const settings = await getSettings(context.db);
    if (!settings.allowSignUp) return data<ActionResult>({ notice: "signUpClosed" }, { status: 403 });
    const result = await signUp(context.auth, request, {
      name: text(form, "name"),
      email: text(form, "email"),
      password: text(form, "password"),
    });
    if (!result.ok) return data<ActionResult>({ errors: result.errors }, { status: 400 });
    context.kickOutbox();
    return data<ActionResult>({ notice: "signUpSuccess" });
  }
  if (intent === "forgot") {
    const errors = await requestPasswordReset(context.auth, request, text(form, "email"));
    if (Object.keys(errors).length > 0) return data<ActionResult>({ errors }, { status: 400 });
    context.kickOutbox();
    return data<ActionResult>({ notice: "linkSent" });
  }
  if (intent === "setPassword") {
    const result = await setPasswordWithToken(context.auth, text(form, "token"), text(form, "password"), text(form, "confirm"));
    if (result.ok) throw redirect("/auth?passwordSet=1");
    if (result.tokenInvalid) return data<ActionResult>({ notice: "tokenInvalid" }, { status: 400 });
    return data<ActionResult>({ errors: result.errors }, { status: 400 });
  }
  return data<ActionResult>({ errors: {} }, { status: 400 });
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInView page={loaderData} result={actionData} />;
}
