import { useTranslation } from "react-i18next";
import { TitledSection } from "~/components/ui/section";
import { PillarGrid } from "./PillarGrid";

/** The six framework pillars on /our-approach: how every service above is delivered. */
export function FrameworkSummarySection() {
  const { t } = useTranslation("servicePages");
  return (
    <TitledSection headingId="framework-heading" keys="overview.pillars" t={t} className="border-t border-slate-100">
      <PillarGrid />
    </TitledSection>
  );
}
