import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ORGANIZATION_TYPES, PARTNERSHIP_COUNTRIES } from "~/content/partnership";
import { findPlan, pricingPlans } from "~/content/pricing";
import { SPOKEN_LANGUAGES } from "~/lib/careers/applications";
import { MAX_REQUEST_LINES } from "~/lib/staff-requests/model";
import { PARTNERSHIP_MAX_LENGTH } from "~/lib/validation/limits";
import { REQUEST_FORM_FIELDS, REQUEST_LINE_FIELDS, requestLineField } from "~/lib/validation/request-fields";
import { CheckboxField, CheckboxGroup, Field, SelectField, TextareaField } from "./fields";
import { RequestLines } from "./request-lines/RequestLines";
import { SubmitRow } from "./SubmitRow";
import { useInPlaceForm } from "./use-form-layer";

const loadSchema = () => import("~/lib/validation/partnership").then((module) => module.partnershipSchema);

/** Every field whose message the form shows: the request's own, and each field of every line it may hold. */
const FIELDS = [
  ...REQUEST_FORM_FIELDS,
  ...Array.from({ length: MAX_REQUEST_LINES }, (_, index) =>
    REQUEST_LINE_FIELDS.map((field) => requestLineField(index, field)),
  ).flat(),
];

const fieldsetClass = "space-y-5 rounded-2xl border border-slate-200 p-4 sm:p-6";
const legendClass = "px-2 text-base font-semibold text-ink";
/** Taller controls: a thumb's target on a phone. */
const touchClass = "min-h-11";

/**
 * The request for staff (decision 0038): who the organization is, where, the staff it needs line by
 * line, what they must speak and what the client provides, the plan it is interested in (chosen
 * already when it came from a plan's "Get a Custom Quote": `?plan=elite`, an alias too) and a note.
 * The browser checks the fields first (app/lib/validation/partnership.ts); the route's action has
 * the last word, and answers with the request's reference.
 */
export function PartnershipForm() {
  const { t, i18n } = useTranslation("contact");
  const { fetcher, form, result, sending, sent } = useInPlaceForm({ schema: loadSchema, fields: FIELDS });
  const [params] = useSearchParams();
  const linkedPlan = findPlan(params.get("plan") ?? "")?.id;
  const reference = (result as { reference?: string | null } | undefined)?.reference;

  const collator = new Intl.Collator(i18n.language);
  const byLabel = (a: { label: string }, b: { label: string }) => collator.compare(a.label, b.label);
  const countryOptions = PARTNERSHIP_COUNTRIES.filter((id) => id !== "other")
    .map((id) => ({ value: id, label: t(`countries.${id}`) }))
    .sort(byLabel);
  countryOptions.push({ value: "other", label: t("countries.other") });
  const languageNames = new Intl.DisplayNames([i18n.language], { type: "language" });
  const languages = SPOKEN_LANGUAGES.map((code) => ({ value: code, label: languageNames.of(code) ?? code })).sort(byLabel);
  const plans = pricingPlans.map((plan) => ({ value: plan.id, label: t(`partnership.options.plan.${plan.id}`) }));
  /** A text field limited as the schema limits it; `label` names its text in `partnership.form`. */
  const text = (name: keyof typeof PARTNERSHIP_MAX_LENGTH, label: string, props: Omit<ComponentProps<typeof Field>, "label">) => (
    <Field
      label={t(`partnership.form.${label}`)}
      maxLength={PARTNERSHIP_MAX_LENGTH[name]}
      className={touchClass}
      {...props}
      {...form.field(name)}
    />
  );
  /** A required choice from a list, starting on "Choose...". */
  const choice = (name: string, label: string, options: Array<{ value: string; label: string }>) => {
    const { defaultValue, ...field } = form.field(name);
    return (
      <SelectField
        label={t(`partnership.form.${label}`)}
        required
        defaultValue={defaultValue ?? ""}
        placeholder={t("partnership.form.choose")}
        options={options}
        className={touchClass}
        {...field}
      />
    );
  };
  const checked = (name: string) => form.field(name).defaultValue === "on";
  const plan = form.field("plan");

  return (
    <fetcher.Form method="post" {...form.props} className="space-y-6" data-testid="partnership-form">
      {/* Enter in a text field submits the request: the form's first submit button is its default one. */}
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      <p className="text-sm text-ink-muted">{t("partnership.form.required")}</p>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("partnership.form.organizationSection")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text("organization", "organization", { autoComplete: "organization", required: true })}
          {choice(
            "organization_type",
            "organizationType",
            ORGANIZATION_TYPES.map((id) => ({ value: id, label: t(`partnership.options.organizationType.${id}`) })),
          )}
          {text("contact_name", "contactName", { autoComplete: "name", required: true })}
          {text("email", "email", { type: "email", inputMode: "email", autoComplete: "email", required: true })}
          {text("phone", "phone", { type: "tel", inputMode: "tel", autoComplete: "tel", hint: t("partnership.form.phoneHint") })}
          {choice("country", "country", countryOptions)}
          {text("city", "city", { autoComplete: "address-level2", required: true })}
        </div>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("partnership.form.needsSection")}</legend>
        <RequestLines form={form} result={result} />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("partnership.form.conditionsSection")}</legend>
        <CheckboxGroup legend={t("partnership.form.languages")} options={languages} touch {...form.group("languages")} />
        <CheckboxField
          label={t("partnership.form.housing")}
          name="housing"
          defaultChecked={checked("housing")}
          className="min-h-11 items-center"
        />
        <CheckboxField
          label={t("partnership.form.meals")}
          name="meals"
          defaultChecked={checked("meals")}
          className="min-h-11 items-center"
        />
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("partnership.form.planSection")}</legend>
        <SelectField
          label={t("partnership.form.plan")}
          placeholder={t("partnership.form.planNone")}
          options={plans}
          className={touchClass}
          name={plan.name}
          error={plan.error}
          defaultValue={plan.defaultValue ?? linkedPlan ?? ""}
          data-testid="request-plan"
        />
        <TextareaField
          label={t("partnership.form.message")}
          rows={5}
          maxLength={PARTNERSHIP_MAX_LENGTH.message}
          hint={t("partnership.form.messageHint")}
          {...form.field("message")}
        />
      </fieldset>

      <SubmitRow
        form={form}
        sending={sending}
        sent={sent}
        labels={{ idle: t("partnership.form.send"), pending: t("partnership.form.sending"), done: t("partnership.form.sent") }}
        thanks={
          reference
            ? `${t("partnership.form.thanks")} ${t("partnership.form.thanksReference", { reference })}`
            : t("partnership.form.thanks")
        }
        summary={t("partnership.errors.summary")}
        testId="partnership"
      />
    </fetcher.Form>
  );
}
