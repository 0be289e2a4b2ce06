import { useTranslation } from "react-i18next";
import { pageSeoLoader } from "~/.server/seo";
import { PageIntro } from "~/components/sections/PageIntro";
import { CtaBand } from "~/components/sections/services/CtaBand";
import { CoreMarketsSection, EmergingMarketsSection, WorkforceSection } from "~/components/sections/services/MarketsSections";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/markets";

export const handle: RouteHandle = { i18n: ["pages", "markets"] };

export const loader = pageSeoLoader("markets");

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function MarketsPage() {
  const { t } = useTranslation("markets");
  return (
    <>
      <PageIntro page="markets" />
      <CoreMarketsSection />
      <EmergingMarketsSection />
      <WorkforceSection />
      <CtaBand
        id="markets-cta-heading"
        t={t}
        keys="cta"
        secondaryTo="/partnership"
        secondaryLabel={t("common:cta.partnerWithUs")}
      />
    </>
  );
}
