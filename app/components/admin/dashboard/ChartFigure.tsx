import { lazy, Suspense } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import type { ChartPoint } from "./BarsChart";
import { useDashboardFormat } from "./format";
import { SimpleTable } from "./ui";

// Split off: recharts is downloaded only when a page with a chart is shown.
const BarsChart = lazy(() => import("./BarsChart"));

const CHART_HEIGHT = "h-[280px]";

export interface ChartFigureProps {
  points: ChartPoint[];
  /** The chart's accessible name: what it shows, its range and its largest figures. */
  label: string;
  /** Said under the chart (the time zone of its days). */
  note: string;
  /** What the bars count: the tooltip's name and the table's figure column. */
  valueLabel: string;
  /** The table's first column ("Day", "Hour"). */
  keyLabel: string;
  formatTick: (key: string) => string;
  formatKey: (key: string) => string;
  tableToggle: string;
  tableCaption: string;
}

/**
 * A bar chart drawn in the browser once it has hydrated (recharts needs layout), named by a
 * `role="img"` label, and the same figures as a table in a `<details>`, for readers without
 * JavaScript, without sight of the chart, or who want the exact numbers.
 */
export function ChartFigure({
  points,
  label,
  note,
  valueLabel,
  keyLabel,
  formatTick,
  formatKey,
  tableToggle,
  tableCaption,
}: ChartFigureProps) {
  const format = useDashboardFormat();
  const hydrated = useHydrated();
  // Holds the chart's place (no layout shift); the figure's label already says what it shows.
  const placeholder = <div className={`${CHART_HEIGHT} rounded-xl bg-slate-50`} />;
  return (
    <>
      <figure className="mt-6">
        <div role="img" aria-label={label} className={`${CHART_HEIGHT} w-full`}>
          {hydrated ? (
            <Suspense fallback={placeholder}>
              <BarsChart points={points} valueLabel={valueLabel} formatTick={formatTick} formatKey={formatKey} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
        <figcaption className="mt-2 text-sm text-ink-muted">{note}</figcaption>
      </figure>
      <details className="mt-4 group">
        <summary className="cursor-pointer rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {tableToggle}
        </summary>
        <div className="mt-3">
          <SimpleTable
            caption={tableCaption}
            columns={[keyLabel, valueLabel]}
            numeric={[false, true]}
            rows={points.map((point) => ({ key: point.key, cells: [formatKey(point.key), format.number(point.value)] }))}
          />
        </div>
      </details>
    </>
  );
}
