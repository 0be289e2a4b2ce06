import { visitorFormAction } from "~/.server/http/visitor-form";
import { pageSeoLoader } from "~/.server/seo";
import { submitContactMessage } from "~/.server/services/submissions";
import { ContactMain } from "~/components/sections/contact/ContactMain";
import { FindUs } from "~/components/sections/contact/FindUs";
import { PageIntro } from "~/components/sections/PageIntro";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import { contactSchema } from "~/lib/validation/contact";
import type { Route } from "./+types/contact";

export const handle: RouteHandle = { i18n: ["pages", "contact"] };

export const loader = pageSeoLoader("contact");

/** Works with and without JavaScript: the form submits in place, or as a page that shows the answer. */
export const action = visitorFormAction(contactSchema, submitContactMessage);

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function ContactPage() {
  return (
    <>
      <PageIntro page="contact" />
      <ContactMain />
      <FindUs />
    </>
  );
}
