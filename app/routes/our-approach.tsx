import { useTranslation } from "react-i18next";
import { loadPageSeo } from "~/.server/seo";
import { PageIntro } from "~/components/sections/PageIntro";
import { ServicesOverview } from "~/components/sections/ServicesOverview";
import { CtaBand } from "~/components/sections/services/CtaBand";
import { FrameworkSummarySection } from "~/components/sections/services/FrameworkSummarySection";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/our-approach";

export const handle: RouteHandle = { i18n: ["pages", "services", "servicePages"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return { seo: await loadPageSeo(request, context, "ourApproach") };
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function OurApproachPage() {
  const { t } = useTranslation("servicePages");
  return (
    <>
      <PageIntro page="ourApproach" />
      <ServicesOverview />
      <FrameworkSummarySection />
      <CtaBand
        id="approach-cta-heading"
        title={t("overview.cta.title")}
        text={t("overview.cta.text")}
        primary={{ to: "/contact", label: t("common:cta.requestQuote") }}
        secondary={{ to: "/pricing", label: t("overview.cta.secondary") }}
      />
    </>
  );
}
