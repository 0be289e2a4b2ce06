/**
 * The settings form: every setting that governs the server, checked in the browser by the same
 * zod schema as the server (~/lib/validation/settings, decision 0010), and shown as typed when the
 * server refuses it (also without JavaScript).
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { type ResultWords, useActionToast } from "~/components/admin/action-outcome";
import { CheckboxField, Field, FormAlert } from "~/components/forms/fields";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import type { ActionResult } from "~/lib/admin/action-result";
import { succeeded } from "~/lib/forms/result";
import {
  BACKUP_KEEP_MAX,
  BACKUP_KEEP_MIN,
  PRIVACY_REQUEST_DAYS_MAX,
  PRIVACY_REQUEST_DAYS_MIN,
  type RETENTION_FIELDS,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
  SEND_RATE_MAX,
  SEND_RATE_MIN,
  SETTINGS_FIELDS,
  type SETTINGS_SWITCHES,
  type SettingsValues,
  SITE_NAME_MAX,
  SOFT_BOUNCE_LIMIT_MAX,
  SOFT_BOUNCE_LIMIT_MIN,
  SOFT_BOUNCE_WINDOW_MAX,
  SOFT_BOUNCE_WINDOW_MIN,
} from "~/lib/validation/settings-fields";

const WORDS: ResultWords<ActionResult> = {
  success: () => ({ title: "admin-settings:saved.title", text: "admin-settings:saved.text" }),
  failure: { title: "admin-settings:invalid.title", text: "admin-settings:invalid.text" },
};

const loadSettingsSchema = () => import("~/lib/validation/settings").then((module) => module.settingsSchema);

function Group({ legend, children }: { legend: string; children: ReactNode }) {
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
  notificationRecipient,
  result,
}: {
  settings: SettingsValues;
  companyEmail: string;
  /** The address staff notifications go to now ("" when none is set anywhere). */
  notificationRecipient: string;
  result: ActionResult | undefined;
}) {
  const { t } = useTranslation("admin-settings");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const form = useFormLayer({ schema: loadSettingsSchema, fields: SETTINGS_FIELDS, lastResult: result });
  const refused = result !== undefined && !succeeded(result);

  useActionToast(result, WORDS);

  // A refused form shows what was typed (the layer gives the texts back); a switch, whether it was on.
  const checked = (name: (typeof SETTINGS_SWITCHES)[number]) => (refused ? result.initialValue?.[name] === "on" : settings[name]);
  const field = (name: (typeof SETTINGS_FIELDS)[number]) => {
    const { defaultValue, ...rest } = form.field(name);
    return { ...rest, defaultValue: refused ? (defaultValue ?? "") : String(settings[name]) };
  };
  // Each switch is named by its setting, its label and hint by the same key (unless it is given one).
  const settingSwitch = (name: (typeof SETTINGS_SWITCHES)[number], hint = t(`fields.${name}Hint`)) => (
    <CheckboxField
      name={name}
      label={t(`fields.${name}`)}
      hint={hint}
      error={form.messageOf(name)}
      defaultChecked={checked(name)}
    />
  );
  // Staff see the very address the notifications are sent to, as the server chose it.
  const notificationsHint = notificationRecipient
    ? t("fields.notificationsEnabledHint", { email: notificationRecipient })
    : t("fields.notificationsEnabledNoAddress");
  // A whole number within its bounds, labelled by its setting; the hint says what it governs.
  const wholeNumberField = (name: (typeof SETTINGS_FIELDS)[number], min: number, max: number) => (
    <Field
      label={t(`fields.${name}`)}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      required
      className="max-w-40"
      hint={t(`fields.${name}Hint`, { min, max })}
      {...field(name)}
    />
  );
  // Every retention is a number of days within the same bounds.
  const daysField = (name: (typeof RETENTION_FIELDS)[number]) => wholeNumberField(name, RETENTION_MIN_DAYS, RETENTION_MAX_DAYS);

  return (
    <div className="max-w-3xl">
      <AdminPageHeader title={t("admin:sections.settings")} description={t("intro")} />
      {form.hasMessages ? (
        <div className="mb-6 rounded-lg border border-red-700 bg-white px-4 py-3">
          <FormAlert tone="error">{t("invalid.text")}</FormAlert>
        </div>
      ) : null}
      <IntentForm intent="save" form={form} busy={saving} className="space-y-6" formKey={JSON.stringify(settings)}>
        <Group legend={t("groups.general")}>
          <Field
            label={t("fields.siteName")}
            required
            maxLength={SITE_NAME_MAX}
            hint={t("fields.siteNameHint", { max: SITE_NAME_MAX })}
            {...field("siteName")}
          />
          <Field
            label={t("fields.contactEmail")}
            type="email"
            autoComplete="email"
            hint={t("fields.contactEmailHint", { email: companyEmail })}
            {...field("contactEmail")}
          />
        </Group>
        <Group legend={t("groups.notifications")}>{settingSwitch("notificationsEnabled", notificationsHint)}</Group>
        <Group legend={t("groups.security")}>{settingSwitch("requireTwoFactor")}</Group>
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
          {daysField("pageViewRetentionDays")}
          {daysField("unconfirmedSubscriberRetentionDays")}
          {daysField("spamRetentionDays")}
          {daysField("auditRetentionDays")}
          {daysField("deliveryEventRetentionDays")}
          {daysField("applicationRetentionDays")}
          {daysField("talentPoolRetentionDays")}
          {daysField("staleRequestDays")}
          {daysField("reorderLeadDays")}
          {daysField("clientLinkDays")}
        </Group>
        <Group legend={t("groups.privacy")}>
          {wholeNumberField("privacyRequestDays", PRIVACY_REQUEST_DAYS_MIN, PRIVACY_REQUEST_DAYS_MAX)}
          {daysField("privacyRecordDays")}
        </Group>
        <Group legend={t("groups.campaigns")}>
          {wholeNumberField("campaignSendRatePerMinute", SEND_RATE_MIN, SEND_RATE_MAX)}
          {wholeNumberField("softBounceLimit", SOFT_BOUNCE_LIMIT_MIN, SOFT_BOUNCE_LIMIT_MAX)}
          {wholeNumberField("softBounceWindowDays", SOFT_BOUNCE_WINDOW_MIN, SOFT_BOUNCE_WINDOW_MAX)}
        </Group>
        <Group legend={t("groups.backups")}>
          <Field
            label={t("fields.backupTime")}
            type="time"
            className="max-w-40"
            hint={t("fields.backupTimeHint")}
            {...field("backupTime")}
          />
          {wholeNumberField("backupKeep", BACKUP_KEEP_MIN, BACKUP_KEEP_MAX)}
        </Group>
      </IntentForm>
    </div>
  );
}
