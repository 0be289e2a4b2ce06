import { pageSeoLoader } from "~/.server/seo";
import { LastUpdated } from "~/components/sections/legal/LastUpdated";
import { LegalDocument } from "~/components/sections/legal/LegalDocument";
import { PageIntro } from "~/components/sections/PageIntro";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const handle: RouteHandle = { i18n: ["pages", "legal"] };

export const loader = pageSeoLoader("privacy");

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

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
