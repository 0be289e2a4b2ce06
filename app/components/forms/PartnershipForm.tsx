import { useTranslation } from "react-i18next";
import {
  HEADCOUNT_MAX,
  HEADCOUNT_MIN,
  ORGANIZATION_TYPES,
  PARTNERSHIP_COUNTRIES,
  PARTNERSHIP_POSITIONS,
  PLACEMENT_TYPES,
} from "~/content/partnership";
import { PARTNERSHIP_MAX_LENGTH } from "~/lib/validation/limits";
import { CheckboxGroup, Field, Honeypot, SelectField, TextareaField } from "./fields";
import { SubmitRow } from "./SubmitRow";
import { useInPlaceForm } from "./use-form-layer";

/** Field names as the form posts them (they match the columns of partnership_requests). */
const PARTNERSHIP_FIELDS = [
  "organization",
  "contact_name",
  "email",
  "phone",
  "organization_type",
  "country",
  "placement_type",
  "positions",
  "headcount",
  "start_date",
  "message",
] as const;
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

  return (
    <fetcher.Form method="post" {...form.props} className="space-y-6" data-testid="partnership-form">
      <p className="text-sm text-ink-muted">{t("partnership.form.required")}</p>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("partnership.form.organizationSection")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t("partnership.form.organization")}
            autoComplete="organization"
            required
            maxLength={PARTNERSHIP_MAX_LENGTH.organization}
            {...form.field("organization")}
          />
          <SelectField
            label={t("partnership.form.organizationType")}
            required
            defaultValue=""
            placeholder={t("partnership.form.choose")}
            options={ORGANIZATION_TYPES.map((id) => ({ value: id, label: t(`partnership.options.organizationType.${id}`) }))}
            {...form.field("organization_type")}
          />
          <Field
            label={t("partnership.form.contactName")}
            autoComplete="name"
            required
            maxLength={PARTNERSHIP_MAX_LENGTH.contact_name}
            {...form.field("contact_name")}
          />
          <Field
            label={t("partnership.form.email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={PARTNERSHIP_MAX_LENGTH.email}
            {...form.field("email")}
          />
          <Field
            label={t("partnership.form.phone")}
            type="tel"
            autoComplete="tel"
            maxLength={PARTNERSHIP_MAX_LENGTH.phone}
            hint={t("partnership.form.phoneHint")}
            {...form.field("phone")}
          />
          <SelectField
            label={t("partnership.form.country")}
            required
            defaultValue=""
            placeholder={t("partnership.form.choose")}
            options={countryOptions}
            {...form.field("country")}
          />
        </div>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("partnership.form.needsSection")}</legend>
        <SelectField
          label={t("partnership.form.placementType")}
          required
          defaultValue=""
          placeholder={t("partnership.form.choose")}
          options={PLACEMENT_TYPES.map((id) => ({ value: id, label: t(`partnership.options.placementType.${id}`) }))}
          {...form.field("placement_type")}
        />
        <CheckboxGroup
          legend={`${t("partnership.form.positions")} *`}
          options={PARTNERSHIP_POSITIONS.map((id) => ({ value: id, label: t(`partnership.options.positions.${id}`) }))}
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

      <Honeypot />
      {form.validation}
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
