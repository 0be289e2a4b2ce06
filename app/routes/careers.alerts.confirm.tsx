import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { jobAlertsConfirm, jobAlertsConfirmPageData } from "~/.server/http/job-alerts-pages";
import { buttonClasses } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/careers.alerts.confirm";

export const handle: RouteHandle = { i18n: ["job-alerts"] };

/** Double opt-in (decision 0036): the emailed link opens this page; the button confirms (link scanners only GET). */
export const loader = jobAlertsConfirmPageData;

export const action = jobAlertsConfirm;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function ConfirmJobAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("job-alerts");
  return (
    <Section labelledBy="job-alerts-confirm-heading">
      <div className="mx-auto max-w-2xl text-center" data-testid="job-alerts-confirm">
        <h1 id="job-alerts-confirm-heading" className="text-3xl font-bold tracking-tight text-ink">
          {t("seo.confirm.title")}
        </h1>
        {actionData ? (
          <p role="status" className="mt-8 text-lg text-ink">
            {actionData.confirmed ? t("confirm.done") : t("confirm.invalid")}
          </p>
        ) : (
          <Form method="post">
            <input type="hidden" name="token" value={loaderData.token} />
            <p className="mt-8 text-lg text-ink">{t("confirm.prompt")}</p>
            <button type="submit" className={buttonClasses("primary", "lg", "mt-8")}>
              {t("confirm.button")}
            </button>
          </Form>
        )}
      </div>
    </Section>
  );
}
