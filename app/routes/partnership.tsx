import { handleVisitorSubmission } from "~/.server/http/visitor-form";
import { loadPageSeo } from "~/.server/seo";
import { submissionContextFor, submitPartnershipRequest } from "~/.server/services/submissions";
import { JumpToRequest, PartnershipRequest } from "~/components/sections/contact/PartnershipRequest";
import { PartnershipWhy } from "~/components/sections/contact/PartnershipWhy";
import { PageIntro } from "~/components/sections/PageIntro";
import { languageOfRequest } from "~/i18n/request-language.server";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import { partnershipSchema } from "~/lib/validation/partnership";
import type { Route } from "./+types/partnership";

export const handle: RouteHandle = { i18n: ["pages", "contact"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return { seo: await loadPageSeo(request, context, "partnership") };
}

/** Works with and without JavaScript: the form submits in place, or as a page that shows the answer. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleVisitorSubmission(request, context, partnershipSchema, (value) =>
    submitPartnershipRequest(submissionContextFor(context), value, languageOfRequest(request)),
  );
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function PartnershipPage() {
  return (
    <>
      <PageIntro page="partnership">
        <JumpToRequest />
      </PageIntro>
      <PartnershipWhy />
      <PartnershipRequest />
    </>
  );
}
