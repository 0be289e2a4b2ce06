import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { currentUser } from "~/.server/auth/guard";
import { attemptCodeSignIn, attemptPasswordSignIn, safeAdminRedirect } from "~/.server/auth/sign-in-flow";
import { FLASH_TOASTS, redirectWithToast } from "~/.server/http/toast";
import { endNewSession, hasAdmin, withCookies } from "~/.server/services/accounts";
import { Field } from "~/components/forms/fields";
import { AdminAuthFrame } from "~/components/layout/AdminAuthFrame";
import { buttonClasses } from "~/components/ui/button";
import { STAFF_ROLES } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import { showToast, useResultToast } from "~/lib/toast";
import type { Route } from "./+types/login";

export const handle: RouteHandle = { i18n: ["admin", "auth"] };
export const meta = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(request, context);
  const redirectTo = safeAdminRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (user && (STAFF_ROLES as readonly string[]).includes(user.role)) throw redirect(redirectTo);
  return { adminExists: await hasAdmin(context.db) };
}

type ActionResult = { step: "password" | "code"; failed?: boolean; errors?: Record<string, string>; rateLimitedMinutes?: number };

/** Spec section 8: success only for staff roles; anything else reads "Invalid username or password." */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const step = form.get("intent") === "verifyCode" ? "code" : "password";
  const outcome =
    step === "code" ? await attemptCodeSignIn(context, request, form) : await attemptPasswordSignIn(context, request, form);
  switch (outcome.kind) {
    case "success": {
      if (!(STAFF_ROLES as readonly string[]).includes(outcome.role ?? "user")) {
        const cleared = await endNewSession(context.auth, outcome.headers);
        return data<ActionResult>({ step: "password", failed: true }, { status: 401, headers: withCookies(cleared) });
      }
      const to = safeAdminRedirect(form.get("redirectTo"));
      throw await redirectWithToast(context.config, to, FLASH_TOASTS.adminLogin, withCookies(outcome.headers));
    }
    case "twoFactor":
      return data<ActionResult>({ step: "code" }, { headers: withCookies(outcome.headers) });
    case "rateLimited":
      return data<ActionResult>(
        { step, rateLimitedMinutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    case "invalidInput":
      return data<ActionResult>({ step, errors: outcome.errors }, { status: 400 });
    default:
      return data<ActionResult>({ step, failed: true }, { status: 401 });
  }
}

export default function AdminLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const step = actionData?.step ?? "password";
  // Spec section 8: failures are toasts titled "Admin Login Failed" (the page also says it inline).
  useResultToast(actionData, (result) =>
    result.failed ? { kind: "error", title: t("login.failedTitle"), text: t("login.failed") } : undefined,
  );
  useEffect(() => {
    if (params.get("signedOut")) void showToast("success", t("login.signedOutTitle"), t("login.signedOut"));
  }, [params, t]);

  const errors = actionData?.errors ?? {};
  return (
    <AdminAuthFrame title={step === "code" ? t("login.twoFactorTitle") : t("login.title")}>
      <title>{t("shell.documentTitle", { title: t("login.title") })}</title>
      <p className="mt-3 text-ink-muted">{step === "code" ? t("login.twoFactorText") : t("login.text")}</p>
      {actionData?.failed ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {t("login.failed")}
        </p>
      ) : null}
      {actionData?.rateLimitedMinutes ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {t("login.rateLimited", { minutes: actionData.rateLimitedMinutes })}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        {step === "code" ? (
          <>
            <input type="hidden" name="intent" value="verifyCode" />
            <Field
              label={t("login.code")}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              autoFocus
              error={errors.code}
            />
          </>
        ) : (
          <>
            <input type="hidden" name="intent" value="signIn" />
            <Field label={t("login.email")} name="email" type="email" autoComplete="username" required error={errors.email} />
            <Field
              label={t("login.password")}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={errors.password}
            />
          </>
        )}
        <button type="submit" className={buttonClasses("primary", "md", "w-full")} disabled={submitting}>
          {submitting ? t("login.submitting") : step === "code" ? t("login.verify") : t("login.submit")}
        </button>
      </Form>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link to="/reset-password" className="font-medium text-brand-700 underline-offset-4 hover:underline">
          {t("login.forgot")}
        </Link>
        {loaderData.adminExists ? null : (
          <Link to="/admin/setup" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {t("login.setupLink")}
          </Link>
        )}
      </div>
    </AdminAuthFrame>
  );
}
