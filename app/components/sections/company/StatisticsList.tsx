import { useTranslation } from "react-i18next";
import type { StatisticView } from "~/lib/site-content";

/**
 * The statistics (docs/product.md section 9, staff edit them) as a definition list: label, then value, read in
 * that order; the value shows first. Values follow the language (30+ years in English, 15+ in Spanish and French).
 */
export function StatisticsList({
  statistics,
  inverted = false,
  withDescriptions = false,
  className = "grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4",
}: {
  statistics: StatisticView[];
  inverted?: boolean;
  withDescriptions?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("company");
  return (
    <dl aria-label={t("statistics.listLabel")} className={className}>
      {statistics.map((statistic) => (
        <div
          key={statistic.id}
          data-testid={`statistic-${statistic.id}`}
          className={`flex flex-col border-l-2 pl-4 sm:pl-5 ${inverted ? "border-gold-400" : "border-brand-600"}`}
        >
          <dt className={`text-sm font-medium sm:text-base ${inverted ? "text-slate-200" : "text-ink"}`}>{statistic.label}</dt>
          <dd
            className={`order-first text-3xl font-bold tracking-tight sm:text-4xl ${inverted ? "text-gold-400" : "text-brand-700"}`}
          >
            {statistic.value}
          </dd>
          {withDescriptions ? (
            <dd className={`mt-2 text-sm leading-relaxed ${inverted ? "text-slate-300" : "text-ink-muted"}`}>
              {statistic.description}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
