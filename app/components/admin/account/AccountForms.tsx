/** My account: the signed-in person's password, two-factor setup, passkeys, sessions and weekly summary, each form answered in place. */
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import type { SignedInUser } from "~/.server/auth/guard";
import type { SessionView } from "~/.server/services/accounts";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { CodeField, PasswordField } from "~/components/forms/fields";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import type { AccountResult } from "~/lib/admin/account-result";
import { resultOf } from "~/lib/admin/action-result";
import { roleLabelKey } from "~/lib/admin/permissions";
import { succeeded } from "~/lib/forms/result";
import { AccountSection } from "./AccountSection";
import type { PasskeyView } from "./PasskeyItem";
import { PasskeysSection } from "./PasskeysSection";
import { SessionsSection } from "./SessionsSection";
import { SummaryPreferences, type SummaryPreferencesValues } from "./SummaryPreferences";

const loadAccountSchema = () => import("~/lib/validation/account").then((module) => module.accountSchema);
const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirm"] as const;
const CODE_FIELDS = ["code"] as const;
const TWO_FACTOR_FIELDS = ["password"] as const;

function Saved({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
      {children}
    </p>
  );
}

export function AccountForms({
  user,
  preferences,
  sessions,
  passkeys,
  secondFactorRequired,
  result,
}: {
  user: Omit<SignedInUser, "id" | "sessionId">;
  preferences: SummaryPreferencesValues;
  sessions: SessionView[];
  passkeys: PasskeyView[];
  /** Two factors are required and this session has one: the rest of the admin area waits (decision 0023). */
  secondFactorRequired: boolean;
  result: AccountResult | undefined;
}) {
  const { t } = useTranslation("admin-account");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const done = (intent: string) => succeeded(resultOf(result, intent));
  const setup = done("enableTwoFactor") ? result?.setup : undefined;
  const verifying = resultOf(result, "verifyTwoFactor");
  const pendingSetup = setup ?? (verifying && !succeeded(verifying) ? "retry" : undefined);
  const passwordForm = useFormLayer({
    schema: loadAccountSchema,
    fields: PASSWORD_FIELDS,
    lastResult: resultOf(result, "changePassword"),
  });
  const codeForm = useFormLayer({
    schema: loadAccountSchema,
    fields: CODE_FIELDS,
    lastResult: resultOf(result, "verifyTwoFactor"),
  });
  const twoFactorForm = useFormLayer({
    schema: loadAccountSchema,
    fields: TWO_FACTOR_FIELDS,
    lastResult: resultOf(result, "enableTwoFactor", "disableTwoFactor"),
  });

  return (
    <div className="max-w-2xl space-y-8">
      <AdminPageHeader title={t("admin:sections.account")} description={t("intro")} />
      {secondFactorRequired ? (
        <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-sm text-amber-950">
          <h2 className="text-base font-semibold">{t("secondFactorRequired.title")}</h2>
          <p className="mt-2">{passkeys.length > 0 ? t("secondFactorRequired.signInAgain") : t("secondFactorRequired.text")}</p>
        </div>
      ) : null}
      <AccountSection id="profile-heading" title={t("profile.title")}>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-ink-muted">{t("profile.name")}</dt>
          <dd className="text-ink">{user.name}</dd>
          <dt className="font-medium text-ink-muted">{t("profile.email")}</dt>
          <dd className="text-ink">{user.email}</dd>
          <dt className="font-medium text-ink-muted">{t("profile.role")}</dt>
          <dd className="text-ink">{t(`admin:${roleLabelKey(user.role)}`)}</dd>
        </dl>
      </AccountSection>

      <AccountSection id="password-heading" title={t("password.title")}>
        <p className="mt-1 text-sm text-ink-muted">{t("password.text")}</p>
        {done("changePassword") ? <Saved>{t("password.changed")}</Saved> : null}
        <IntentForm intent="changePassword" form={passwordForm} busy={busy} submit={{ idle: t("password.submit") }}>
          <input type="hidden" name="email" value={user.email} />
          <PasswordField label={t("password.current")} kind="current" {...passwordForm.field("currentPassword")} />
          <PasswordField label={t("password.new")} kind="new" {...passwordForm.field("newPassword")} />
          <PasswordField label={t("password.confirm")} kind="confirm" {...passwordForm.field("confirm")} />
        </IntentForm>
      </AccountSection>

      <AccountSection id="twofactor-heading" title={t("twoFactor.title")}>
        <p className="mt-1 text-sm text-ink-muted">{user.twoFactorEnabled ? t("twoFactor.on") : t("twoFactor.off")}</p>
        {done("verifyTwoFactor") ? <Saved>{t("twoFactor.enabled")}</Saved> : null}
        {done("disableTwoFactor") ? <Saved>{t("twoFactor.disabled")}</Saved> : null}

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
          <IntentForm intent="verifyTwoFactor" form={codeForm} busy={busy} submit={{ idle: t("twoFactor.confirm") }}>
            <CodeField label={t("auth:fields.code")} autoFocus={false} {...codeForm.field("code")} />
          </IntentForm>
        ) : (
          <IntentForm
            intent={user.twoFactorEnabled ? "disableTwoFactor" : "enableTwoFactor"}
            form={twoFactorForm}
            busy={busy}
            submit={{ idle: user.twoFactorEnabled ? t("twoFactor.disable") : t("twoFactor.enable") }}
            variant={user.twoFactorEnabled ? "secondary" : "primary"}
          >
            <PasswordField label={t("twoFactor.password")} kind="current" {...twoFactorForm.field("password")} />
          </IntentForm>
        )}
      </AccountSection>

      <AccountSection id="passkeys-heading" title={t("passkeys.title")}>
        <PasskeysSection passkeys={passkeys} result={result} busy={busy} />
      </AccountSection>
      <SessionsSection sessions={sessions} result={result} busy={busy} />

      <AccountSection id="summary-heading" title={t("summary.title")}>
        <SummaryPreferences preferences={preferences} result={result} busy={busy} />
      </AccountSection>
    </div>
  );
}
