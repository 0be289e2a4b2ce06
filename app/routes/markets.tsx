import { useTranslation } from "react-i18next";
import { pageSeoLoader } from "~/.server/seo";
import { PageIntro } from "~/components/sections/PageIntro";
import { CtaBand } from "~/components/sections/services/CtaBand";
import { CoreMarketsSection, EmergingMarketsSection, WorkforceSection } from "~/components/sections/services/MarketsSections";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "markets"] };

export const loader = pageSeoLoader("markets");

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
