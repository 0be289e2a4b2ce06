/**
 * The admin area's own doors (spec section 8, design.md item 4): the login with its authenticator
 * step, and first-admin setup while no administrator exists. Both are forms of the sign-in side
 * (AuthForms.tsx), posting to their route's action with and without JavaScript.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AdminAuthFrame } from "~/components/layout/AdminAuthFrame";
import { buttonClasses } from "~/components/ui/button";
import { FORM_WIDE, type FormResult, messageOf } from "~/lib/forms/result";
import { showToast } from "~/lib/toast";
import {
  AuthForm,
  CodeField,
  EmailField,
  loadCodeSchema,
  loadFirstAdminSchema,
  loadSignInSchema,
  NameField,
  PasswordField,
} from "./AuthForms";

/** The login's answer: the form's result, the step it is at, and the wait after too many failures. */
export type AdminLoginResult = FormResult & { step: "password" | "code"; rateLimitedMinutes?: number };

/** Setup's answer: the form's result, or that an administrator exists by now. */
export type AdminSetupResult = FormResult & { complete?: boolean };

const linkClass = "font-medium text-brand-700 underline-offset-4 hover:underline";

/** A refusal of the whole form (wrong credentials, rate limit), in the page. */
function AdminAlert({ children }: { children: React.ReactNode }) {
  return (
    <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}

export function AdminLoginView({ adminExists, result }: { adminExists: boolean; result: AdminLoginResult | undefined }) {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const step = result?.step ?? "password";
  const refusal = messageOf(result, FORM_WIDE);
  const announced = useRef<unknown>(null);

  // Spec section 8: failures are toasts titled "Admin Login Failed" (the page also says it inline).
  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    if (messageOf(result, FORM_WIDE) === "admin:login.failed") void showToast("error", t("login.failedTitle"), t("login.failed"));
  }, [result, t]);
  useEffect(() => {
    if (params.get("signedOut")) void showToast("success", t("login.signedOutTitle"), t("login.signedOut"));
  }, [params, t]);

  const hidden = { redirectTo: params.get("redirectTo") ?? "" };
  const pending = t("login.submitting");
  return (
    <AdminAuthFrame title={step === "code" ? t("login.twoFactorTitle") : t("login.title")}>
      <title>{t("shell.documentTitle", { title: t("login.title") })}</title>
      <p className="mt-3 text-ink-muted">{step === "code" ? t("login.twoFactorText") : t("login.text")}</p>
      {refusal ? <AdminAlert>{t(refusal, { minutes: result?.rateLimitedMinutes ?? 1 })}</AdminAlert> : null}
      {step === "code" ? (
        <AuthForm
          key="code"
          schema={loadCodeSchema}
          fields={["code"]}
          result={result}
          hidden={{ ...hidden, intent: "verifyCode" }}
          labels={{ idle: t("login.verify"), pending }}
          className="mt-6 space-y-4"
        >
          {(field) => <CodeField label={t("login.code")} {...field("code")} />}
        </AuthForm>
      ) : (
        <AuthForm
          key="password"
          schema={loadSignInSchema}
          fields={["email", "password"]}
          result={result}
          hidden={{ ...hidden, intent: "signIn" }}
          labels={{ idle: t("login.submit"), pending }}
          className="mt-6 space-y-4"
        >
          {(field) => (
            <>
              <EmailField label={t("login.email")} autoComplete="username" {...field("email")} />
              <PasswordField label={t("login.password")} kind="current" {...field("password")} />
            </>
          )}
        </AuthForm>
      )}
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link to="/reset-password" className={linkClass}>
          {t("login.forgot")}
        </Link>
        {adminExists ? null : (
          <Link to="/admin/setup" className={linkClass}>
            {t("login.setupLink")}
          </Link>
        )}
      </div>
    </AdminAuthFrame>
  );
}

export function AdminSetupView({ complete, result }: { complete: boolean; result: AdminSetupResult | undefined }) {
  const { t } = useTranslation("admin");
  if (complete || result?.complete) {
    return (
      <AdminAuthFrame title={t("setup.completeTitle")}>
        <title>{t("shell.documentTitle", { title: t("setup.completeTitle") })}</title>
        <p className="mt-3 text-ink-muted">{t("setup.completeText")}</p>
        <Link to="/admin/login" className={buttonClasses("primary", "md", "mt-6")}>
          {t("setup.toLogin")}
        </Link>
      </AdminAuthFrame>
    );
  }
  const refusal = messageOf(result, FORM_WIDE);
  return (
    <AdminAuthFrame title={t("setup.title")}>
      <title>{t("shell.documentTitle", { title: t("setup.title") })}</title>
      <p className="mt-3 text-ink-muted">{t("setup.text")}</p>
      {refusal ? <AdminAlert>{t(refusal)}</AdminAlert> : null}
      <AuthForm
        schema={loadFirstAdminSchema}
        fields={["name", "email", "password"]}
        result={result}
        labels={{ idle: t("setup.submit"), pending: t("setup.submitting") }}
        className="mt-6 space-y-4"
      >
        {(field) => (
          <>
            <NameField label={t("setup.name")} {...field("name")} />
            <EmailField label={t("setup.email")} autoComplete="username" {...field("email")} />
            <PasswordField label={t("setup.password")} kind="new" {...field("password")} />
          </>
        )}
      </AuthForm>
    </AdminAuthFrame>
  );
}
