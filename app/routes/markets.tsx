import { useTranslation } from "react-i18next";
import { loadPageSeo } from "~/.server/seo";
import { PageIntro } from "~/components/sections/PageIntro";
import { CtaBand } from "~/components/sections/services/CtaBand";
import { CoreMarketsSection, EmergingMarketsSection, WorkforceSection } from "~/components/sections/services/MarketsSections";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/markets";

export const handle: RouteHandle = { i18n: ["pages", "markets"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return { seo: await loadPageSeo(request, context, "markets") };
}

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
        title={t("cta.title")}
        text={t("cta.text")}
        primary={{ to: "/contact", label: t("common:cta.requestQuote") }}
        secondary={{ to: "/partnership", label: t("common:cta.partnerWithUs") }}
      />
    </>
  );
}
