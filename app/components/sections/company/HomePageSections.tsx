import { useTranslation } from "react-i18next";
import { LinkButton } from "~/components/ui/button";
import type { HomePageContent } from "~/lib/site-content";
import { ApproachSection } from "../services/ApproachSection";
import { SpecialProjectsSection } from "../services/SpecialProjectsSection";
import { TalentsSection } from "../services/TalentsSection";
import { AdvantagesSection } from "./AdvantagesSection";
import { ClientsSection } from "./ClientsSection";
import { HomeHero } from "./HomeHero";
import { TestimonialsSection } from "./TestimonialsSection";

/** docs/product.md section 2: hero, approach, advantages, long-term and seasonal talents, special projects, testimonials, clients. */
export function HomePageSections({ content }: { content: HomePageContent }) {
  const { t } = useTranslation("home");
  return (
    <>
      <HomeHero statistics={content.statistics} />
      <ApproachSection />
      <AdvantagesSection className="border-t border-slate-200">
        <LinkButton to="/why-choose-us" variant="secondary">
          {t("company:advantages.more")}
        </LinkButton>
      </AdvantagesSection>
      <TalentsSection />
      <SpecialProjectsSection />
      <TestimonialsSection testimonials={content.testimonials} />
      <ClientsSection clients={content.clients} tone="tint">
        <LinkButton to="/our-clients" variant="secondary">
          {t("clients.more")}
        </LinkButton>
      </ClientsSection>
    </>
  );
}
