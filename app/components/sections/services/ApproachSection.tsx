import { useTranslation } from "react-i18next";
import { LinkButton } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { PillarGrid } from "./PillarGrid";

/** The agency's approach in one band: the six framework pillars, then a link to /our-approach. */
export function ApproachSection() {
  const { t } = useTranslation("services");
  return (
    <Section labelledBy="approach-heading">
      <SectionHeading
        id="approach-heading"
        eyebrow={t("approach.eyebrow")}
        title={t("approach.title")}
        lead={t("approach.lead")}
      />
      <PillarGrid />
      <div className="mt-12 text-center">
        <LinkButton to="/our-approach" size="lg">
          {t("approach.cta")}
        </LinkButton>
      </div>
    </Section>
  );
}
