/**
 * The composer (decision 0013): the campaign's internal name, then a subject, preheader and Markdown
 * body per language. English is required; Spanish and French are optional and the form says who
 * receives English instead. Posted as multipart: three long bodies outgrow the plain form limit,
 * and signed-in admin posts in multipart get the upload room (upload-body-limit.ts).
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { Field, TextareaField } from "~/components/forms/fields";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "~/i18n/languages";
import type { ActionResult } from "~/lib/admin/action-result";
import type { Campaign } from "~/lib/campaigns";
import { succeeded } from "~/lib/forms/result";
import { CAMPAIGN_MAX_LENGTH as MAX } from "~/lib/validation/limits";

const loadSchema = () => import("~/lib/validation/campaign").then((module) => module.campaignDraftSchema);
const PARTS = ["subject", "preheader", "body"] as const;
const FIELDS = ["name", ...LANGUAGES.flatMap((language) => PARTS.map((part) => `content.${language}.${part}`))];

export function Composer({
  campaign,
  result,
}: {
  campaign?: Pick<Campaign, "name" | "content" | "updatedAt">;
  result?: ActionResult;
}) {
  const { t } = useTranslation("admin-campaigns");
  const navigation = useNavigation();
  const form = useFormLayer({ schema: loadSchema, fields: FIELDS, lastResult: result });
  const refused = result !== undefined && !succeeded(result);
  // A refused form shows what was typed; otherwise the saved values.
  const shown = (name: string, saved = "") => (refused ? (form.field(name).defaultValue ?? "") : saved);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";

  return (
    <IntentForm
      intent="save"
      form={form}
      busy={busy}
      encType="multipart/form-data"
      formKey={campaign?.updatedAt ?? "new"}
      submit={{ idle: t("composer.save"), pending: t("composer.saving") }}
    >
      <Field
        {...form.field("name")}
        label={t("composer.name")}
        hint={t("composer.nameHint")}
        maxLength={MAX.name}
        required
        defaultValue={shown("name", campaign?.name)}
      />
      <p className="text-sm text-ink-muted">{t("composer.fallback")}</p>
      {LANGUAGES.map((language) => {
        const saved = campaign?.content[language];
        const name = (part: (typeof PARTS)[number]) => `content.${language}.${part}`;
        const english = language === "en";
        return (
          <LanguageFieldset key={language} language={language}>
            <Field
              {...form.field(name("subject"))}
              label={t("composer.subject")}
              maxLength={MAX.subject}
              required={english}
              defaultValue={shown(name("subject"), saved?.subject)}
            />
            <Field
              {...form.field(name("preheader"))}
              label={t("composer.preheader")}
              hint={t("composer.preheaderHint")}
              maxLength={MAX.preheader}
              defaultValue={shown(name("preheader"), saved?.preheader)}
            />
            <TextareaField
              {...form.field(name("body"))}
              label={t("composer.body")}
              hint={t("composer.bodyHint")}
              rows={10}
              maxLength={MAX.body}
              required={english}
              className="font-mono"
              defaultValue={shown(name("body"), saved?.body)}
            />
          </LanguageFieldset>
        );
      })}
    </IntentForm>
  );
}

/** One language's fields; Spanish and French say they are optional and what happens without them. */
function LanguageFieldset({ language, children }: { language: Language; children: ReactNode }) {
  const { t } = useTranslation("admin-campaigns");
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">
        <span lang={language}>{LANGUAGE_NAMES[language]}</span>{" "}
        <span className="font-normal text-ink-muted">{language === "en" ? t("composer.required") : t("composer.optional")}</span>
      </legend>
      {language === "en" ? null : <p className="text-sm text-ink-muted">{t("composer.translationHint")}</p>}
      {children}
    </fieldset>
  );
}
