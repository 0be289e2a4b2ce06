/**
 * The screening questions of the opening editor (decision 0032), inside its form: each with its
 * kind, its prompt and choices per language, and the answers that disqualify; "Remove" per
 * question and "Add a question" are submit buttons, so the editor works without JavaScript. The
 * disqualifying answers offered follow the kind and choices as last posted or saved.
 */
import { useTranslation } from "react-i18next";
import { CheckboxGroup, Field, SelectField, TextareaField } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/languages";
import { QUESTION_KINDS } from "~/lib/careers";
import { type ResultOfForm, typedValuesOf } from "~/lib/forms/result";
import { OPENING_MAX_LENGTH as MAX, OPENING_MAX_QUESTIONS } from "~/lib/validation/limits";

/** The parts of a question whose messages the form shows. */
export const QUESTION_FIELDS = [
  "kind",
  "prompt.en",
  "prompt.es",
  "prompt.fr",
  "choices.en",
  "choices.es",
  "choices.fr",
  "disqualifying",
];

type FieldProps = (name: string) => { name: string; error?: string; defaultValue: string };

export function QuestionsEditor({
  keys,
  value,
  values,
  field,
  pending,
}: {
  keys: string[];
  value: (name: string) => string;
  values: ResultOfForm;
  field: FieldProps;
  pending: FormDataEntryValue | null | undefined;
}) {
  const { t } = useTranslation("admin-openings");
  return (
    <section aria-labelledby="screening-heading" className="space-y-4">
      <h2 id="screening-heading" className="text-lg font-semibold text-ink">
        {t("questions.title")}
      </h2>
      <p className="text-sm text-ink-muted">{t("questions.intro")}</p>
      {keys.length === 0 ? <p className="text-sm text-ink-muted">{t("questions.none")}</p> : null}
      {keys.map((key, index) => {
        const name = (part: string) => `questions.${key}.${part}`;
        const kind = value(name("kind")) || "yesNo";
        const choices = value(name("choices.en"))
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean);
        const disqualifying = field(name("disqualifying"));
        return (
          <fieldset key={key} className="space-y-4 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-ink">{t("questions.legend", { number: index + 1 })}</legend>
            <SelectField
              {...field(name("kind"))}
              label={t("questions.kind")}
              options={QUESTION_KINDS.map((id) => ({ value: id, label: t(`questions.kinds.${id}`) }))}
            />
            {LANGUAGES.map((language) => (
              <Field
                key={language}
                {...field(name(`prompt.${language}`))}
                lang={language}
                label={t("questions.prompt", { language: LANGUAGE_NAMES[language] })}
                maxLength={MAX.prompt}
                required={language === "en"}
              />
            ))}
            {LANGUAGES.map((language) => (
              <TextareaField
                key={language}
                {...field(name(`choices.${language}`))}
                lang={language}
                rows={3}
                label={t("questions.choices", { language: LANGUAGE_NAMES[language] })}
                hint={language === "en" ? t("questions.choicesHint") : undefined}
              />
            ))}
            {kind === "yesNo" ? (
              <SelectField
                {...disqualifying}
                // Saved as a list of answers; a yes/no question has at most one.
                defaultValue={(typedValuesOf(values, name("disqualifying")) ?? [])[0] ?? ""}
                label={t("questions.disqualifyingAnswer")}
                placeholder={t("questions.noneDisqualifies")}
                options={[
                  { value: "yes", label: t("questions.yes") },
                  { value: "no", label: t("questions.no") },
                ]}
              />
            ) : null}
            {kind === "choice" && choices.length > 0 ? (
              <CheckboxGroup
                legend={t("questions.disqualifyingChoices")}
                name={disqualifying.name}
                error={disqualifying.error}
                defaultValue={typedValuesOf(values, name("disqualifying")) ?? []}
                options={choices.map((choice, choiceIndex) => ({ value: String(choiceIndex), label: choice }))}
              />
            ) : null}
            {kind === "choice" && choices.length === 0 ? (
              <p className="text-sm text-ink-muted">{t("questions.choicesFirst")}</p>
            ) : null}
            {kind === "text" ? <p className="text-sm text-ink-muted">{t("questions.textNeverDisqualifies")}</p> : null}
            <p className="text-sm text-ink-muted">{t("questions.kindChange")}</p>
            <button
              type="submit"
              name="intent"
              value="removeQuestion"
              formAction={`?question=${key}`}
              className={buttonClasses("secondary", "sm")}
            >
              {t("questions.remove", { number: index + 1 })}
            </button>
          </fieldset>
        );
      })}
      {keys.length < OPENING_MAX_QUESTIONS ? (
        <button
          type="submit"
          name="intent"
          value="addQuestion"
          disabled={pending === "addQuestion"}
          className={buttonClasses("secondary", "md")}
        >
          {t("questions.add")}
        </button>
      ) : (
        <p className="text-sm text-ink-muted">{t("questions.max", { max: OPENING_MAX_QUESTIONS })}</p>
      )}
    </section>
  );
}
