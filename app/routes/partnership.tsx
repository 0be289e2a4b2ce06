import { requestFormAction } from "~/.server/request-form";
import { pageSeoLoader } from "~/.server/seo";
import { JumpToRequest, PartnershipRequest } from "~/components/sections/contact/PartnershipRequest";
import { PartnershipWhy } from "~/components/sections/contact/PartnershipWhy";
import { PageIntro } from "~/components/sections/PageIntro";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "contact"] };

export const loader = pageSeoLoader("partnership");

/**
 * The request for staff (decision 0038). Works with and without JavaScript: the form submits in
 * place, or as a page that shows the answer; without JavaScript its "Add a line" and "Remove"
 * buttons post too, and the answer is the form again with one line more or less.
 */
export const action = requestFormAction;

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
