import { useTranslation } from "react-i18next";
import { pageSeoLoader } from "~/.server/seo";
import { PageIntro } from "~/components/sections/PageIntro";
import { BenefitsSection } from "~/components/sections/services/BenefitsSection";
import { CtaBand } from "~/components/sections/services/CtaBand";
import { ProcessSteps } from "~/components/sections/services/ProcessSteps";
import type { RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = { i18n: ["pages", "process"] };

export const loader = pageSeoLoader("ourProcess");

export default function OurProcessPage() {
  const { t } = useTranslation("process");
  return (
    <>
      <PageIntro page="ourProcess" />
      <ProcessSteps />
      <BenefitsSection />
      <CtaBand id="process-cta-heading" t={t} keys="cta" primary="getStarted" secondaryTo="/pricing" />
    </>
  );
}
