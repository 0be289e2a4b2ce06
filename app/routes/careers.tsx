import type { MetaDescriptor } from "react-router";
import { careersPageData } from "~/.server/careers-pages";
import { CareersList } from "~/components/careers/CareersList";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/careers";

export { headers } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "careers", "services", "markets"] };

export const loader = careersPageData;

/** The page's tags, and its language's feed of openings for feed readers. */
export const meta = ({ data }: Route.MetaArgs): MetaDescriptor[] => [
  ...seoMeta(data?.seo),
  ...(data ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", href: `${data.seo.origin}${data.feed}` }] : []),
];

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page="careers" />
      <CareersList filter={loaderData.filter} openings={loaderData.openings} feed={loaderData.feed} />
    </>
  );
}
