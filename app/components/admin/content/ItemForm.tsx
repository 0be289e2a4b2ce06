/**
 * The form of one content item (decision 0011): the kind's own fields, then each translatable field in
 * English (required), Spanish and French (optional: the site shows English where one is empty, and
 * the form says so). Checked in the browser by the kind's schema once touched; the server has the
 * last word, and without JavaScript the page shows its answer.
 */
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import type { SchemaLoader } from "~/components/forms/FormValidation";
import { CheckboxField, Field, TextareaField } from "~/components/forms/fields";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "~/i18n/languages";
import { type ContentActionResult, IMAGE_FIELD } from "~/lib/admin/content-tabs";
import {
  CONTENT_KIND_FACTS,
  CONTENT_KINDS,
  type ContentKind,
  type ContentKindFacts,
  type EditorField,
  PICTURE_ACCEPT,
} from "~/lib/content-kinds";
import { succeeded } from "~/lib/forms/result";
import { Badge } from "../list/Badge";
import type { EditorItem } from "./types";

const loadSchemas = () => import("~/lib/validation/content").then((module) => module.contentSchemas);
/**
 * One loader per kind, made once: the browser checks suspend on the loader's promise, so a loader
 * made anew on each render would suspend every render and hold a submission's transition forever.
 */
const SCHEMA_OF_KIND = Object.fromEntries(
  CONTENT_KINDS.map((kind) => [kind, () => loadSchemas().then((schemas) => schemas[kind])]),
) as Record<ContentKind, SchemaLoader>;

export function ItemForm({ kind, item, result }: { kind: ContentKind; item: EditorItem | null; result?: ContentActionResult }) {
  const { t } = useTranslation("admin-content");
  const navigation = useNavigation();
  const { own, translated, picture }: ContentKindFacts = CONTENT_KIND_FACTS[kind];
  const names = [
    ...own.map((field) => field.name),
    ...LANGUAGES.flatMap((lng) => translated.map((f) => `translations.${lng}.${f.name}`)),
    ...(picture ? [IMAGE_FIELD] : []),
  ];
  const form = useFormLayer({ schema: SCHEMA_OF_KIND[kind], fields: names, lastResult: result });
  const refused = result !== undefined && !succeeded(result);
  // A refused form shows what was typed; otherwise the saved values.
  const shownValue = (name: string, saved: string) => (refused ? (form.field(name).defaultValue ?? "") : saved);

  const input = (field: EditorField, name: string, label: string, saved: string) => {
    const common = {
      ...form.field(name),
      label,
      maxLength: field.maxLength,
      required: field.required,
      defaultValue: shownValue(name, saved),
    };
    return field.multiline ? (
      <TextareaField rows={4} {...common} />
    ) : (
      <Field type={field.type === "url" ? "url" : "text"} {...common} />
    );
  };

  return (
    <IntentForm
      intent={item ? "update" : "create"}
      form={form}
      busy={navigation.state === "submitting"}
      formKey={item ? `${item.id}-${item.updatedAt}` : "new"}
      encType={picture ? "multipart/form-data" : undefined}
      submit={{ idle: item ? t("editor.save") : t("editor.add"), pending: t("editor.saving") }}
    >
      <input type="hidden" name="kind" value={kind} />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      {own.map((field) =>
        field.type === "checkbox" ? (
          <CheckboxField
            key={field.name}
            name={field.name}
            label={t(`fields.${field.name}`)}
            defaultChecked={refused ? result.initialValue?.[field.name] === "on" : (item?.details[field.name] ?? true) === true}
          />
        ) : (
          <div key={field.name}>
            {input(field, field.name, t(`fields.${field.name}`), String(item?.details[field.name] ?? ""))}
          </div>
        ),
      )}
      {picture ? (
        <Field
          type="file"
          name={IMAGE_FIELD}
          accept={PICTURE_ACCEPT[picture]}
          label={t(picture === "logo" ? "fields.logo" : "fields.image")}
          hint={t(item ? "fields.imageHintKeep" : "fields.imageHint")}
          error={form.field(IMAGE_FIELD).error}
        />
      ) : null}
      {LANGUAGES.map((language) => (
        <LanguageFields key={language} language={language} missing={item?.missing[language]}>
          {translated.map((field) => (
            <div key={field.name}>
              {input(
                field.required && language !== "en" ? { ...field, required: false } : field,
                `translations.${language}.${field.name}`,
                t(`fields.${field.name}`),
                item?.translations[language]?.[field.name] ?? "",
              )}
            </div>
          ))}
        </LanguageFields>
      ))}
    </IntentForm>
  );
}

/** One language's fields; Spanish and French say that an empty field shows the English text. */
function LanguageFields({ language, missing, children }: { language: Language; missing?: string[]; children: React.ReactNode }) {
  const { t } = useTranslation("admin-content");
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-ink">
        <span lang={language}>{LANGUAGE_NAMES[language]}</span>
        {missing && missing.length > 0 ? <Badge strong>{t("editor.notTranslated")}</Badge> : null}
      </legend>
      {language === "en" ? null : <p className="text-sm text-ink-muted">{t("editor.fallbackHint")}</p>}
      {children}
    </fieldset>
  );
}
