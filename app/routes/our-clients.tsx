import { pageSeoLoader } from "~/.server/seo";
import { BecomeClientCta } from "~/components/sections/company/BecomeClientCta";
import { ClientsSection } from "~/components/sections/company/ClientsSection";
import { TestimonialsSection } from "~/components/sections/company/TestimonialsSection";
import { PageIntro } from "~/components/sections/PageIntro";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/our-clients";

export const handle: RouteHandle = { i18n: ["pages", "company"] };

export const loader = pageSeoLoader("ourClients");

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function OurClientsPage() {
  return (
    <>
      <PageIntro page="ourClients" />
      <ClientsSection detailed />
      <TestimonialsSection tone="tint" />
      <BecomeClientCta />
    </>
  );
}
