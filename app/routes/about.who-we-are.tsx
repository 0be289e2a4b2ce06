import { pageSeoLoader } from "~/.server/seo";
import { StatisticsSection } from "~/components/sections/company/StatisticsSection";
import { WhoWeAreSection } from "~/components/sections/company/WhoWeAreSection";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "about", "company"] };

export const loader = pageSeoLoader("whoWeAre");

export default function WhoWeArePage() {
  return (
    <>
      <PageIntro page="whoWeAre" />
      <WhoWeAreSection />
      <StatisticsSection />
    </>
  );
}
