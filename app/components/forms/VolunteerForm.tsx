import { useTranslation } from "react-i18next";
import { VOLUNTEER_AVAILABILITY, VOLUNTEER_INTERESTS } from "~/lib/validation/limits";
import { FoundationFormFrame } from "./FoundationFormFrame";
import { CheckboxGroup, Field, SelectField, TextareaField } from "./fields";

const FIELDS = ["fullName", "email", "phone", "country", "interests", "availability", "message"] as const;
const loadSchema = () => import("~/lib/validation/volunteer").then((module) => module.volunteerSchema);

/**
 * Volunteer sign-up (/volunteer). Checked in the browser before it is sent, with each message
 * beside its field; it posts to the page's own route.
 */
export function VolunteerForm() {
  const { t } = useTranslation("foundation");
  return (
    <FoundationFormFrame kind="volunteer" schema={loadSchema} fields={FIELDS}>
      {(form) => (
        <>
          <Field label={t("form.fullName")} autoComplete="name" required {...form.field("fullName")} />
          <Field label={t("form.email")} type="email" inputMode="email" autoComplete="email" required {...form.field("email")} />
          <Field label={t("form.phone")} type="tel" autoComplete="tel" hint={t("form.phoneHint")} {...form.field("phone")} />
          <Field label={t("volunteer.form.country")} autoComplete="country-name" required {...form.field("country")} />
          <div className="sm:col-span-2">
            <CheckboxGroup
              legend={`${t("volunteer.form.interests")} *`}
              options={VOLUNTEER_INTERESTS.map((value) => ({ value, label: t(`volunteer.roles.${value}.title`) }))}
              {...form.group("interests")}
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
        </>
      )}
    </FoundationFormFrame>
  );
}
