import { handleVisitorSubmission } from "~/.server/http/visitor-form";
import { loadPageSeo } from "~/.server/seo";
import { submissionContextFor, submitContactMessage } from "~/.server/services/submissions";
import { ContactMain } from "~/components/sections/contact/ContactMain";
import { FindUs } from "~/components/sections/contact/FindUs";
import { PageIntro } from "~/components/sections/PageIntro";
import { languageOfRequest } from "~/i18n/request-language.server";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import { contactSchema } from "~/lib/validation/contact";
import type { Route } from "./+types/contact";

export const handle: RouteHandle = { i18n: ["pages", "contact"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return { seo: await loadPageSeo(request, context, "contact") };
}

/** Works with and without JavaScript: the form submits in place, or as a page that shows the answer. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleVisitorSubmission(request, context, contactSchema, (message) =>
    submitContactMessage(submissionContextFor(context), message, languageOfRequest(request)),
  );
}

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
