import { pageSeoLoader } from "~/.server/seo";
import { StatisticsSection } from "~/components/sections/company/StatisticsSection";
import { WhoWeAreSection } from "~/components/sections/company/WhoWeAreSection";
import { PageIntro } from "~/components/sections/PageIntro";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about.who-we-are";

export const handle: RouteHandle = { i18n: ["pages", "about", "company"] };

export const loader = pageSeoLoader("whoWeAre");

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function WhoWeArePage() {
  return (
    <>
      <PageIntro page="whoWeAre" />
      <WhoWeAreSection />
      <StatisticsSection />
    </>
  );
}
