import { visitorFormAction } from "~/.server/http/visitor-form";
import { pageSeoLoader } from "~/.server/seo";
import { submitContactMessage } from "~/.server/services/records";
import { ContactMain } from "~/components/sections/contact/ContactMain";
import { FindUs } from "~/components/sections/contact/FindUs";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";
import { contactSchema } from "~/lib/validation/contact";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "contact"] };

export const loader = pageSeoLoader("contact");

/** Works with and without JavaScript: the form submits in place, or as a page that shows the answer. */
export const action = visitorFormAction("contact", contactSchema, submitContactMessage);

export default function ContactPage() {
  return (
    <>
      <PageIntro page="contact" />
      <ContactMain />
      <FindUs />
    </>
  );
}
