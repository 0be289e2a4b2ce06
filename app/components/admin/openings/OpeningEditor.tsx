/**
 * The opening editor (decision 0032): what and where the job is, who employs, what is offered and
 * paid, its dates, its texts per language with each translation's state, and its screening
 * questions. Works without JavaScript: "Add a question" and "Remove" post the form as typed and
 * the page comes back with one question more or less. Posted as multipart: long Markdown texts in
 * three languages outgrow the plain form limit (upload-body-limit.ts gives signed-in admin posts room).
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { useOpeningLabels } from "~/components/careers/labels";
import { CheckboxField, Field, SelectField, StatusButton, TextareaField } from "~/components/forms/fields";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "~/i18n/languages";
import type { ActionResult } from "~/lib/admin/action-result";
import { CURRENCIES, OPENING_TEXT_PARTS, type Opening, PAY_UNITS, PLACEMENTS, POSITIONS } from "~/lib/careers";
import { type ResultOfForm, succeeded, typedValueOf } from "~/lib/forms/result";
import { OPENING_MAX_LENGTH as MAX, OPENING_PEOPLE_BOUNDS } from "~/lib/validation/limits";
import { TextStatusBadge } from "../texts/StatusBadge";
import { openingFormValues, questionKeys } from "./form-values";
import { QUESTION_FIELDS, QuestionsEditor } from "./QuestionsEditor";

const loadSchema = () => import("~/lib/validation/opening").then((module) => module.openingEditorSchema);
/** The form's fields by the editor's groups: the job and its place, the pay, the dates and headcount. */
const JOB_FIELDS = ["position", "placement", "location", "usCity", "employerName"];
const PAY_FIELDS = ["payMin", "payMax", "payCurrency", "payUnit"];
const DATE_FIELDS = ["startDate", "seasonEnd", "peopleWanted", "closesOn"];
const FIELDS = [
  ...JOB_FIELDS,
  ...PAY_FIELDS,
  ...DATE_FIELDS,
  ...LANGUAGES.flatMap((language) => OPENING_TEXT_PARTS.map((part) => `content.${language}.${part}`)),
];

