import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import {
  readVolunteerForm,
  VOLUNTEER_AVAILABILITY,
  VOLUNTEER_INTERESTS,
  type VolunteerErrors,
  volunteerFormErrors,
} from "~/lib/validation/volunteer";
import { CheckboxGroup, Honeypot, SelectField, TextAreaField, TextField } from "./fields";
import { focusFirstInvalid } from "./formFocus";

/**
 * Volunteer sign-up (/volunteer). Checked in the browser before it is sent, with each message
 * beside its field; it posts to the page's own route.
 */
export function VolunteerForm() {
  const { t } = useTranslation("foundation");
  const [clientErrors, setClientErrors] = useState<VolunteerErrors>({});
  const result = useActionData() as { ok: boolean; errors?: VolunteerErrors; formError?: string } | undefined;
  const submitting = useNavigation().state === "submitting";
  // The server's answer counts until the visitor submits again; the browser's check then takes over.
  const errors: VolunteerErrors = { ...result?.errors, ...clientErrors };

  function validate(event: FormEvent<HTMLFormElement>) {
    const found = volunteerFormErrors(readVolunteerForm(new FormData(event.currentTarget)));
    setClientErrors(found);
    const fields = Object.keys(found);
    if (fields.length > 0) {
      event.preventDefault();
      focusFirstInvalid(event.currentTarget, fields);
    }
  }

  if (result?.ok) {
    return (
      <div role="status" data-testid="volunteer-thanks">
        <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t("volunteer.form.thanksTitle")}</h2>
        <p className="mt-3 text-lg text-ink-muted">{t("volunteer.form.thanks")}</p>
      </div>
    );
  }

  return (
    <Form method="post" noValidate onSubmit={validate} data-testid="volunteer-form" aria-labelledby="volunteer-form-heading">
      <h2 id="volunteer-form-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t("volunteer.form.title")}
      </h2>
      <p className="mt-2 text-ink-muted">{t("volunteer.form.lead")}</p>
      <p className="mt-4 text-sm text-ink-muted">{t("form.requiredNote")}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
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
        <TextField
          label={t("form.phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          hint={t("form.phoneHint")}
          error={errors.phone}
        />
        <TextField
          label={t("volunteer.form.country")}
          name="country"
          autoComplete="country-name"
          required
          error={errors.country}
        />
        <div className="sm:col-span-2">
          <CheckboxGroup
            legend={`${t("volunteer.form.interests")} *`}
            name="interests"
            options={VOLUNTEER_INTERESTS.map((value) => ({ value, label: t(`volunteer.roles.${value}.title`) }))}
            error={errors.interests}
          />
        </div>
        <SelectField
          label={t("volunteer.form.availability")}
          name="availability"
          required
          defaultValue=""
          placeholder={t("volunteer.form.availabilityPlaceholder")}
          options={VOLUNTEER_AVAILABILITY.map((value) => ({ value, label: t(`volunteer.form.availabilityOptions.${value}`) }))}
          error={errors.availability}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label={t("form.message")}
            name="message"
            required
            maxLength={2000}
            hint={t("volunteer.form.messageHint")}
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
        {submitting ? t("volunteer.form.sending") : t("volunteer.form.submit")}
      </Button>
    </Form>
  );
}
