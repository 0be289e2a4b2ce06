import { pageSeoLoader } from "~/.server/seo";
import { SitemapList } from "~/components/sections/legal/SitemapList";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "seo", "legal"] };

export const loader = pageSeoLoader("sitemap");

export default function SitemapPage() {
  return (
    <>
      <PageIntro page="sitemap" />
      <SitemapList />
    </>
  );
}
