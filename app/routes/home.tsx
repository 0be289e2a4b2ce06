import { useTranslation } from "react-i18next";
import { pageSeoLoader } from "~/.server/seo";
import { AdvantagesSection } from "~/components/sections/company/AdvantagesSection";
import { ClientsSection } from "~/components/sections/company/ClientsSection";
import { HomeHero } from "~/components/sections/company/HomeHero";
import { TestimonialsSection } from "~/components/sections/company/TestimonialsSection";
import { ApproachSection } from "~/components/sections/services/ApproachSection";
import { SpecialProjectsSection } from "~/components/sections/services/SpecialProjectsSection";
import { TalentsSection } from "~/components/sections/services/TalentsSection";
import { LinkButton } from "~/components/ui/button";
import { HOME_PAGE_HANDLE, type RouteHandle } from "~/lib/route-handle";

export { headers, meta } from "~/lib/public-page";

export const handle: RouteHandle = HOME_PAGE_HANDLE;

export const loader = pageSeoLoader("home");

/** Spec section 2: hero, approach, advantages, long-term and seasonal talents, special projects, testimonials, clients. */
export default function HomePage() {
  const { t } = useTranslation("home");
  return (
    <>
      <HomeHero />
      <ApproachSection />
      <AdvantagesSection className="border-t border-slate-200">
        <LinkButton to="/why-choose-us" variant="secondary">
          {t("company:advantages.more")}
        </LinkButton>
      </AdvantagesSection>
      <TalentsSection />
      <SpecialProjectsSection />
      <TestimonialsSection />
      <ClientsSection tone="tint">
        <LinkButton to="/our-clients" variant="secondary">
          {t("clients.more")}
        </LinkButton>
      </ClientsSection>
    </>
  );
}
