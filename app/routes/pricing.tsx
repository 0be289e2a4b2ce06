import { useTranslation } from "react-i18next";
import { loadPageSeo, pricingFaqJsonLd } from "~/.server/seo";
import { siteContent } from "~/.server/services/content";
import { PageIntro } from "~/components/sections/PageIntro";
import { CtaBand } from "~/components/sections/services/CtaBand";
import { PricingFaq } from "~/components/sections/services/PricingFaq";
import { PricingPlans } from "~/components/sections/services/PricingPlans";
import { languageOfRequest } from "~/i18n/request-language.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/pricing";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "pricing"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const [seo, { faq }] = await Promise.all([loadPageSeo(request, context, "pricing"), siteContent(context.database, language)]);
  return { seo: { ...seo, structuredData: [pricingFaqJsonLd(language, faq)] }, faq };
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("pricing");
  return (
    <>
      <PageIntro page="pricing" />
      <PricingPlans />
      <PricingFaq entries={loaderData.faq} />
      <CtaBand id="pricing-cta-heading" t={t} keys="cta" secondaryTo="/our-process" />
    </>
  );
}
