import { visitorFormAction } from "~/.server/http/visitor-form";
import { pageSeoLoader } from "~/.server/seo";
import { submitPartnershipRequest } from "~/.server/services/records";
import { JumpToRequest, PartnershipRequest } from "~/components/sections/contact/PartnershipRequest";
import { PartnershipWhy } from "~/components/sections/contact/PartnershipWhy";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";
import { partnershipSchema } from "~/lib/validation/partnership";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "contact"] };

export const loader = pageSeoLoader("partnership");

/** Works with and without JavaScript: the form submits in place, or as a page that shows the answer. */
export const action = visitorFormAction("partnership", partnershipSchema, submitPartnershipRequest);

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
