import { lazy, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import type { ClickFigures } from "~/.server/services/dashboard";
import type { DayRange } from "~/.server/services/dashboard-range";
import { useHydrated } from "~/lib/use-hydrated";
import { useDashboardFormat } from "./format";
import { Panel, SimpleTable } from "./ui";

// Split off: recharts is downloaded only when a dashboard is shown.
const ClicksChart = lazy(() => import("./ClicksChart"));

const CHART_HEIGHT = "h-[280px]";

/** Total, average and busiest day, the per-day chart, and the same figures as a table. */
export function ClicksPanel({ clicks, range, days }: { clicks: ClickFigures; range: DayRange; days: number }) {
  const { t } = useTranslation("admin-dashboard");
  const format = useDashboardFormat();
  const hydrated = useHydrated();
  const headingId = useId();
  const busiest = clicks.daily.reduce<(typeof clicks.daily)[number] | undefined>(
    (best, item) => (item.clicks > (best?.clicks ?? 0) ? item : best),
    undefined,
  );
  const from = format.day(range.from);
  const to = format.day(range.to);
  // Holds the chart's place (no layout shift); the figure's label already says what it shows.
  const placeholder = <div className={`${CHART_HEIGHT} rounded-xl bg-slate-50`} />;
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
      <figure className="mt-6">
        <div
          role="img"
          aria-label={t("clicks.chartLabel", {
            from,
            to,
            total: format.number(clicks.total),
            max: format.number(busiest?.clicks ?? 0),
          })}
          className={`${CHART_HEIGHT} w-full`}
        >
          {hydrated ? (
            <Suspense fallback={placeholder}>
              <ClicksChart daily={clicks.daily} clicksLabel={t("clicks.clicks")} />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
        <figcaption className="mt-2 text-sm text-ink-muted">{t("clicks.utcNote")}</figcaption>
      </figure>
      <details className="mt-4 group">
        <summary className="cursor-pointer rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {t("clicks.tableToggle")}
        </summary>
        <div className="mt-3">
          <SimpleTable
            caption={t("clicks.tableCaption", { from, to })}
            columns={[t("clicks.day"), t("clicks.clicks")]}
            numeric={[false, true]}
            rows={clicks.daily.map((item) => ({ key: item.day, cells: [format.day(item.day), format.number(item.clicks)] }))}
          />
        </div>
      </details>
    </Panel>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}
