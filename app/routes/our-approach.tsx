import { useTranslation } from "react-i18next";
import { pageSeoLoader } from "~/.server/seo";
import { PageIntro } from "~/components/sections/PageIntro";
import { ServicesOverview } from "~/components/sections/ServicesOverview";
import { CtaBand } from "~/components/sections/services/CtaBand";
import { FrameworkSummarySection } from "~/components/sections/services/FrameworkSummarySection";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "services", "servicePages"] };

export const loader = pageSeoLoader("ourApproach");

export default function OurApproachPage() {
  const { t } = useTranslation("servicePages");
  return (
    <>
      <PageIntro page="ourApproach" />
      <ServicesOverview />
      <FrameworkSummarySection />
      <CtaBand id="approach-cta-heading" t={t} keys="overview.cta" secondaryTo="/pricing" />
    </>
  );
}
