import { useTranslation } from "react-i18next";
import { LinkButton } from "~/components/ui/button";
import { TitledSection } from "~/components/ui/section";
import { PillarGrid } from "./PillarGrid";

/** The agency's approach in one band: the six framework pillars, then a link to /our-approach. */
export function ApproachSection() {
  const { t } = useTranslation("services");
  return (
    <TitledSection headingId="approach-heading" keys="approach" t={t}>
      <PillarGrid />
      <div className="mt-12 text-center">
        <LinkButton to="/our-approach" size="lg">
          {t("approach.cta")}
        </LinkButton>
      </div>
    </TitledSection>
  );
}
