import { useTranslation } from "react-i18next";
import { pageSeoLoader } from "~/.server/seo";
import { PageIntro } from "~/components/sections/PageIntro";
import { BenefitsSection } from "~/components/sections/services/BenefitsSection";
import { CtaBand } from "~/components/sections/services/CtaBand";
import { ProcessSteps } from "~/components/sections/services/ProcessSteps";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/our-process";

export const handle: RouteHandle = { i18n: ["pages", "process"] };

export const loader = pageSeoLoader("ourProcess");

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

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
