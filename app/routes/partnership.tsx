import { visitorFormAction } from "~/.server/http/visitor-form";
import { pageSeoLoader } from "~/.server/seo";
import { submitPartnershipRequest } from "~/.server/services/submissions";
import { JumpToRequest, PartnershipRequest } from "~/components/sections/contact/PartnershipRequest";
import { PartnershipWhy } from "~/components/sections/contact/PartnershipWhy";
import { PageIntro } from "~/components/sections/PageIntro";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import { partnershipSchema } from "~/lib/validation/partnership";
import type { Route } from "./+types/partnership";

export const handle: RouteHandle = { i18n: ["pages", "contact"] };

export const loader = pageSeoLoader("partnership");

/** Works with and without JavaScript: the form submits in place, or as a page that shows the answer. */
export const action = visitorFormAction(partnershipSchema, submitPartnershipRequest);

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
