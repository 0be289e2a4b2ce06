/**
 * The application form (decision 0035), made for a phone: one column, finger-sized choices, the
 * keyboard each field wants. The browser checks the fields with the opening's own schema
 * (app/lib/validation/application.ts) before the post; the server has the last word. It posts as a
 * plain multipart form (a CV rides along), so it works the same without JavaScript: the answer is
 * the result page, or this form again with each field's message and what was typed.
 */
import { type ComponentProps, Fragment, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { QuestionAsAsked } from "~/.server/services/careers";
import { CheckboxField, CheckboxGroup, Field, SelectField, TextareaField } from "~/components/forms/fields";
import { SubmitRow } from "~/components/forms/SubmitRow";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { POSITIONS, type PositionId } from "~/lib/careers";
import { EXPERIENCE_YEARS_MAX, SPOKEN_LANGUAGES } from "~/lib/careers/applications";
import { CV_ACCEPT } from "~/lib/careers/cv-files";
import type { ResultOfForm } from "~/lib/forms/result";
import {
  APPLICANT_COUNTRIES,
  APPLICATION_FIELDS,
  APPLICATION_MAX_LENGTH,
  answerField,
  CV_FIELD,
  dayBefore,
} from "~/lib/validation/application-fields";
import { useOpeningLabels } from "../labels";

export interface ApplicationFormProps {
  questions: QuestionAsAsked[];
  /** The opening's position, ticked to start with; none for the talent pool. */
  position: PositionId | null;
  /** Today in UTC (YYYY-MM-DD), as the server's schema bounds the availability. */
  today: string;
  retention: { applicationDays: number; talentPoolDays: number };
  lastResult: ResultOfForm | undefined;
}

const fieldsetClass = "space-y-5 rounded-2xl border border-slate-200 p-4 sm:p-6";
const legendClass = "px-2 text-base font-semibold text-ink";
/** Taller controls: a thumb's target on a phone. */
const touchClass = "min-h-11";

/** A retention term in days as a reader says it: whole years, whole months (of 30 days), or days. */
function termOf(days: number): { key: "years" | "months" | "days"; count: number } {
  if (days % 365 === 0) return { key: "years", count: days / 365 };
  if (days % 30 === 0) return { key: "months", count: days / 30 };
  return { key: "days", count: days };
}

export function ApplicationForm({ questions, position, today, retention, lastResult }: ApplicationFormProps) {
  const { t, i18n } = useTranslation("apply");
  const labels = useOpeningLabels();
  const answerFields = questions.map((_, index) => answerField(index));
  // One loader per opening's questions and day, the same on every render (useFormLayer's rule).
  const questionsKey = JSON.stringify(questions.map((question) => [question.kind, question.choiceCount]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `questionsKey` stands for the questions' rules.
  const loadSchema = useMemo(
    () => () => import("~/lib/validation/application").then((module) => module.applicationSchema(questions, today)),
    [questionsKey, today],
  );
  const form = useFormLayer({ schema: loadSchema, fields: [...APPLICATION_FIELDS, ...answerFields], lastResult });

  const collator = new Intl.Collator(i18n.language);
  const byLabel = (a: { label: string }, b: { label: string }) => collator.compare(a.label, b.label);
  const countries = APPLICANT_COUNTRIES.filter((id) => id !== "other")
    .map((id) => ({ value: id, label: labels.country(id) }))
    .sort(byLabel);
  countries.push({ value: "other", label: t("form.countryOther") });
  const languageNames = new Intl.DisplayNames([i18n.language], { type: "language" });
  const languages = SPOKEN_LANGUAGES.map((code) => ({ value: code, label: languageNames.of(code) ?? code })).sort(byLabel);
  const positions = POSITIONS.map((id) => ({ value: id, label: labels.position(id) }));
  const positionsGroup = form.group("positions");
  /** A text field limited as the schema limits it, tall enough for a thumb. */
  const text = (
    name: string,
    limit: keyof typeof APPLICATION_MAX_LENGTH,
    label: string,
    props: Omit<ComponentProps<typeof Field>, "label">,
  ) => <Field label={label} maxLength={APPLICATION_MAX_LENGTH[limit]} className={touchClass} {...props} {...form.field(name)} />;
  const term = (days: number) => {
    const { key, count } = termOf(days);
    return t(`term.${key}`, { count });
  };

  return (
    <form method="post" encType="multipart/form-data" {...form.props} className="space-y-6" data-testid="apply-form">
      <p className="text-sm text-ink-muted">{t("page.required")}</p>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("form.aboutSection")}</legend>
        {text("full_name", "full_name", t("form.fullName"), { autoComplete: "name", required: true })}
        {text("email", "email", t("form.email"), {
          type: "email",
          inputMode: "email",
          autoComplete: "email",
          hint: t("form.emailHint"),
        })}
        {text("phone", "phone", t("form.phone"), {
          type: "tel",
          inputMode: "tel",
          autoComplete: "tel",
          hint: t("form.phoneHint"),
        })}
        <CheckboxField
          label={t("form.whatsapp")}
          name="phone_whatsapp"
          defaultChecked={form.field("phone_whatsapp").defaultValue === "on"}
          className="min-h-11 items-center"
        />
        <SelectField
          label={t("form.country")}
          required
          autoComplete="country"
          placeholder={t("form.choose")}
          options={countries}
          className={touchClass}
          {...form.field("country")}
          defaultValue={form.field("country").defaultValue ?? ""}
        />
        {text("city", "city", t("form.city"), { autoComplete: "address-level2", required: true })}
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("form.experienceSection")}</legend>
        <CheckboxGroup legend={`${t("form.languages")} *`} options={languages} touch {...form.group("languages")} />
        <CheckboxGroup
          legend={`${t("form.positions")} *`}
          options={positions}
          touch
          {...positionsGroup}
          defaultValue={positionsGroup.defaultValue ?? (position ? [position] : [])}
        />
        <Field
          label={t("form.availableFrom")}
          type="date"
          min={dayBefore(today)}
          hint={t("form.availableHint")}
          className={touchClass}
          {...form.field("available_from")}
        />
        <Field
          label={t("form.experienceYears")}
          type="number"
          inputMode="numeric"
          min={0}
          max={EXPERIENCE_YEARS_MAX}
          step={1}
          required
          className={touchClass}
          {...form.field("experience_years")}
          defaultValue={form.field("experience_years").defaultValue ?? "0"}
        />
      </fieldset>

      {questions.length > 0 ? (
        <fieldset className={fieldsetClass} data-testid="apply-questions">
          <legend className={legendClass}>{t("form.questionsSection")}</legend>
          {questions.map((question, index) => {
            const name = answerField(index);
            if (question.kind === "text") {
              return <Fragment key={name}>{text(name, "answer", question.prompt, { required: true })}</Fragment>;
            }
            const options =
              question.kind === "yesNo"
                ? [
                    { value: "yes", label: t("form.yes") },
                    { value: "no", label: t("form.no") },
                  ]
                : question.choices.map((choice, choiceIndex) => ({ value: String(choiceIndex), label: choice }));
            return (
              <CheckboxGroup
                key={name}
                type="radio"
                touch
                legend={`${question.prompt} *`}
                lang={question.language}
                options={options}
                {...form.group(name)}
              />
            );
          })}
        </fieldset>
      ) : null}

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("form.cvSection")}</legend>
        <Field
          label={t("form.cv")}
          type="file"
          name={CV_FIELD}
          accept={CV_ACCEPT}
          hint={t("form.cvHint")}
          error={form.messageOf(CV_FIELD)}
          className="min-h-11 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
        />
        <TextareaField label={t("form.note")} rows={4} maxLength={APPLICATION_MAX_LENGTH.note} {...form.field("note")} />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("form.consentSection")}</legend>
        <CheckboxField
          label={`${t("form.consent", { term: term(retention.applicationDays) })} *`}
          name="consent"
          required
          error={form.messageOf("consent")}
          defaultChecked={form.field("consent").defaultValue === "on"}
        />
        <CheckboxField
          label={t("form.consentPool", { term: term(retention.talentPoolDays) })}
          name="talent_pool"
          defaultChecked={form.field("talent_pool").defaultValue === "on"}
        />
        <CheckboxField
          label={t("form.consentPresent")}
          name="present_consent"
          defaultChecked={form.field("present_consent").defaultValue === "on"}
        />
        <CheckboxField
          label={t("form.consentCv")}
          name="cv_consent"
          defaultChecked={form.field("cv_consent").defaultValue === "on"}
        />
      </fieldset>

      <SubmitRow
        form={form}
        sending={false}
        sent={false}
        labels={{ idle: t("form.send"), pending: t("form.sending"), done: t("form.sent") }}
        thanks=""
        summary={t("errors.summary")}
        testId="apply"
      />
    </form>
  );
}
