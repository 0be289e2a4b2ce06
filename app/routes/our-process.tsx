import { useTranslation } from "react-i18next";
import { loadPageSeo } from "~/.server/seo";
import { PageIntro } from "~/components/sections/PageIntro";
import { BenefitsSection } from "~/components/sections/services/BenefitsSection";
import { CtaBand } from "~/components/sections/services/CtaBand";
import { ProcessSteps } from "~/components/sections/services/ProcessSteps";
import { sharedPageHeaders } from "~/lib/cache-headers";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/our-process";

export const handle: RouteHandle = { i18n: ["pages", "process"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  return { seo: await loadPageSeo(request, context, "ourProcess") };
}

export const headers = sharedPageHeaders;

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function OurProcessPage() {
  const { t } = useTranslation("process");
  return (
    <>
      <PageIntro page="ourProcess" />
      <ProcessSteps />
      <BenefitsSection />
      <CtaBand
        id="process-cta-heading"
        title={t("cta.title")}
        text={t("cta.text")}
        primary={{ to: "/contact", label: t("common:cta.getStarted") }}
        secondary={{ to: "/pricing", label: t("cta.secondary") }}
      />
    </>
  );
}
