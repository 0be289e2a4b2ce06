import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useActionData, useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import {
  HEADCOUNT_MAX,
  HEADCOUNT_MIN,
  ORGANIZATION_TYPES,
  PARTNERSHIP_COUNTRIES,
  PARTNERSHIP_POSITIONS,
  PLACEMENT_TYPES,
} from "~/content/partnership";
import {
  PARTNERSHIP_FIELDS,
  PARTNERSHIP_MAX_LENGTH,
  type PartnershipErrors,
  type PartnershipField,
  partnershipInput,
  validatePartnership,
} from "~/lib/validation/partnership";
import { CheckboxGroup, Honeypot, SelectField, TextAreaField, TextField } from "./fields";

/** What the partnership route's action answers: `ok` once stored, or the messages of the fields it refused. */
export interface PartnershipActionData {
  ok?: boolean;
  /** A form-wide message key in namespace common (rate limit, oversized or unreadable form, storage down). */
  formError?: string;
  errors?: PartnershipErrors;
}

const isPartnershipField = (name: string): name is PartnershipField => (PARTNERSHIP_FIELDS as readonly string[]).includes(name);

const fieldsetClass = "space-y-5 rounded-2xl border border-slate-200 p-5 sm:p-6";
const legendClass = "px-2 text-base font-semibold text-ink";

/**
 * The partnership request: who the organization is and the team it needs. The browser checks the
 * fields first (app/lib/validation/partnership.ts); the route's action has the last word.
 */
export function PartnershipForm() {
  const { t, i18n } = useTranslation("contact");
  const fetcher = useFetcher<PartnershipActionData>();
  // Without JavaScript the form posts as a page; the route's action data then holds the answer.
  const pageResult = useActionData() as PartnershipActionData | undefined;
  const result = fetcher.data ?? pageResult;
  const form = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<PartnershipErrors>({});
  const [attempted, setAttempted] = useState(false);
  const statusId = useId();
  const sending = fetcher.state !== "idle";
  const sent = !sending && result?.ok === true;
  const errors: PartnershipErrors = { ...result?.errors, ...clientErrors };
  const hasErrors = PARTNERSHIP_FIELDS.some((field) => errors[field]);

  useEffect(() => {
    if (sent) {
      form.current?.reset();
      setAttempted(false);
      setClientErrors({});
    }
  }, [sent]);

  const collator = new Intl.Collator(i18n.language);
  const countryOptions = PARTNERSHIP_COUNTRIES.filter((id) => id !== "other")
    .map((id) => ({ value: id, label: t(`countries.${id}`) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  countryOptions.push({ value: "other", label: t("countries.other") });

  function validate(event: FormEvent<HTMLFormElement>) {
    const found = validatePartnership(partnershipInput(new FormData(event.currentTarget)));
    setAttempted(true);
    setClientErrors(found);
    const first = PARTNERSHIP_FIELDS.find((field) => found[field]);
    if (first) {
      event.preventDefault();
      const control = event.currentTarget.elements.namedItem(first);
      const target = control instanceof RadioNodeList ? control[0] : control;
      if (target instanceof HTMLElement) target.focus();
    }
  }

  /** Once a submit has shown the messages, each field's message follows what the visitor changes. */
  function revalidate(event: ChangeEvent<HTMLFormElement>) {
    const { name } = event.target as unknown as HTMLInputElement;
    if (!attempted || !isPartnershipField(name)) return;
    const found = validatePartnership(partnershipInput(new FormData(event.currentTarget)));
    setClientErrors((previous) => ({ ...previous, [name]: found[name] }));
  }

  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      onSubmit={validate}
      onChange={revalidate}
      className="space-y-6"
      data-testid="partnership-form"
    >
      <p className="text-sm text-ink-muted">{t("partnership.form.required")}</p>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("partnership.form.organizationSection")}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t("partnership.form.organization")}
            name="organization"
            autoComplete="organization"
            required
            maxLength={PARTNERSHIP_MAX_LENGTH.organization}
            error={errors.organization}
          />
          <SelectField
            label={t("partnership.form.organizationType")}
            name="organization_type"
            required
            defaultValue=""
            placeholder={t("partnership.form.choose")}
            options={ORGANIZATION_TYPES.map((id) => ({ value: id, label: t(`partnership.options.organizationType.${id}`) }))}
            error={errors.organization_type}
          />
          <TextField
            label={t("partnership.form.contactName")}
            name="contact_name"
            autoComplete="name"
            required
            maxLength={PARTNERSHIP_MAX_LENGTH.contact_name}
            error={errors.contact_name}
          />
          <TextField
            label={t("partnership.form.email")}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={PARTNERSHIP_MAX_LENGTH.email}
            error={errors.email}
          />
          <TextField
            label={t("partnership.form.phone")}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={PARTNERSHIP_MAX_LENGTH.phone}
            hint={t("partnership.form.phoneHint")}
            error={errors.phone}
          />
          <SelectField
            label={t("partnership.form.country")}
            name="country"
            required
            defaultValue=""
            placeholder={t("partnership.form.choose")}
            options={countryOptions}
            error={errors.country}
          />
        </div>
      </fieldset>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>{t("partnership.form.needsSection")}</legend>
        <SelectField
          label={t("partnership.form.placementType")}
          name="placement_type"
          required
          defaultValue=""
          placeholder={t("partnership.form.choose")}
          options={PLACEMENT_TYPES.map((id) => ({ value: id, label: t(`partnership.options.placementType.${id}`) }))}
          error={errors.placement_type}
        />
        <CheckboxGroup
          legend={`${t("partnership.form.positions")} *`}
          name="positions"
          options={PARTNERSHIP_POSITIONS.map((id) => ({ value: id, label: t(`partnership.options.positions.${id}`) }))}
          error={errors.positions}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t("partnership.form.headcount")}
            name="headcount"
            type="number"
            inputMode="numeric"
            min={HEADCOUNT_MIN}
            max={HEADCOUNT_MAX}
            step={1}
            hint={t("partnership.form.headcountHint")}
            error={errors.headcount}
          />
          <TextField label={t("partnership.form.startDate")} name="start_date" type="date" error={errors.start_date} />
        </div>
        <TextAreaField
          label={t("partnership.form.message")}
          name="message"
          rows={5}
          maxLength={PARTNERSHIP_MAX_LENGTH.message}
          hint={t("partnership.form.messageHint")}
          error={errors.message}
        />
      </fieldset>

      <Honeypot />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={sending}
          aria-describedby={statusId}
          className={buttonClasses("primary", "lg", "w-full disabled:cursor-wait sm:w-auto")}
          data-testid="partnership-submit"
        >
          {sending ? t("partnership.form.sending") : sent ? t("partnership.form.sent") : t("partnership.form.send")}
        </button>
        <p
          id={statusId}
          role="status"
          className={`text-sm font-medium ${hasErrors || result?.formError ? "text-red-700" : "text-brand-700"}`}
          data-testid="partnership-status"
        >
          {sent
            ? t("partnership.form.thanks")
            : result?.formError
              ? t(result.formError, { ns: "common" })
              : hasErrors
                ? t("partnership.errors.summary")
                : null}
        </p>
      </div>
    </fetcher.Form>
  );
}
