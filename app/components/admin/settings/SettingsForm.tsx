/**
 * The settings form: every setting that governs the server, checked in the browser by the same
 * rules as the server (~/lib/validation/settings), and shown as typed when the server refuses it.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { Field } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { showToast } from "~/lib/toast";
import {
  parseSettingsForm,
  type RETENTION_FIELDS,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  type SETTINGS_SWITCHES,
  type SettingsDraft,
  type SettingsErrors,
  type SettingsValues,
  SITE_NAME_MAX,
} from "~/lib/validation/settings";

export type SettingsResult = { ok: true; settings: SettingsValues } | { ok: false; errors: SettingsErrors; draft: SettingsDraft };

/** A labelled on/off switch (a checkbox) with the line that says what it does. */
function Switch({ name, label, hint, defaultChecked }: { name: string; label: string; hint: string; defaultChecked: boolean }) {
  const hintId = `${name}-hint`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={name}
        type="checkbox"
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700"
      />
      <div>
        <label htmlFor={name} className="text-sm font-medium text-ink">
          {label}
        </label>
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <legend className="float-left mb-2 w-full text-lg font-semibold text-ink">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function SettingsForm({
  settings,
  companyEmail,
  result,
}: {
  settings: SettingsValues;
  companyEmail: string;
  result: SettingsResult | undefined;
}) {
  const { t } = useTranslation("admin-settings");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<SettingsErrors | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const announced = useRef<unknown>(null);

  const errors: SettingsErrors = clientErrors ?? (result && !result.ok ? result.errors : {});

  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    if (result.ok) void showToast("success", t("saved.title"), t("saved.text"));
    else void showToast("error", t("invalid.title"), t("invalid.text"));
  }, [result, t]);

  // The server's answer moves focus to the first field it refused, as the browser check does.
  useEffect(() => {
    if (result && !result.ok) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [result]);

  // The same rules as the server, before anything is sent.
  const checkInBrowser = (event: FormEvent<HTMLFormElement>) => {
    const parsed = parseSettingsForm(new FormData(event.currentTarget));
    if (parsed.ok) {
      setClientErrors(undefined);
      return;
    }
    event.preventDefault();
    setClientErrors(parsed.errors);
    const first = Object.keys(parsed.errors)[0];
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
  };

  // A refused form shows what was typed (also without JavaScript); otherwise the stored values.
  const shown: SettingsDraft = result && !result.ok ? result.draft : settings;
  // Each switch is named by its setting, its label and hint by the same key.
  const settingSwitch = (name: (typeof SETTINGS_SWITCHES)[number]) => (
    <Switch name={name} label={t(`fields.${name}`)} hint={t(`fields.${name}Hint`)} defaultChecked={shown[name]} />
  );
  // Every retention is a whole number of days within the same bounds; the hint says what it governs.
  const daysField = (name: (typeof RETENTION_FIELDS)[number]) => (
    <Field
      label={t(`fields.${name}`)}
      name={name}
      type="number"
      inputMode="numeric"
      min={RETENTION_MIN_DAYS}
      max={RETENTION_MAX_DAYS}
      step={1}
      required
      className="max-w-40"
      defaultValue={shown[name]}
      hint={t(`fields.${name}Hint`, { min: RETENTION_MIN_DAYS, max: RETENTION_MAX_DAYS })}
      error={errors[name]}
    />
  );

  return (
    <div className="max-w-3xl">
      <AdminPageHeader title={t("admin:sections.settings")} description={t("intro")} />
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-700 bg-white px-4 py-3 text-sm font-medium text-red-700">
          {t("invalid.text")}
        </p>
      ) : null}
      <Form method="post" ref={formRef} noValidate onSubmit={checkInBrowser} className="space-y-6" key={JSON.stringify(shown)}>
        <input type="hidden" name="intent" value="save" />
        <Group legend={t("groups.general")}>
          <Field
            label={t("fields.siteName")}
            name="siteName"
            required
            maxLength={SITE_NAME_MAX}
            defaultValue={shown.siteName}
            hint={t("fields.siteNameHint", { max: SITE_NAME_MAX })}
            error={errors.siteName}
          />
          <Field
            label={t("fields.contactEmail")}
            name="contactEmail"
            type="email"
            autoComplete="email"
            defaultValue={shown.contactEmail}
            hint={t("fields.contactEmailHint", { email: companyEmail })}
            error={errors.contactEmail}
          />
        </Group>
        <Group legend={t("groups.notifications")}>{settingSwitch("notificationsEnabled")}</Group>
        <Group legend={t("groups.accounts")}>
          {settingSwitch("allowSignUp")}
          {settingSwitch("newsletterDoubleOptIn")}
        </Group>
        <Group legend={t("groups.messages")}>
          {settingSwitch("autoArchiveMessages")}
          {daysField("messageRetentionDays")}
        </Group>
        <Group legend={t("groups.retention")}>
          {daysField("sentEmailRetentionDays")}
          {daysField("clickRetentionDays")}
          {daysField("unconfirmedSubscriberRetentionDays")}
        </Group>
        <button type="submit" className={buttonClasses()} disabled={saving}>
          {saving ? t("admin:common.saving") : t("admin:common.save")}
        </button>
      </Form>
    </div>
  );
}
