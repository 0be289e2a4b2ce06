import { useTranslation } from "react-i18next";
import { loadPageSeo, pricingFaqJsonLd } from "~/.server/seo";
import { PageIntro } from "~/components/sections/PageIntro";
import { CtaBand } from "~/components/sections/services/CtaBand";
import { PricingFaq } from "~/components/sections/services/PricingFaq";
import { PricingPlans } from "~/components/sections/services/PricingPlans";
import { faqIds } from "~/content/pricing";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/pricing";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "pricing"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const [seo, faq] = await Promise.all([loadPageSeo(request, context, "pricing"), pricingFaqJsonLd(request, faqIds)]);
  return { seo: { ...seo, structuredData: [faq] } };
}

export default function PricingPage() {
  const { t } = useTranslation("pricing");
  return (
    <>
      <PageIntro page="pricing" />
      <PricingPlans />
      <PricingFaq />
      <CtaBand id="pricing-cta-heading" t={t} keys="cta" secondaryTo="/our-process" />
    </>
  );
}
