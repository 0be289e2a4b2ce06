import { pageSeoLoader } from "~/.server/seo";
import { AdvantageLinksSection } from "~/components/sections/company/AdvantageLinksSection";
import { AdvantagesSection } from "~/components/sections/company/AdvantagesSection";
import { BecomeClientCta } from "~/components/sections/company/BecomeClientCta";
import { StatisticsSection } from "~/components/sections/company/StatisticsSection";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "company"] };

export const loader = pageSeoLoader("whyChooseUs");

export default function WhyChooseUsPage() {
  return (
    <>
      <PageIntro page="whyChooseUs" />
      <AdvantageLinksSection />
      <AdvantagesSection tone="tint" />
      <StatisticsSection />
      <BecomeClientCta />
    </>
  );
}
