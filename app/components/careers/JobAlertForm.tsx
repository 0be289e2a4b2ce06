import { useTranslation } from "react-i18next";
import { CheckboxGroup, EmailField } from "~/components/forms/fields";
import { SubmitRow } from "~/components/forms/SubmitRow";
import { useInPlaceForm } from "~/components/forms/use-form-layer";
import { LocalLink, useLocalizedPath } from "~/i18n/links";
import { OPENING_COUNTRIES, PLACEMENTS, POSITIONS } from "~/lib/careers";
import { JOB_ALERTS_PATH, type JobAlertCriteria } from "~/lib/careers/job-alerts";
import { useOpeningLabels } from "./labels";

const FIELDS = ["email", "positions", "countries", "kinds"] as const;
const loadSchema = () => import("~/lib/validation/job-alerts").then((module) => module.jobAlertSchema);

/** The careers filter as the query of the alerts page, so its ticks follow. */
function filterQuery(criteria: JobAlertCriteria): string {
  const query = new URLSearchParams();
  if (criteria.positions[0]) query.set("position", criteria.positions[0]);
  if (criteria.countries[0]) query.set("country", criteria.countries[0]);
  if (criteria.placements[0]) query.set("kind", criteria.placements[0]);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * The job-alert sign-up (decision 0036): an address and what to hear about, prefilled from the
 * careers filter. It posts in place to /careers/alerts with JavaScript and as that page without.
 * `compact` (the careers page's section) shows the filter's choices as a line and links to the
 * page for more; the page shows every choice.
 */
export function JobAlertForm({ criteria, compact = false }: { criteria: JobAlertCriteria; compact?: boolean }) {
  const { t } = useTranslation("job-alerts");
  const labels = useOpeningLabels();
  const localize = useLocalizedPath();
  const { fetcher, form, sending, sent } = useInPlaceForm({ schema: loadSchema, fields: FIELDS });
  const testId = compact ? "job-alert-compact" : "job-alert";
  const chosen = [
    ...criteria.positions.map(labels.position),
    ...criteria.countries.map(labels.country),
    ...criteria.placements.map(labels.placement),
  ];
  const group = (name: "positions" | "countries" | "kinds", prefill: string[]) => {
    const field = form.group(name);
    return { ...field, defaultValue: field.defaultValue ?? prefill };
  };

  return (
    <fetcher.Form
      method="post"
      action={localize(JOB_ALERTS_PATH)}
      {...form.props}
      className="space-y-6"
      data-testid={`${testId}-form`}
    >
      <EmailField label={t("form.email")} {...form.field("email")} />
      {compact ? (
        <>
          {criteria.positions.map((value) => (
            <input key={value} type="hidden" name="positions" value={value} />
          ))}
          {criteria.countries.map((value) => (
            <input key={value} type="hidden" name="countries" value={value} />
          ))}
          {criteria.placements.map((value) => (
            <input key={value} type="hidden" name="kinds" value={value} />
          ))}
          <p className="text-sm text-ink-muted">
            {chosen.length > 0 ? t("form.forFilter", { criteria: chosen.join(" · ") }) : t("form.anything")}{" "}
            <LocalLink to={`${JOB_ALERTS_PATH}${filterQuery(criteria)}`} className="font-medium text-brand-800 underline">
              {t("form.moreChoices")}
            </LocalLink>
          </p>
        </>
      ) : (
        <>
          <p className="text-sm text-ink-muted">{t("form.lead")}</p>
          <CheckboxGroup
            legend={t("form.positions")}
            options={POSITIONS.map((value) => ({ value, label: labels.position(value) }))}
            {...group("positions", criteria.positions)}
          />
          <CheckboxGroup
            legend={t("form.countries")}
            options={OPENING_COUNTRIES.map((value) => ({ value, label: labels.country(value) }))}
            {...group("countries", criteria.countries)}
          />
          <CheckboxGroup
            legend={t("form.kinds")}
            options={PLACEMENTS.map((value) => ({ value, label: labels.placement(value) }))}
            {...group("kinds", criteria.placements)}
          />
        </>
      )}
      <SubmitRow
        form={form}
        sending={sending}
        sent={sent}
        labels={{ idle: t("form.submit"), pending: t("form.sending"), done: t("form.sent") }}
        thanks={t("form.thanks")}
        summary={t("form.summary")}
        testId={testId}
      />
    </fetcher.Form>
  );
}
