import { useTranslation } from "react-i18next";
import { privacyRequestAction, privacyRequestPageData } from "~/.server/privacy-request-page";
import { PrivacyRequestForm } from "~/components/privacy/PrivacyRequestForm";
import { Section } from "~/components/ui/section";
import { LocalLink } from "~/i18n/links";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/privacy.request";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["privacy-request"] };

export const loader = (args: Route.LoaderArgs) => privacyRequestPageData(args);

/** Works with and without JavaScript; the same answer for every address (decision 0041). */
export const action = (args: Route.ActionArgs) => privacyRequestAction(args);

/** A person asks for a copy of their data or its erasure, proved by an emailed link (decision 0041). */
export default function PrivacyRequestPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("privacy-request");
  return (
    <Section labelledBy="privacy-request-heading">
      <div className="mx-auto max-w-3xl">
        <h1 id="privacy-request-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {t("page.heading")}
        </h1>
        <p className="mt-4 text-lg text-ink-muted">{t("page.lead")}</p>
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="privacy-request-copy" className="rounded-2xl border border-slate-200 bg-brand-50 p-6">
            <h2 id="privacy-request-copy" className="text-lg font-semibold text-ink">
              {t("page.copy.title")}
            </h2>
            <p className="mt-2 text-ink-muted">{t("page.copy.text")}</p>
          </section>
          <section aria-labelledby="privacy-request-erasure" className="rounded-2xl border border-slate-200 bg-brand-50 p-6">
            <h2 id="privacy-request-erasure" className="text-lg font-semibold text-ink">
              {t("page.erasure.title")}
            </h2>
            <p className="mt-2 text-ink-muted">{t("page.erasure.text")}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-muted marker:text-brand-700">
              <li>{t("page.erasure.kept")}</li>
              <li>{t("page.erasure.suppressed")}</li>
            </ul>
          </section>
        </div>
        <p className="mt-6 text-ink-muted">{t("page.next", { hours: loaderData.confirmHours, days: loaderData.answerDays })}</p>
        <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <PrivacyRequestForm confirmHours={loaderData.confirmHours} />
        </div>
        <p className="mt-8">
          <LocalLink to="/privacy" className="font-medium text-brand-800 underline">
            {t("page.policy")}
          </LocalLink>
        </p>
      </div>
    </Section>
  );
}
