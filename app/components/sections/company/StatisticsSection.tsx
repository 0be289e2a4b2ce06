import { useTranslation } from "react-i18next";
import { Section, SectionHeading } from "~/components/ui/section";
import { StatisticsList } from "./StatisticsList";

/** The statistics on their own band, with what each number means. */
export function StatisticsSection({ tone = "navy" }: { tone?: "white" | "tint" | "navy" }) {
  const { t } = useTranslation("company");
  const inverted = tone === "navy";
  return (
    <Section tone={tone} labelledBy="statistics-heading">
      <SectionHeading
        id="statistics-heading"
        inverted={inverted}
        eyebrow={t("statistics.eyebrow")}
        title={t("statistics.title")}
        lead={t("statistics.lead")}
      />
      <StatisticsList inverted={inverted} withDescriptions />
    </Section>
  );
}
