import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { currentUser } from "~/.server/auth/guard";
import { attemptCodeSignIn, attemptPasswordSignIn } from "~/.server/auth/sign-in-flow";
import { loadPageSeo } from "~/.server/seo";
import { requestPasswordReset, setPasswordWithToken, signUp, verifyEmail } from "~/.server/services/account-recovery";
import { signOut, withCookies } from "~/.server/services/accounts";
import { getSettings } from "~/.server/settings";
import {
  type AuthErrors,
  CodeForm,
  ForgotForm,
  SetPasswordForm,
  SignedInPanel,
  SignInForm,
  SignUpForm,
} from "~/components/auth/AuthForms";
import { STAFF_ROLES } from "~/lib/admin/permissions";
import { flashCookie } from "~/lib/flash";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import { showToast } from "~/lib/toast";
import type { Route } from "./+types/auth";

export const handle: RouteHandle = { i18n: ["auth", "admin"] };

type Mode = "signIn" | "signUp" | "forgot" | "reset" | "invite";

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

type Notice = "signUpSuccess" | "linkSent" | "tokenInvalid" | "signUpClosed";
interface ActionResult {
  errors?: AuthErrors;
  error?: "invalidCredentials" | "unverified" | "rateLimited";
  rateLimitedMinutes?: number;
  notice?: Notice;
  step?: "code";
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, "intent");

  if (intent === "signOut") {
    const cleared = await signOut(context.auth, request);
    throw redirect("/auth", { headers: withCookies(cleared, [["Set-Cookie", flashCookie("signedOut")]]) });
  }

  if (intent === "signIn" || intent === "verifyCode") {
    const outcome =
      intent === "verifyCode"
        ? await attemptCodeSignIn(context, request, form)
        : await attemptPasswordSignIn(context, request, form);
    switch (outcome.kind) {
      case "success": {
        const to = (STAFF_ROLES as readonly string[]).includes(outcome.role ?? "user") ? "/admin/dashboard" : "/";
        throw redirect(to, { headers: withCookies(outcome.headers, [["Set-Cookie", flashCookie("signedIn")]]) });
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

function Notice({ tone, children }: { tone: "success" | "error"; children: React.ReactNode }) {
  const classes = tone === "success" ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800";
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`mb-6 rounded-lg px-4 py-3 text-sm font-medium ${classes}`}>
      {children}
    </p>
  );
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { mode, token, allowSignUp, signedIn, verified, passwordSet } = loaderData;
  const errors = actionData?.errors ?? {};
  const announced = useRef<unknown>(null);

  // Spec section 8: sign-in failures are toasts titled "Sign In Error"; sign-up success likewise.
  useEffect(() => {
    if (!actionData || announced.current === actionData) return;
    announced.current = actionData;
    if (actionData.error === "invalidCredentials" || actionData.error === "unverified") {
      void showToast("error", t("messages.signInErrorTitle"), t(`errors.${actionData.error}`));
    } else if (actionData.notice === "signUpSuccess") {
      void showToast("success", t("messages.signUpSuccessTitle"), t("messages.signUpSuccess"));
    }
  }, [actionData, t]);

  const showCode = actionData?.step === "code";
  const heading = signedIn ? t("titles.signedIn") : t(`titles.${mode}`);
  return (
    <section className="bg-slate-50 px-4 py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-ink">{heading}</h1>
        {signedIn ? null : <p className="mt-2 mb-6 text-ink-muted">{showCode ? t("messages.twoFactor") : t(`intro.${mode}`)}</p>}
        {verified === true ? <Notice tone="success">{t("messages.verified")}</Notice> : null}
        {verified === false ? <Notice tone="error">{t("messages.verifyFailed")}</Notice> : null}
        {passwordSet ? <Notice tone="success">{t("messages.passwordSet")}</Notice> : null}
        {actionData?.error === "rateLimited" ? (
          <Notice tone="error">{t("errors.rateLimited", { minutes: actionData.rateLimitedMinutes ?? 1 })}</Notice>
        ) : null}
        {actionData?.error === "invalidCredentials" || actionData?.error === "unverified" ? (
          <Notice tone="error">{t(`errors.${actionData.error}`)}</Notice>
        ) : null}
        {actionData?.notice === "signUpSuccess" || actionData?.notice === "linkSent" ? (
          <Notice tone="success">{t(`messages.${actionData.notice}`)}</Notice>
        ) : null}
        {actionData?.notice === "tokenInvalid" || actionData?.notice === "signUpClosed" ? (
          <Notice tone="error">{t(`messages.${actionData.notice}`)}</Notice>
        ) : null}

        {signedIn ? (
          <SignedInPanel email={signedIn.email} isStaff={signedIn.isStaff} />
        ) : showCode ? (
          <CodeForm errors={errors} />
        ) : mode === "signUp" ? (
          <SignUpForm errors={errors} />
        ) : mode === "forgot" ? (
          <ForgotForm errors={errors} />
        ) : mode === "reset" || mode === "invite" ? (
          token ? (
            <SetPasswordForm errors={errors} token={token} />
          ) : (
            <Notice tone="error">{t("messages.tokenInvalid")}</Notice>
          )
        ) : (
          <SignInForm errors={errors} allowSignUp={allowSignUp} />
        )}
      </div>
    </section>
  );
}
