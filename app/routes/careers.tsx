import { useTranslation } from "react-i18next";
import type { MetaDescriptor } from "react-router";
import { careersPageData } from "~/.server/careers-pages";
import { CareersList } from "~/components/careers/CareersList";
import { JobAlertForm } from "~/components/careers/JobAlertForm";
import { PageIntro } from "~/components/sections/PageIntro";
import { Section } from "~/components/ui/section";
import { criteriaOfFilter } from "~/lib/careers/job-alerts";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/careers";

export { headers } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "careers", "services", "markets", "job-alerts"] };

export const loader = careersPageData;

/** The page's tags, and its language's feed of openings for feed readers. */
export const meta = ({ data }: Route.MetaArgs): MetaDescriptor[] => [
  ...seoMeta(data?.seo),
  ...(data ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", href: `${data.seo.origin}${data.feed}` }] : []),
];

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("job-alerts");
  return (
    <>
      <PageIntro page="careers" />
      <CareersList filter={loaderData.filter} openings={loaderData.openings} feed={loaderData.feed} />
      {/* Job alerts (decision 0036): the list's filter, by email as openings come. */}
      <Section tone="tint" labelledBy="job-alert-heading">
        <div className="mx-auto max-w-2xl">
          <h2 id="job-alert-heading" className="text-2xl font-bold tracking-tight text-ink">
            {t("section.heading")}
          </h2>
          <p className="mt-2 mb-6 text-ink-muted">{t("section.lead")}</p>
          <JobAlertForm criteria={criteriaOfFilter(loaderData.filter)} compact />
        </div>
      </Section>
    </>
  );
}
