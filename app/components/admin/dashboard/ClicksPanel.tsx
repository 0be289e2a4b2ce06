import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ClickFigures, DayRange } from "~/.server/services/analytics";
import { ChartFigure } from "./ChartFigure";
import { useDashboardFormat } from "./format";
import { Figure, Panel } from "./ui";

/** Total, average and busiest day, the per-day chart, and the same figures as a table. */
export function ClicksPanel({ clicks, range, days }: { clicks: ClickFigures; range: DayRange; days: number }) {
  const { t } = useTranslation("admin-dashboard");
  const format = useDashboardFormat();
  const headingId = useId();
  const busiest = clicks.daily.reduce<(typeof clicks.daily)[number] | undefined>(
    (best, item) => (item.clicks > (best?.clicks ?? 0) ? item : best),
    undefined,
  );
  const from = format.day(range.from);
  const to = format.day(range.to);
  return (
    <Panel headingId={headingId} title={t("clicks.perDay")} level={3}>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Figure label={t("clicks.total")} value={format.number(clicks.total)} />
        <Figure label={t("clicks.average")} value={format.decimal(days > 0 ? clicks.total / days : 0)} />
        <Figure
          label={t("clicks.busiest")}
          value={
            busiest ? t("clicks.busiestValue", { day: format.day(busiest.day), clicks: format.number(busiest.clicks) }) : "—"
          }
        />
      </dl>
      <ChartFigure
        points={clicks.daily.map((item) => ({ key: item.day, value: item.clicks }))}
        label={t("clicks.chartLabel", { from, to, total: format.number(clicks.total), max: format.number(busiest?.clicks ?? 0) })}
        note={t("clicks.utcNote")}
        valueLabel={t("clicks.clicks")}
        keyLabel={t("clicks.day")}
        formatTick={format.shortDay}
        formatKey={format.day}
        tableToggle={t("clicks.tableToggle")}
        tableCaption={t("clicks.tableCaption", { from, to })}
      />
    </Panel>
  );
}
