import { contentPageLoader } from "~/.server/page-content";
import { StatisticsSection } from "~/components/sections/company/StatisticsSection";
import { WhoWeAreSection } from "~/components/sections/company/WhoWeAreSection";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/about.who-we-are";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "about", "company"] };

export const loader = contentPageLoader("whoWeAre", ({ statistics }) => ({ statistics }));

export default function WhoWeArePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page="whoWeAre" />
      <WhoWeAreSection />
      <StatisticsSection statistics={loaderData.statistics} />
    </>
  );
}
