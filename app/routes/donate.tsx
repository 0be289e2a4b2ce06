import { visitorFormAction } from "~/.server/http/visitor-form";
import { pageSeoLoader } from "~/.server/seo";
import { submitDonationPledge } from "~/.server/services/records";
import { DonationForm } from "~/components/forms/DonationForm";
import { GivingSteps } from "~/components/sections/foundation/GivingSteps";
import { ProgramsSection } from "~/components/sections/foundation/ProgramsSection";
import { PageIntro } from "~/components/sections/PageIntro";
import { Section } from "~/components/ui/section";
import type { RouteHandle } from "~/lib/route-handle";
import { donationSchema } from "~/lib/validation/donation";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "foundation"] };

export const loader = pageSeoLoader("donate");

/** Works with and without JavaScript: the page shows the answer either way. */
export const action = visitorFormAction("donation", donationSchema, submitDonationPledge);

export default function DonatePage() {
  return (
    <>
      <PageIntro page="donate" />
      <ProgramsSection context="donate" />
      <Section tone="tint" labelledBy="donation-form-heading">
        <div className="grid gap-8 lg:grid-cols-5 lg:items-start">
          <div className="lg:col-span-2">
            <GivingSteps />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 lg:col-span-3">
            <DonationForm />
          </div>
        </div>
      </Section>
    </>
  );
}
