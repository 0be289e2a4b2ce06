import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { OwnApplication } from "~/.server/services/careers";
import { FormAlert, StatusButton } from "~/components/forms/fields";
import { Disclosure } from "~/components/ui/disclosure";
import { LocalLink } from "~/i18n/links";
import { FORM_WIDE, type FormResult, messageOf } from "~/lib/forms/result";
import { useCareersFormat } from "../format";

/** One application: what it was for, where it stands in plain words, and withdrawing it while it is open. */
function OwnApplicationItem({ application }: { application: OwnApplication }) {
  const { t } = useTranslation("candidate");
  const { day } = useCareersFormat();
  const fetcher = useFetcher<FormResult>();
  const refusal = messageOf(fetcher.data, FORM_WIDE);
  const headingId = `application-${application.id}`;
  return (
    <li className="rounded-2xl border border-slate-200 p-5" aria-labelledby={headingId} data-testid="own-application">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {application.opening ? (
          <LocalLink to={application.opening.path} className="underline-offset-4 hover:underline">
            {application.opening.title}
          </LocalLink>
        ) : (
          t("applications.talentPool")
        )}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">
        {t("applications.meta", { reference: application.reference, date: day(application.createdAt.slice(0, 10)) })}
      </p>
      <p className="mt-3">
        <span className="font-semibold text-ink" data-testid="own-application-stage">
          {t(`stages.${application.stage}.label`)}
        </span>
        {" — "}
        <span className="text-ink-muted">{t(`stages.${application.stage}.text`)}</span>
      </p>
      {application.open ? (
        <Disclosure
          summary={t("applications.withdraw")}
          summaryClassName="mt-4 cursor-pointer text-sm font-medium text-brand-700 underline"
          dismissible={false}
          testId="withdraw-open"
        >
          <fetcher.Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="withdraw" />
            <input type="hidden" name="application" value={application.id} />
            <p className="text-sm text-ink">{t("applications.withdrawConfirm")}</p>
            <StatusButton
              status={fetcher.state !== "idle" ? "pending" : "idle"}
              labels={{ idle: t("applications.withdrawButton"), pending: t("applications.withdrawing") }}
              variant="danger"
              data-testid="withdraw-submit"
            />
            <FormAlert tone="error">{refusal ? t(refusal) : null}</FormAlert>
          </fetcher.Form>
        </Disclosure>
      ) : null}
    </li>
  );
}

export function OwnApplications({ applications }: { applications: OwnApplication[] }) {
  const { t } = useTranslation("candidate");
  return (
    <section aria-labelledby="own-applications" className="space-y-4">
      <h2 id="own-applications" className="text-2xl font-bold text-ink">
        {t("applications.heading")}
      </h2>
      {applications.length === 0 ? (
        <p className="text-ink-muted">{t("applications.none")}</p>
      ) : (
        <ul className="space-y-4">
          {applications.map((application) => (
            <OwnApplicationItem key={application.id} application={application} />
          ))}
        </ul>
      )}
    </section>
  );
}
