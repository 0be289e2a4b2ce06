import { useTranslation } from "react-i18next";
import { candidatePageAction, candidatePageData } from "~/.server/candidate-page";
import { CandidateLinkForm } from "~/components/careers/candidate/CandidateLinkForm";
import { OwnApplications } from "~/components/careers/candidate/OwnApplications";
import { OwnCvForm } from "~/components/careers/candidate/OwnCvForm";
import { OwnDataSection } from "~/components/careers/candidate/OwnDataSection";
import { OwnDetailsForm } from "~/components/careers/candidate/OwnDetailsForm";
import type { FormResult } from "~/lib/forms/result";
import { privatePageHeaders } from "~/lib/private-paths";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/candidate.$token";

export const handle: RouteHandle = { i18n: ["pages", "candidate", "cv", "careers"] };

export const headers = privatePageHeaders;

export const loader = (args: Route.LoaderArgs) => candidatePageData(args);

export const action = (args: Route.ActionArgs) => candidatePageAction(args);

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** A candidate's own page (decision 0035): their applications, details, CVs and data, by their private link. */
export default function CandidatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("candidate");
  if (loaderData.state !== "ok") {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold text-ink">
          {t(loaderData.state === "limited" ? "page.limitedHeading" : "page.invalidHeading")}
        </h1>
        <p className="mt-4 text-ink-muted">{t(loaderData.state === "limited" ? "page.limitedText" : "page.invalidText")}</p>
        {loaderData.state === "invalid" ? (
          <div className="mt-8">
            <CandidateLinkForm />
          </div>
        ) : null}
      </div>
    );
  }
  const { view } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t("page.heading", { name: view.fullName })}</h1>
        <p className="mt-3 text-ink-muted">{t("page.lead", { days: loaderData.retention.applicationDays })}</p>
      </header>
      <OwnApplications applications={view.applications} />
      <OwnDetailsForm availableFrom={view.availableFrom} phone={view.phone} phoneWhatsapp={view.phoneWhatsapp} />
      <OwnCvForm cvs={view.cvs} />
      <OwnDataSection result={actionData as FormResult | undefined} />
    </div>
  );
}