export function OpeningEditor({ opening, result }: { opening?: Opening; result?: ActionResult }) {
  const { t } = useTranslation("admin-openings");
  const labels = useOpeningLabels();
  const navigation = useNavigation();
  // A refused post, or "Add a question"/"Remove", shows what was typed; otherwise the saved values.
  const values: ResultOfForm = result && !succeeded(result) && result.initialValue ? result : openingFormValues(opening);
  const keys = questionKeys(values);
  const form = useFormLayer({
    schema: loadSchema,
    fields: [...FIELDS, ...keys.flatMap((key) => QUESTION_FIELDS.map((part) => `questions.${key}.${part}`))],
    lastResult: result,
  });
  // A refusal of the whole form (too many questions, the opening gone) or the note that fields need correcting.
  const formMessage = form.messageOf("") ?? (form.hasMessages ? "admin-openings:errors.checkFields" : undefined);
  const value = (name: string) => typedValueOf(values, name) ?? "";
  const field = (name: string) => ({ ...form.field(name), defaultValue: value(name) });
  const checked = (name: string) => ({ name, defaultChecked: value(name) === "on" });
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const save = (
    <StatusButton
      name="intent"
      value="save"
      status={pending === "save" ? "pending" : "idle"}
      labels={{ idle: t("editor.save"), pending: t("editor.saving") }}
      size="md"
      className=""
    />
  );

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-6"
      {...form.props}
      // Remounted when the questions change, so each field shows its value afresh.
      key={`${opening?.updatedAt ?? "new"}:${keys.join(",")}`}
    >
      {formMessage ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(formMessage)}
        </p>
      ) : null}
      <Group legend={t("editor.job")}>
        <SelectField
          {...field("position")}
          label={t("editor.position")}
          required
          placeholder={t("editor.choose")}
          options={POSITIONS.map((id) => ({ value: id, label: labels.position(id) }))}
        />
        <SelectField
          {...field("placement")}
          label={t("editor.placement")}
          hint={t("editor.placementHint")}
          required
          options={PLACEMENTS.map((id) => ({ value: id, label: labels.placement(id) }))}
        />
        <SelectField
          {...field("location")}
          label={t("editor.location")}
          required
          placeholder={t("editor.choose")}
          options={labels.locations()}
        />
        <Field {...field("usCity")} label={t("editor.usCity")} hint={t("editor.usCityHint")} maxLength={MAX.city} />
        <Field
          {...field("employerName")}
          label={t("editor.employerName")}
          hint={t("editor.employerNameHint")}
          maxLength={MAX.employer}
        />
        <Field
          {...field("peopleWanted")}
          type="number"
          inputMode="numeric"
          min={OPENING_PEOPLE_BOUNDS.min}
          max={OPENING_PEOPLE_BOUNDS.max}
          label={t("editor.peopleWanted")}
          required
        />
      </Group>
      <Group legend={t("editor.dates")}>
        <Field {...field("startDate")} type="date" label={t("editor.startDate")} required />
        <Field {...field("seasonEnd")} type="date" label={t("editor.seasonEnd")} hint={t("editor.seasonEndHint")} />
        <Field {...field("closesOn")} type="date" label={t("editor.closesOn")} hint={t("editor.closesOnHint")} required />
      </Group>
      <Group legend={t("editor.offered")}>
        <CheckboxField {...checked("housing")} label={t("editor.housing")} />
        <CheckboxField {...checked("meals")} label={t("editor.meals")} />
        <CheckboxField {...checked("transport")} label={t("editor.transport")} />
      </Group>
      <Group legend={t("editor.pay")} note={t("editor.payHint")}>
        <Field {...field("payMin")} inputMode="decimal" label={t("editor.payMin")} />
        <Field {...field("payMax")} inputMode="decimal" label={t("editor.payMax")} hint={t("editor.payMaxHint")} />
        <SelectField
          {...field("payCurrency")}
          label={t("editor.payCurrency")}
          placeholder={t("editor.none")}
          options={CURRENCIES.map((code) => ({ value: code, label: code }))}
        />
        <SelectField
          {...field("payUnit")}
          label={t("editor.payUnit")}
          placeholder={t("editor.none")}
          options={PAY_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
        />
      </Group>
      <p className="text-sm text-ink-muted">{t("editor.markdownHint")}</p>
      {LANGUAGES.map((language) => (
        <LanguageTexts key={language} language={language} opening={opening} field={field} checked={checked} />
      ))}
      <div>{save}</div>
      <QuestionsEditor keys={keys} value={value} values={values} field={field} pending={pending} />
      <div>{save}</div>
      {form.validation}
    </Form>
  );
}

type FieldProps = (name: string) => { name: string; error?: string; defaultValue: string };

/** One language's texts; a translation says where it stands and, out of date, may be confirmed as it is. */
function LanguageTexts({
  language,
  opening,
  field,
  checked,
}: {
  language: Language;
  opening?: Opening;
  field: FieldProps;
  checked: (name: string) => { name: string; defaultChecked: boolean };
}) {
  const { t } = useTranslation("admin-openings");
  const name = (part: string) => `content.${language}.${part}`;
  const english = language === "en";
  const state = english ? undefined : (opening?.translations[language] ?? "missing");
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">
        <span lang={language}>{LANGUAGE_NAMES[language]}</span>{" "}
        <span className="font-normal text-ink-muted">{english ? t("editor.required") : t("editor.optional")}</span>{" "}
        {state ? <TextStatusBadge status={state} /> : null}
      </legend>
      {state === "outOfDate" ? <CheckboxField {...checked(name("upToDate"))} label={t("editor.upToDate")} /> : null}
      <Field {...field(name("title"))} lang={language} label={t("editor.title")} maxLength={MAX.title} required={english} />
      <Field
        {...field(name("employerDescription"))}
        lang={language}
        label={t("editor.employerDescription")}
        hint={t("editor.employerDescriptionHint")}
        maxLength={MAX.employerDescription}
      />
      {(["description", "duties", "requirements"] as const).map((part) => (
        <TextareaField
          key={part}
          {...field(name(part))}
          lang={language}
          label={t(`editor.${part}`)}
          rows={part === "description" ? 8 : 6}
          maxLength={MAX.markdown}
          required={english && part === "description"}
          className="font-mono"
        />
      ))}
    </fieldset>
  );
}

function Group({ legend, note, children }: { legend: string; note?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      {note ? <p className="mb-3 text-sm text-ink-muted">{note}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
