import { pageSeoLoader } from "~/.server/seo";
import { ValuesSection } from "~/components/sections/company/ValuesSection";
import { PageIntro } from "~/components/sections/PageIntro";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about.values";

export const handle: RouteHandle = { i18n: ["pages", "about"] };

export const loader = pageSeoLoader("values");

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function ValuesPage() {
  return (
    <>
      <PageIntro page="values" />
      <ValuesSection />
    </>
  );
}
