import { pageSeoLoader } from "~/.server/seo";
import { SitemapList } from "~/components/sections/legal/SitemapList";
import { PageIntro } from "~/components/sections/PageIntro";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/sitemap";

export const handle: RouteHandle = { i18n: ["pages", "seo", "legal"] };

export const loader = pageSeoLoader("sitemap");

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function SitemapPage() {
  return (
    <>
      <PageIntro page="sitemap" />
      <SitemapList />
    </>
  );
}
