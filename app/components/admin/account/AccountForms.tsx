/** My account: the signed-in person's password and two-factor setup, each form answered in place. */
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { SignedInUser } from "~/.server/auth/guard";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { Field } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { roleLabelKey } from "~/lib/admin/permissions";

export type AccountErrors = Record<string, string>;
export interface AccountResult {
  intent: string;
  ok: boolean;
  errors?: AccountErrors;
  setup?: { totpURI: string; secret: string; backupCodes: string[] };
}

function Saved({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
      {children}
    </p>
  );
}

export function AccountForms({ user, result }: { user: Omit<SignedInUser, "id">; result: AccountResult | undefined }) {
  const { t } = useTranslation("admin-account");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errorsFor = (intent: string): AccountErrors => (result?.intent === intent ? (result.errors ?? {}) : {});
  const setup = result?.intent === "enableTwoFactor" && result.ok ? result.setup : undefined;
  const codeErrors = errorsFor("verifyTwoFactor");
  const pendingSetup = setup ?? (result?.intent === "verifyTwoFactor" && !result.ok ? "retry" : undefined);

  return (
    <div className="max-w-2xl space-y-8">
      <AdminPageHeader title={t("admin:sections.account")} description={t("intro")} />
      <section aria-labelledby="profile-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="profile-heading" className="text-lg font-semibold text-ink">
          {t("profile.title")}
        </h2>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-ink-muted">{t("profile.name")}</dt>
          <dd className="text-ink">{user.name}</dd>
          <dt className="font-medium text-ink-muted">{t("profile.email")}</dt>
          <dd className="text-ink">{user.email}</dd>
          <dt className="font-medium text-ink-muted">{t("profile.role")}</dt>
          <dd className="text-ink">{t(`admin:${roleLabelKey(user.role)}`)}</dd>
        </dl>
      </section>

      <section aria-labelledby="password-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="password-heading" className="text-lg font-semibold text-ink">
          {t("password.title")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("password.text")}</p>
        {result?.intent === "changePassword" && result.ok ? <Saved>{t("password.changed")}</Saved> : null}
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="intent" value="changePassword" />
          <Field
            label={t("password.current")}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errorsFor("changePassword").currentPassword}
          />
          <Field
            label={t("password.new")}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            hint={t("admin:password.rule")}
            error={errorsFor("changePassword").newPassword}
          />
          <Field
            label={t("password.confirm")}
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            error={errorsFor("changePassword").confirm}
          />
          <button type="submit" className={buttonClasses()} disabled={busy}>
            {t("password.submit")}
          </button>
        </Form>
      </section>

      <section aria-labelledby="twofactor-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="twofactor-heading" className="text-lg font-semibold text-ink">
          {t("twoFactor.title")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{user.twoFactorEnabled ? t("twoFactor.on") : t("twoFactor.off")}</p>
        {result?.intent === "verifyTwoFactor" && result.ok ? <Saved>{t("twoFactor.enabled")}</Saved> : null}
        {result?.intent === "disableTwoFactor" && result.ok ? <Saved>{t("twoFactor.disabled")}</Saved> : null}

        {setup ? (
          <div className="mt-4 space-y-3 text-sm">
            <p className="text-ink">{t("twoFactor.scan")}</p>
            <p>
              <span className="font-medium text-ink-muted">{t("twoFactor.key")} </span>
              <code data-testid="totp-secret" className="rounded bg-slate-100 px-2 py-1 font-mono text-ink break-all">
                {setup.secret}
              </code>
            </p>
            <p>
              <a href={setup.totpURI} className="font-medium text-brand-700 underline">
                {t("twoFactor.openApp")}
              </a>
            </p>
            <p className="text-ink">{t("twoFactor.backupCodes")}</p>
            <ul className="grid grid-cols-2 gap-1 font-mono text-ink">
              {setup.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
        ) : null}

        {pendingSetup ? (
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="intent" value="verifyTwoFactor" />
            <Field
              label={t("auth:fields.code")}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              error={codeErrors.code}
            />
            <button type="submit" className={buttonClasses()} disabled={busy}>
              {t("twoFactor.confirm")}
            </button>
          </Form>
        ) : (
          <Form method="post" className="mt-4 space-y-4" noValidate>
            <input type="hidden" name="intent" value={user.twoFactorEnabled ? "disableTwoFactor" : "enableTwoFactor"} />
            <Field
              label={t("twoFactor.password")}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              error={errorsFor(user.twoFactorEnabled ? "disableTwoFactor" : "enableTwoFactor").password}
            />
            <button type="submit" className={buttonClasses(user.twoFactorEnabled ? "secondary" : "primary")} disabled={busy}>
              {user.twoFactorEnabled ? t("twoFactor.disable") : t("twoFactor.enable")}
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
