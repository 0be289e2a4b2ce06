/**
 * The admin area's own doors (docs/product.md section 8, docs/architecture.md, improvement 4): the login with its authenticator
 * step, and first-admin setup while no administrator exists. Both are forms of the sign-in side
 * (AuthForms.tsx), posting to their route's action with and without JavaScript.
 */
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { AdminAuthFrame } from "~/components/layout/AdminAuthFrame";
import { buttonClasses } from "~/components/ui/button";
import { FORM_WIDE, type FormResult, messageOf } from "~/lib/forms/result";
import { useResultToast } from "~/lib/toast";
import { AuthLinks, loadFirstAdminSchema, NewAccountForm, SignInStepForm } from "./AuthForms";
import { PasskeySignIn } from "./PasskeySignIn";

/**
 * The login's answer: the form's result, the step it is at, the wait after too many failures,
 * and a passkey sign-in's challenge (decision 0023).
 */
export type AdminLoginResult = FormResult & {
  step: "password" | "code";
  rateLimitedMinutes?: number;
  passkeyOptions?: unknown;
};

/** Setup's answer: the form's result, or that an administrator exists by now. */
export type AdminSetupResult = FormResult & { complete?: boolean };

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
  // docs/product.md section 8: failures are toasts titled "Admin Login Failed" (the page also says it inline).
  useResultToast(result, (answer) =>
    messageOf(answer, FORM_WIDE) === "admin:login.failed"
      ? { kind: "error", title: t("login.failedTitle"), text: t("login.failed") }
      : undefined,
  );

  return (
    <AdminAuthFrame title={step === "code" ? t("login.twoFactorTitle") : t("login.title")}>
      <title>{t("shell.documentTitle", { title: t("login.title") })}</title>
      <p className="mt-3 text-ink-muted">{step === "code" ? t("login.twoFactorText") : t("login.text")}</p>
      {refusal ? <AdminAlert>{t(refusal, { minutes: result?.rateLimitedMinutes ?? 1 })}</AdminAlert> : null}
      <SignInStepForm
        step={step}
        result={result}
        hidden={{ redirectTo: params.get("redirectTo") ?? "" }}
        labels={{
          email: t("login.email"),
          password: t("login.password"),
          code: t("login.code"),
          signIn: t("login.submit"),
          verify: t("login.verify"),
          pending: t("login.submitting"),
        }}
        className="mt-6 space-y-4"
      />
      {step === "password" ? <PasskeySignIn redirectTo={params.get("redirectTo") ?? ""} /> : null}
      <AuthLinks
        links={[
          { to: "/reset-password", label: t("login.forgot") },
          !adminExists && { to: "/admin/setup", label: t("login.setupLink") },
        ]}
      />
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
      <NewAccountForm
        schema={loadFirstAdminSchema}
        result={result}
        labels={{
          name: t("setup.name"),
          email: t("setup.email"),
          password: t("setup.password"),
          idle: t("setup.submit"),
          pending: t("setup.submitting"),
        }}
        emailAutoComplete="username"
        className="mt-6 space-y-4"
      />
    </AdminAuthFrame>
  );
}
