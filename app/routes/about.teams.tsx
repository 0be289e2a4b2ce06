import { pageSeoLoader } from "~/.server/seo";
import { TeamSection } from "~/components/sections/company/TeamSection";
import { PageIntro } from "~/components/sections/PageIntro";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about.teams";

export const handle: RouteHandle = { i18n: ["pages", "about"] };

export const loader = pageSeoLoader("team");

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function TeamPage() {
  return (
    <>
      <PageIntro page="team" />
      <TeamSection />
    </>
  );
}
