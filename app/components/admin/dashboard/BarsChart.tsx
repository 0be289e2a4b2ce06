/**
 * A bar chart of one figure over time (clicks per day, visitors per day or hour). Only this module
 * imports recharts, and ChartFigure loads it with React.lazy, so the library stays in a chunk of its
 * own that no other page downloads. It is drawn for sighted mouse users; the same figures are in
 * the table beside it for everyone else.
 */
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { useDashboardFormat } from "./format";

/** One bar: where it stands on the time axis (a day, an hour) and its value. */
export interface ChartPoint {
  key: string;
  value: number;
}

export interface BarsChartProps {
  points: ChartPoint[];
  /** What the bars count, for the tooltip ("Clicks", "Daily visitors"). */
  valueLabel: string;
  /** A point's key as an axis tick. */
  formatTick: (key: string) => string;
  /** A point's key in full, for the tooltip. */
  formatKey: (key: string) => string;
}

export default function BarsChart({ points, valueLabel, formatTick, formatKey }: BarsChartProps) {
  const format = useDashboardFormat();
  return (
    <BarChart
      responsive
      data={points}
      accessibilityLayer={false}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      style={{ width: "100%", height: 280 }}
    >
      <CartesianGrid vertical={false} stroke="var(--color-slate-200)" />
      <XAxis
        dataKey="key"
        tickFormatter={formatTick}
        minTickGap={24}
        tickLine={false}
        stroke="var(--color-slate-300)"
        tick={{ fill: "var(--color-ink-muted)", fontSize: 12 }}
      />
      <YAxis
        allowDecimals={false}
        tickFormatter={format.number}
        width={56}
        tickLine={false}
        axisLine={false}
        tick={{ fill: "var(--color-ink-muted)", fontSize: 12 }}
      />
      <Tooltip
        cursor={{ fill: "var(--color-brand-50)" }}
        labelFormatter={(key) => formatKey(String(key))}
        formatter={(value) => [format.number(Number(value)), valueLabel]}
        contentStyle={{
          background: "var(--color-white)",
          border: "1px solid var(--color-slate-200)",
          borderRadius: 8,
          color: "var(--color-ink)",
        }}
      />
      <Bar dataKey="value" name={valueLabel} fill="var(--color-brand-600)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}
