import { useTranslation } from "react-i18next";
import { jobAlertsPageData, jobAlertsSignUp } from "~/.server/http/job-alerts-pages";
import { JobAlertForm } from "~/components/careers/JobAlertForm";
import { Section } from "~/components/ui/section";
import { LocalLink } from "~/i18n/links";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/careers.alerts";

export { headers } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["job-alerts", "careers", "services", "markets"] };

/** The sign-up page (decision 0036), prefilled from the careers filter it was opened from. */
export const loader = jobAlertsPageData;

/** Works with and without JavaScript; the careers page's section posts here too. */
export const action = jobAlertsSignUp;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function JobAlertsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("job-alerts");
  return (
    <Section labelledBy="job-alerts-heading">
      <div className="mx-auto max-w-3xl">
        <h1 id="job-alerts-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {t("page.title")}
        </h1>
        <p className="mt-4 text-lg text-ink-muted">{t("page.lead")}</p>
        <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <JobAlertForm criteria={loaderData.criteria} />
        </div>
        <p className="mt-8">
          <LocalLink to="/careers" className="font-medium text-brand-800 underline">
            {t("page.back")}
          </LocalLink>
        </p>
      </div>
    </Section>
  );
}
