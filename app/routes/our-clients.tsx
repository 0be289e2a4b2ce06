import { pageSeoLoader } from "~/.server/seo";
import { BecomeClientCta } from "~/components/sections/company/BecomeClientCta";
import { ClientsSection } from "~/components/sections/company/ClientsSection";
import { TestimonialsSection } from "~/components/sections/company/TestimonialsSection";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "company"] };

export const loader = pageSeoLoader("ourClients");

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
