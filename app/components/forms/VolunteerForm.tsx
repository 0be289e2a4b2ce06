import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FORM_WIDE, type FormResult, succeeded, typedValuesOf } from "~/lib/forms/result";
import { VOLUNTEER_AVAILABILITY, VOLUNTEER_INTERESTS } from "~/lib/validation/limits";
import { CheckboxGroup, Field, Honeypot, SelectField, TextareaField } from "./fields";
import { useFormLayer } from "./use-form-layer";

const FIELDS = ["fullName", "email", "phone", "country", "interests", "availability", "message"] as const;
const loadSchema = () => import("~/lib/validation/volunteer").then((module) => module.volunteerSchema);

/**
 * Volunteer sign-up (/volunteer). Checked in the browser before it is sent, with each message
 * beside its field; it posts to the page's own route.
 */
export function VolunteerForm() {
  const { t } = useTranslation("foundation");
  const result = useActionData() as FormResult | undefined;
  const form = useFormLayer({ schema: loadSchema, fields: FIELDS, lastResult: result });
  const submitting = useNavigation().state === "submitting";
  const refusal = form.messageOf(FORM_WIDE);

  if (succeeded(result)) {
    return (
      <div role="status" data-testid="volunteer-thanks">
        <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t("volunteer.form.thanksTitle")}</h2>
        <p className="mt-3 text-lg text-ink-muted">{t("volunteer.form.thanks")}</p>
      </div>
    );
  }

  return (
    <Form method="post" {...form.props} data-testid="volunteer-form" aria-labelledby="volunteer-form-heading">
      <h2 id="volunteer-form-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t("volunteer.form.title")}
      </h2>
      <p className="mt-2 text-ink-muted">{t("volunteer.form.lead")}</p>
      <p className="mt-4 text-sm text-ink-muted">{t("form.requiredNote")}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <Field label={t("form.fullName")} autoComplete="name" required {...form.field("fullName")} />
        <Field label={t("form.email")} type="email" inputMode="email" autoComplete="email" required {...form.field("email")} />
        <Field label={t("form.phone")} type="tel" autoComplete="tel" hint={t("form.phoneHint")} {...form.field("phone")} />
        <Field label={t("volunteer.form.country")} autoComplete="country-name" required {...form.field("country")} />
        <div className="sm:col-span-2">
          <CheckboxGroup
            legend={`${t("volunteer.form.interests")} *`}
            options={VOLUNTEER_INTERESTS.map((value) => ({ value, label: t(`volunteer.roles.${value}.title`) }))}
            name="interests"
            error={form.messageOf("interests")}
            defaultValue={typedValuesOf(result, "interests")}
          />
        </div>
        <SelectField
          label={t("volunteer.form.availability")}
          required
          defaultValue=""
          placeholder={t("volunteer.form.availabilityPlaceholder")}
          options={VOLUNTEER_AVAILABILITY.map((value) => ({ value, label: t(`volunteer.form.availabilityOptions.${value}`) }))}
          {...form.field("availability")}
        />
        <div className="sm:col-span-2">
          <TextareaField
            label={t("form.message")}
            required
            maxLength={2000}
            hint={t("volunteer.form.messageHint")}
            {...form.field("message")}
          />
        </div>
      </div>
      <Honeypot />
      {form.validation}
      {result && !succeeded(result) ? (
        <p role="alert" className="mt-6 text-sm font-medium text-red-700">
          {refusal ? t(refusal, { ns: "common" }) : t("form.submitError")}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="mt-8 w-full sm:w-auto" disabled={submitting}>
        {submitting ? t("volunteer.form.sending") : t("volunteer.form.submit")}
      </Button>
    </Form>
  );
}
