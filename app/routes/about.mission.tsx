import { pageSeoLoader } from "~/.server/seo";
import { MissionVisionSection } from "~/components/sections/company/MissionVisionSection";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "about"] };

export const loader = pageSeoLoader("mission");

export default function MissionPage() {
  return (
    <>
      <PageIntro page="mission" />
      <MissionVisionSection />
    </>
  );
}
