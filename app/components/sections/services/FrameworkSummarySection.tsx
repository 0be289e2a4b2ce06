import { useTranslation } from "react-i18next";
import { Section, SectionHeading } from "~/components/ui/section";
import { PillarGrid } from "./PillarGrid";

/** The six framework pillars on /our-approach: how every service above is delivered. */
export function FrameworkSummarySection() {
  const { t } = useTranslation("servicePages");
  return (
    <Section labelledBy="framework-heading" className="border-t border-slate-100">
      <SectionHeading
        id="framework-heading"
        eyebrow={t("overview.pillars.eyebrow")}
        title={t("overview.pillars.title")}
        lead={t("overview.pillars.lead")}
      />
      <PillarGrid />
    </Section>
  );
}
