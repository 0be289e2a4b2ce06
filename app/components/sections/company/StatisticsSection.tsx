import { useTranslation } from "react-i18next";
import { TitledSection } from "~/components/ui/section";
import type { StatisticView } from "~/lib/site-content";
import { StatisticsList } from "./StatisticsList";

/** The statistics on their own band, with what each number means. */
export function StatisticsSection({
  statistics,
  tone = "navy",
}: {
  statistics: StatisticView[];
  tone?: "white" | "tint" | "navy";
}) {
  const { t } = useTranslation("company");
  const inverted = tone === "navy";
  return (
    <TitledSection headingId="statistics-heading" keys="statistics" t={t} inverted={inverted} tone={tone}>
      <StatisticsList statistics={statistics} inverted={inverted} withDescriptions />
    </TitledSection>
  );
}
