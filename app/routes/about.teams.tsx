import { contentPageLoader } from "~/.server/page-content";
import { TeamSection } from "~/components/sections/company/TeamSection";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/about.teams";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "about"] };

export const loader = contentPageLoader("team", ({ team }) => ({ team }));

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page="team" />
      <TeamSection members={loaderData.team} />
    </>
  );
}
