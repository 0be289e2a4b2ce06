import { pageSeoLoader } from "~/.server/seo";
import { LastUpdated } from "~/components/sections/legal/LastUpdated";
import { LegalDocument } from "~/components/sections/legal/LegalDocument";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "legal"] };

export const loader = pageSeoLoader("privacy");

export default function PrivacyPage() {
  return (
    <>
      <PageIntro page="privacy">
        <LastUpdated />
      </PageIntro>
      <LegalDocument document="privacy" />
    </>
  );
}
