/**
 * The clicks-per-day bar chart. Only this module imports recharts, and the dashboard loads it with
 * React.lazy, so the library stays in a chunk of its own that no other page downloads. It is
 * drawn for sighted mouse users; the same figures are in the table beside it for everyone else.
 */
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { DailyClicks } from "~/.server/services/dashboard";
import { useDashboardFormat } from "./format";

export default function ClicksChart({ daily, clicksLabel }: { daily: DailyClicks[]; clicksLabel: string }) {
  const format = useDashboardFormat();
  return (
    <BarChart
      responsive
      data={daily}
      accessibilityLayer={false}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      style={{ width: "100%", height: 280 }}
    >
      <CartesianGrid vertical={false} stroke="var(--color-slate-200)" />
      <XAxis
        dataKey="day"
        tickFormatter={format.shortDay}
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
        labelFormatter={(day) => format.day(String(day))}
        formatter={(value) => [format.number(Number(value)), clicksLabel]}
        contentStyle={{
          background: "var(--color-white)",
          border: "1px solid var(--color-slate-200)",
          borderRadius: 8,
          color: "var(--color-ink)",
        }}
      />
      <Bar dataKey="clicks" name={clicksLabel} fill="var(--color-brand-600)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}
