import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { CheckboxField, Field, FormAlert, StatusButton } from "~/components/forms/fields";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { FORM_WIDE, type FormResult, succeeded } from "~/lib/forms/result";
import { CANDIDATE_DETAILS_FIELDS } from "~/lib/validation/candidate";
import { PHONE_MAX_LENGTH } from "~/lib/validation/limits";

const loadSchema = () => import("~/lib/validation/candidate").then((module) => module.candidateDetailsSchema);

/** When the candidate is available and how to reach them by phone: the two things that change between seasons. */
export function OwnDetailsForm({
  availableFrom,
  phone,
  phoneWhatsapp,
}: {
  availableFrom: string | null;
  phone: string | null;
  phoneWhatsapp: boolean;
}) {
  const { t } = useTranslation("candidate");
  const fetcher = useFetcher<FormResult>();
  const form = useFormLayer({ schema: loadSchema, fields: CANDIDATE_DETAILS_FIELDS, lastResult: fetcher.data });
  const sending = fetcher.state !== "idle";
  const saved = !sending && succeeded(fetcher.data);
  const refusal = form.messageOf(FORM_WIDE);
  return (
    <section aria-labelledby="own-details" className="space-y-4">
      <h2 id="own-details" className="text-2xl font-bold text-ink">
        {t("details.heading")}
      </h2>
      <fetcher.Form method="post" {...form.props} className="space-y-5 rounded-2xl border border-slate-200 p-5">
        <input type="hidden" name="intent" value="details" />
        <Field
          label={t("details.availableFrom")}
          type="date"
          defaultValue={availableFrom ?? ""}
          {...form.field("availableFrom")}
        />
        <Field
          label={t("details.phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          hint={t("details.phoneHint")}
          defaultValue={phone ?? ""}
          {...form.field("phone")}
        />
        <CheckboxField
          label={t("details.whatsapp")}
          defaultChecked={phoneWhatsapp}
          {...form.field("phoneWhatsapp")}
          defaultValue={undefined}
        />
        {form.validation}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <StatusButton
            status={sending ? "pending" : "idle"}
            labels={{ idle: t("details.save"), pending: t("details.saving") }}
            data-testid="details-submit"
          />
          <FormAlert tone={form.hasMessages ? "error" : "success"} testId="details-status">
            {saved ? t("details.saved") : refusal ? t(refusal) : form.hasMessages ? t("errors.summary") : null}
          </FormAlert>
        </div>
      </fetcher.Form>
    </section>
  );
}
