import { pageSeoLoader } from "~/.server/seo";
import { CsrSection } from "~/components/sections/foundation/CsrSection";
import { ProgramsSection } from "~/components/sections/foundation/ProgramsSection";
import { WaysToHelpSection } from "~/components/sections/foundation/WaysToHelpSection";
import { PageIntro } from "~/components/sections/PageIntro";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/foundation";

export const handle: RouteHandle = { i18n: ["pages", "foundation"] };

export const loader = pageSeoLoader("foundation");

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

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
