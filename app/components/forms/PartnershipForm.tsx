import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import {
  HEADCOUNT_MAX,
  HEADCOUNT_MIN,
  ORGANIZATION_TYPES,
  PARTNERSHIP_COUNTRIES,
  PARTNERSHIP_POSITIONS,
  PLACEMENT_TYPES,
} from "~/content/partnership";
import { PARTNERSHIP_FIELDS, PARTNERSHIP_MAX_LENGTH } from "~/lib/validation/limits";
import { CheckboxGroup, Field, SelectField, TextareaField } from "./fields";
import { SubmitRow } from "./SubmitRow";
import { useInPlaceForm } from "./use-form-layer";

const loadSchema = () => import("~/lib/validation/partnership").then((module) => module.partnershipSchema);

const fieldsetClass = "space-y-5 rounded-2xl border border-slate-200 p-5 sm:p-6";
const legendClass = "px-2 text-base font-semibold text-ink";

/**
 * The partnership request: who the organization is and the team it needs. The browser checks the
 * fields first (app/lib/validation/partnership.ts); the route's action has the last word.
 */
export function PartnershipForm() {
  const { t, i18n } = useTranslation("contact");
  const { fetcher, form, sending, sent } = useInPlaceForm({ schema: loadSchema, fields: PARTNERSHIP_FIELDS });

  const collator = new Intl.Collator(i18n.language);
  const countryOptions = PARTNERSHIP_COUNTRIES.filter((id) => id !== "other")
    .map((id) => ({ value: id, label: t(`countries.${id}`) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  countryOptions.push({ value: "other", label: t("countries.other") });
  const optionsOf = (ids: readonly string[], kind: string) =>
    ids.map((id) => ({ value: id, label: t(`partnership.options.${kind}.${id}`) }));
  /** A text field limited as the schema limits it; `label` names its text in `partnership.form`. */
  const text = (name: keyof typeof PARTNERSHIP_MAX_LENGTH, label: string, props: Omit<ComponentProps<typeof Field>, "label">) => (
    <Field label={t(`partnership.form.${label}`)} maxLength={PARTNERSHIP_MAX_LENGTH[name]} {...props} {...form.field(name)} />
  );
  /** A required choice from a list, starting on "Choose...". */
  const choice = (name: string, label: string, options: Array<{ value: string; label: string }>) => (
    <SelectField
      label={t(`partnership.form.${label}`)}
      required
      defaultValue=""
      placeholder={t("partnership.form.choose")}
      options={options}
      {...form.field(name)}
    />
  );

  return (
    <fetcher.Form method="post" {...form.props} className="space-y-6" data-testid="partnership-form">
      <p className="text-sm text-ink-muted">{t("partnership.form.required")}</p>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("partnership.form.organizationSection")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text("organization", "organization", { autoComplete: "organization", required: true })}
          {choice("organization_type", "organizationType", optionsOf(ORGANIZATION_TYPES, "organizationType"))}
          {text("contact_name", "contactName", { autoComplete: "name", required: true })}
          {text("email", "email", { type: "email", inputMode: "email", autoComplete: "email", required: true })}
          {text("phone", "phone", { type: "tel", autoComplete: "tel", hint: t("partnership.form.phoneHint") })}
          {choice("country", "country", countryOptions)}
        </div>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("partnership.form.needsSection")}</legend>
        {choice("placement_type", "placementType", optionsOf(PLACEMENT_TYPES, "placementType"))}
        <CheckboxGroup
          legend={`${t("partnership.form.positions")} *`}
          options={optionsOf(PARTNERSHIP_POSITIONS, "positions")}
          {...form.group("positions")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t("partnership.form.headcount")}
            type="number"
            inputMode="numeric"
            min={HEADCOUNT_MIN}
            max={HEADCOUNT_MAX}
            step={1}
            hint={t("partnership.form.headcountHint")}
            {...form.field("headcount")}
          />
          <Field label={t("partnership.form.startDate")} type="date" {...form.field("start_date")} />
        </div>
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
        thanks={t("partnership.form.thanks")}
        summary={t("partnership.errors.summary")}
        testId="partnership"
      />
    </fetcher.Form>
  );
}
