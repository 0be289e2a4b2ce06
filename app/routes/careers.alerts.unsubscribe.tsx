import { useTranslation } from "react-i18next";
import { Form, useLocation, useNavigation } from "react-router";
import { jobAlertsUnsubscribe, jobAlertsUnsubscribePageData, type UnsubscribePrompt } from "~/.server/http/job-alerts-pages";
import { StatusButton } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { LocalLink } from "~/i18n/links";
import { FORM_WIDE, type FormResult, messageOf, succeeded } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import { JOB_ALERT_TOKEN_INVALID } from "~/lib/validation/job-alerts";
import type { Route } from "./+types/careers.alerts.unsubscribe";

export const handle: RouteHandle = { i18n: ["job-alerts"] };

/** The unsubscribe page of job alerts (decision 0036); nothing changes on GET. */
export const loader = jobAlertsUnsubscribePageData;

/** The page's button; mail clients' one-click posts are answered in the fast lane. */
export const action = jobAlertsUnsubscribe;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function UnsubscribeJobAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("job-alerts");
  const navigation = useNavigation();
  // The button posts to the path without the query: a token in the query marks a one-click post.
  const { pathname } = useLocation();
  const result = actionData as (FormResult & { email?: string }) | undefined;
  const refusal = messageOf(result, FORM_WIDE) ?? messageOf(result, "token");
  const done = succeeded(result) ? result?.email : undefined;
  const view = loaderData as UnsubscribePrompt;
  return (
    <Section labelledBy="job-alerts-unsubscribe-heading">
      <div className="mx-auto max-w-2xl text-center" data-testid="job-alerts-unsubscribe">
        <h1 id="job-alerts-unsubscribe-heading" className="text-3xl font-bold tracking-tight text-ink">
          {t("seo.unsubscribe.title")}
        </h1>
        {view.state === "prompt" && done === undefined && !refusal ? (
          <Form method="post" action={pathname} replace className="mt-8 flex flex-col items-center">
            <input type="hidden" name="token" value={view.token} />
            <p className="text-lg text-ink">{t("unsubscribe.prompt", { email: view.email })}</p>
            <StatusButton
              status={navigation.state === "idle" ? "idle" : "pending"}
              labels={{ idle: t("unsubscribe.button"), pending: t("unsubscribe.button") }}
              className="mt-8"
            />
          </Form>
        ) : (
          <div role="status" className="mt-8">
            <p className="text-lg text-ink">
              {done !== undefined
                ? t("unsubscribe.done", { email: done })
                : refusal && refusal !== JOB_ALERT_TOKEN_INVALID
                  ? t(refusal, { ns: "common" })
                  : t("unsubscribe.invalid")}
            </p>
            <p className="mt-4 text-ink-muted">{t("unsubscribe.again")}</p>
            <LocalLink to="/careers/alerts" className={buttonClasses("secondary", "md", "mt-8")}>
              {t("page.title")}
            </LocalLink>
          </div>
        )}
      </div>
    </Section>
  );
}
