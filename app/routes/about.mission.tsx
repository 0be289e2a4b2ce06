import { pageSeoLoader } from "~/.server/seo";
import { MissionVisionSection } from "~/components/sections/company/MissionVisionSection";
import { PageIntro } from "~/components/sections/PageIntro";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about.mission";

export const handle: RouteHandle = { i18n: ["pages", "about"] };

export const loader = pageSeoLoader("mission");

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function MissionPage() {
  return (
    <>
      <PageIntro page="mission" />
      <MissionVisionSection />
    </>
  );
}
