/**
 * My account's weekly traffic summary (decision 0016): whether the Monday email comes, and in which
 * language. Checked by the account schema in the browser and on the server (decision 0010); it
 * shows what was sent back beside its message when the server refuses it, also without JavaScript.
 */
import { useTranslation } from "react-i18next";
import { ActionNotice, type ResultWords, useActionToast } from "~/components/admin/action-outcome";
import { CheckboxField, SelectField } from "~/components/forms/fields";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "~/i18n/languages";
import { type ActionResult, resultOf } from "~/lib/admin/action-result";
import { succeeded } from "~/lib/forms/result";

export interface SummaryPreferencesValues {
  weeklySummary: boolean;
  summaryLanguage: Language;
}

const INTENT = "savePreferences";
const FIELDS = ["weeklySummary", "summaryLanguage"] as const;
const loadAccountSchema = () => import("~/lib/validation/account").then((module) => module.accountSchema);
// Each language named in itself, as the language switcher names them.
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

const WORDS: ResultWords<ActionResult> = {
  success: () => ({ title: "admin-account:summary.saved.title", text: "admin-account:summary.saved.text" }),
  failure: { title: "admin-account:summary.invalid.title" },
};

export function SummaryPreferences({
  preferences,
  result,
  busy,
}: {
  preferences: SummaryPreferencesValues;
  /** The page's last action result; only this form's (`savePreferences`) is read. */
  result: ActionResult | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation("admin-account");
  const own = resultOf(result, INTENT);
  const form = useFormLayer({ schema: loadAccountSchema, fields: FIELDS, lastResult: own });
  const refused = own !== undefined && !succeeded(own);
  useActionToast(own, WORDS);

  // Refused: what was sent; otherwise what is saved.
  const weeklySummary = refused ? own.initialValue?.weeklySummary === "on" : preferences.weeklySummary;
  const { defaultValue: typedLanguage, ...languageField } = form.field("summaryLanguage");
  const summaryLanguage = refused ? (typedLanguage ?? "") : preferences.summaryLanguage;

  return (
    <>
      <p className="mt-1 text-sm text-ink-muted">{t("summary.text")}</p>
      <div className="mt-4 empty:hidden">
        <ActionNotice result={own} words={WORDS} />
      </div>
      <IntentForm intent={INTENT} form={form} busy={busy} formKey={JSON.stringify(preferences)}>
        <CheckboxField
          name="weeklySummary"
          label={t("summary.weekly")}
          error={form.messageOf("weeklySummary")}
          defaultChecked={weeklySummary}
        />
        <SelectField
          label={t("summary.language")}
          hint={t("summary.languageHint")}
          options={LANGUAGE_OPTIONS}
          className="max-w-60"
          defaultValue={summaryLanguage}
          {...languageField}
        />
      </IntentForm>
    </>
  );
}
