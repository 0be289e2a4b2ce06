import { contentPageLoader } from "~/.server/page-content";
import { AdvantageLinksSection } from "~/components/sections/company/AdvantageLinksSection";
import { AdvantagesSection } from "~/components/sections/company/AdvantagesSection";
import { BecomeClientCta } from "~/components/sections/company/BecomeClientCta";
import { StatisticsSection } from "~/components/sections/company/StatisticsSection";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/why-choose-us";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "company"] };

export const loader = contentPageLoader("whyChooseUs", ({ statistics }) => ({ statistics }));

export default function WhyChooseUsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page="whyChooseUs" />
      <AdvantageLinksSection />
      <AdvantagesSection tone="tint" />
      <StatisticsSection statistics={loaderData.statistics} />
      <BecomeClientCta />
    </>
  );
}
