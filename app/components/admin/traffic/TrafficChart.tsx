import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { DayRange } from "~/.server/services/analytics";
import { ChartFigure } from "~/components/admin/dashboard/ChartFigure";
import { Panel } from "~/components/admin/dashboard/ui";
import type { TrafficReport } from "~/lib/traffic/model";
import { useTrafficFormat } from "./format";

/** Daily visitors per day of the range, or per hour when the range is one day, with the table alternative. */
export function TrafficChart({ series, range }: { series: TrafficReport["series"]; range: DayRange }) {
  const { t } = useTranslation("admin-traffic");
  const format = useTrafficFormat();
  const headingId = useId();
  const hourly = series.granularity === "hour";
  const points = series.points.map((point) => ({ key: point.bucket, value: point.visitors }));
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const max = points.reduce((best, point) => Math.max(best, point.value), 0);
  const from = format.day(range.from);
  const to = format.day(range.to);
  const kind = hourly ? "hour" : "day";
  return (
    <Panel headingId={headingId} title={t(`chart.${kind}.heading`)}>
      <ChartFigure
        points={points}
        label={t(`chart.${kind}.label`, { from, to, total: format.number(total), max: format.number(max) })}
        note={t(`chart.${kind}.note`)}
        valueLabel={t("chart.visitors")}
        keyLabel={t(`chart.${kind}.column`)}
        formatTick={hourly ? format.hourTick : format.shortDay}
        formatKey={hourly ? format.hour : format.day}
        tableToggle={t(`chart.${kind}.tableToggle`)}
        tableCaption={t(`chart.${kind}.tableCaption`, { from, to })}
      />
    </Panel>
  );
}
