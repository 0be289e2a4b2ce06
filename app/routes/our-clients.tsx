import { contentPageLoader } from "~/.server/page-content";
import { BecomeClientCta } from "~/components/sections/company/BecomeClientCta";
import { ClientsSection } from "~/components/sections/company/ClientsSection";
import { TestimonialsSection } from "~/components/sections/company/TestimonialsSection";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/our-clients";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "company"] };

export const loader = contentPageLoader("ourClients", ({ clients, testimonials }) => ({ clients, testimonials }));

export default function OurClientsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro page="ourClients" />
      <ClientsSection clients={loaderData.clients} detailed />
      <TestimonialsSection testimonials={loaderData.testimonials} tone="tint" />
      <BecomeClientCta />
    </>
  );
}
