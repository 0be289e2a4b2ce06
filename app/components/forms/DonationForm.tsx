import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FOUNDATION_PROGRAM_IDS } from "~/content/foundation";
import { DONATION_MIN_AMOUNT, type DonationErrors, donationFormErrors, readDonationForm } from "~/lib/validation/donation";
import { Honeypot, SelectField, TextAreaField, TextField } from "./fields";
import { focusFirstInvalid } from "./formFocus";

/**
 * Donation pledge (/donate): an amount in US dollars for one of the four programs. No card is
 * taken; the foundation team follows up with payment instructions. Checked in the browser first.
 */
export function DonationForm() {
  const { t } = useTranslation("foundation");
  const [clientErrors, setClientErrors] = useState<DonationErrors>({});
  const result = useActionData() as { ok: boolean; errors?: DonationErrors; formError?: string } | undefined;
  const submitting = useNavigation().state === "submitting";
  // The server's answer counts until the visitor submits again; the browser's check then takes over.
  const errors: DonationErrors = { ...result?.errors, ...clientErrors };

  function validate(event: FormEvent<HTMLFormElement>) {
    const found = donationFormErrors(readDonationForm(new FormData(event.currentTarget)));
    setClientErrors(found);
    const fields = Object.keys(found);
    if (fields.length > 0) {
      event.preventDefault();
      focusFirstInvalid(event.currentTarget, fields);
    }
  }

  if (result?.ok) {
    return (
      <div role="status" data-testid="donation-thanks">
        <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t("donate.form.thanksTitle")}</h2>
        <p className="mt-3 text-lg text-ink-muted">{t("donate.form.thanks")}</p>
      </div>
    );
  }

  return (
    <Form method="post" noValidate onSubmit={validate} data-testid="donation-form" aria-labelledby="donation-form-heading">
      <h2 id="donation-form-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t("donate.form.title")}
      </h2>
      <p className="mt-2 text-ink-muted">{t("donate.form.lead")}</p>
      <p className="mt-4 text-sm text-ink-muted">{t("form.requiredNote")}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <TextField
          label={t("donate.form.amount")}
          name="amount"
          type="number"
          inputMode="decimal"
          min={DONATION_MIN_AMOUNT}
          step="0.01"
          required
          hint={t("donate.form.amountHint")}
          error={errors.amount}
        />
        <SelectField
          label={t("donate.form.program")}
          name="program"
          required
          defaultValue=""
          placeholder={t("donate.form.programPlaceholder")}
          options={FOUNDATION_PROGRAM_IDS.map((value) => ({ value, label: t(`programs.${value}.title`) }))}
          error={errors.program}
        />
        <TextField label={t("form.fullName")} name="fullName" autoComplete="name" required error={errors.fullName} />
        <TextField
          label={t("form.email")}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={errors.email}
        />
        <div className="sm:col-span-2">
          <TextField
            label={t("form.phone")}
            name="phone"
            type="tel"
            autoComplete="tel"
            hint={t("form.phoneHint")}
            error={errors.phone}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            label={t("donate.form.messageOptional")}
            name="message"
            rows={4}
            maxLength={2000}
            error={errors.message}
          />
        </div>
      </div>
      <Honeypot />
      {result && !result.ok ? (
        <p role="alert" className="mt-6 text-sm font-medium text-red-700">
          {result.formError ? t(result.formError, { ns: "common" }) : t("form.submitError")}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="mt-8 w-full sm:w-auto" disabled={submitting}>
        {submitting ? t("donate.form.sending") : t("donate.form.submit")}
      </Button>
    </Form>
  );
}
