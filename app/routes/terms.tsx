import { pageSeoLoader } from "~/.server/seo";
import { LastUpdated } from "~/components/sections/legal/LastUpdated";
import { LegalDocument } from "~/components/sections/legal/LegalDocument";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "legal"] };

export const loader = pageSeoLoader("terms");

export default function TermsPage() {
  return (
    <>
      <PageIntro page="terms">
        <LastUpdated />
      </PageIntro>
      <LegalDocument document="terms" />
    </>
  );
}
