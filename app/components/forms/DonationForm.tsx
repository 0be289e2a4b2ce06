import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FOUNDATION_PROGRAM_IDS } from "~/content/foundation";
import { FORM_WIDE, type FormResult, succeeded } from "~/lib/forms/result";
import { DONATION_MIN_AMOUNT, FOUNDATION_MESSAGE_MAX_LENGTH } from "~/lib/validation/limits";
import { Field, Honeypot, SelectField, TextareaField } from "./fields";
import { useFormLayer } from "./use-form-layer";

const FIELDS = ["amount", "program", "fullName", "email", "phone", "message"] as const;
const loadSchema = () => import("~/lib/validation/donation").then((module) => module.donationSchema);

/**
 * Donation pledge (/donate): an amount in US dollars for one of the four programs. No card is
 * taken; the foundation team follows up with payment instructions. Checked in the browser first.
 */
export function DonationForm() {
  const { t } = useTranslation("foundation");
  const result = useActionData() as FormResult | undefined;
  const form = useFormLayer({ schema: loadSchema, fields: FIELDS, lastResult: result });
  const submitting = useNavigation().state === "submitting";
  const refusal = form.messageOf(FORM_WIDE);

  if (succeeded(result)) {
    return (
      <div role="status" data-testid="donation-thanks">
        <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t("donate.form.thanksTitle")}</h2>
        <p className="mt-3 text-lg text-ink-muted">{t("donate.form.thanks")}</p>
      </div>
    );
  }

  return (
    <Form method="post" {...form.props} data-testid="donation-form" aria-labelledby="donation-form-heading">
      <h2 id="donation-form-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {t("donate.form.title")}
      </h2>
      <p className="mt-2 text-ink-muted">{t("donate.form.lead")}</p>
      <p className="mt-4 text-sm text-ink-muted">{t("form.requiredNote")}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <Field
          label={t("donate.form.amount")}
          type="number"
          inputMode="decimal"
          min={DONATION_MIN_AMOUNT}
          step="0.01"
          required
          hint={t("donate.form.amountHint")}
          {...form.field("amount")}
        />
        <SelectField
          label={t("donate.form.program")}
          required
          defaultValue=""
          placeholder={t("donate.form.programPlaceholder")}
          options={FOUNDATION_PROGRAM_IDS.map((value) => ({ value, label: t(`programs.${value}.title`) }))}
          {...form.field("program")}
        />
        <Field label={t("form.fullName")} autoComplete="name" required {...form.field("fullName")} />
        <Field label={t("form.email")} type="email" inputMode="email" autoComplete="email" required {...form.field("email")} />
        <div className="sm:col-span-2">
          <Field label={t("form.phone")} type="tel" autoComplete="tel" hint={t("form.phoneHint")} {...form.field("phone")} />
        </div>
        <div className="sm:col-span-2">
          <TextareaField
            label={t("donate.form.messageOptional")}
            rows={4}
            maxLength={FOUNDATION_MESSAGE_MAX_LENGTH}
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
        {submitting ? t("donate.form.sending") : t("donate.form.submit")}
      </Button>
    </Form>
  );
}
