import { visitorFormAction } from "~/.server/http/visitor-form";
import { pageSeoLoader } from "~/.server/seo";
import { submitVolunteerSignup } from "~/.server/services/records";
import { VolunteerForm } from "~/components/forms/VolunteerForm";
import { VolunteerRolesSection } from "~/components/sections/foundation/VolunteerRolesSection";
import { PageIntro } from "~/components/sections/PageIntro";
import { Section } from "~/components/ui/section";
import type { RouteHandle } from "~/lib/route-handle";
import { volunteerSchema } from "~/lib/validation/volunteer";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "foundation"] };

export const loader = pageSeoLoader("volunteer");

/** Works with and without JavaScript: the page shows the answer either way. */
export const action = visitorFormAction("volunteer", volunteerSchema, submitVolunteerSignup);

export default function VolunteerPage() {
  return (
    <>
      <PageIntro page="volunteer" />
      <VolunteerRolesSection />
      <Section tone="tint" labelledBy="volunteer-form-heading">
        <div className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <VolunteerForm />
        </div>
      </Section>
    </>
  );
}
