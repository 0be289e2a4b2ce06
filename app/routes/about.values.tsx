import { pageSeoLoader } from "~/.server/seo";
import { ValuesSection } from "~/components/sections/company/ValuesSection";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "about"] };

export const loader = pageSeoLoader("values");

export default function ValuesPage() {
  return (
    <>
      <PageIntro page="values" />
      <ValuesSection />
    </>
  );
}
