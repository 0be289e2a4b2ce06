import { useTranslation } from "react-i18next";
import { FOUNDATION_PROGRAM_IDS } from "~/content/foundation";
import { DONATION_MIN_AMOUNT, FOUNDATION_MESSAGE_MAX_LENGTH } from "~/lib/validation/limits";
import { FoundationFormFrame } from "./FoundationFormFrame";
import { Field, SelectField, TextareaField } from "./fields";

const FIELDS = ["amount", "program", "fullName", "email", "phone", "message"] as const;
const loadSchema = () => import("~/lib/validation/donation").then((module) => module.donationSchema);

/**
 * Donation pledge (/donate): an amount in US dollars for one of the four programs. No card is
 * taken; the foundation team follows up with payment instructions. Checked in the browser first.
 */
export function DonationForm() {
  const { t } = useTranslation("foundation");
  return (
    <FoundationFormFrame kind="donate" schema={loadSchema} fields={FIELDS}>
      {(form) => (
        <>
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
        </>
      )}
    </FoundationFormFrame>
  );
}
