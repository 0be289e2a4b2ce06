import { useTranslation } from "react-i18next";
import { TitledSection } from "~/components/ui/section";
import { StatisticsList } from "./StatisticsList";

/** The statistics on their own band, with what each number means. */
export function StatisticsSection({ tone = "navy" }: { tone?: "white" | "tint" | "navy" }) {
  const { t } = useTranslation("company");
  const inverted = tone === "navy";
  return (
    <TitledSection headingId="statistics-heading" keys="statistics" t={t} inverted={inverted} tone={tone}>
      <StatisticsList inverted={inverted} withDescriptions />
    </TitledSection>
  );
}
