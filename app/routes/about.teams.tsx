import { pageSeoLoader } from "~/.server/seo";
import { TeamSection } from "~/components/sections/company/TeamSection";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "about"] };

export const loader = pageSeoLoader("team");

export default function TeamPage() {
  return (
    <>
      <PageIntro page="team" />
      <TeamSection />
    </>
  );
}
