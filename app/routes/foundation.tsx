import { pageSeoLoader } from "~/.server/seo";
import { CsrSection } from "~/components/sections/foundation/CsrSection";
import { ProgramsSection } from "~/components/sections/foundation/ProgramsSection";
import { WaysToHelpSection } from "~/components/sections/foundation/WaysToHelpSection";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "foundation"] };

export const loader = pageSeoLoader("foundation");

export default function FoundationPage() {
  return (
    <>
      <PageIntro page="foundation" />
      <ProgramsSection />
      <WaysToHelpSection />
      <CsrSection />
    </>
  );
}
