import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { DayRange } from "~/.server/services/analytics";
import { FILTERED_KINDS, type FilteredDay } from "~/lib/admin/filtered-traffic";
import { useDashboardFormat } from "./format";
import { Panel, SimpleTable } from "./ui";

/**
 * What the filters turned away in the range (decision 0015): submissions the honeypot caught, the rate
 * limit refused, and clicks from bots; the totals, then the days that had any, as a table.
 */
export function FilteredTrafficPanel({ filtered, range }: { filtered: FilteredDay[]; range: DayRange }) {
  const { t } = useTranslation("admin-dashboard");
  const format = useDashboardFormat();
  const headingId = useId();
  const totals = FILTERED_KINDS.map((kind) => ({ kind, total: filtered.reduce((sum, day) => sum + day[kind], 0) }));
  const busyDays = filtered.filter((day) => FILTERED_KINDS.some((kind) => day[kind] > 0)).reverse();
  return (
    <Panel headingId={headingId} title={t("filtered.heading")} level={3}>
      <p className="mb-4 text-sm text-ink-muted">{t("filtered.intro")}</p>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {totals.map(({ kind, total }) => (
          <div key={kind} className="rounded-xl bg-slate-50 p-4">
            <dt className="text-sm font-medium text-ink-muted">{t(`filtered.${kind}`)}</dt>
            <dd className="mt-1 text-xl font-bold text-ink tabular-nums" data-testid={`filtered-${kind}`}>
              {format.number(total)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <SimpleTable
          caption={t("filtered.tableCaption", { from: format.day(range.from), to: format.day(range.to) })}
          columns={[t("clicks.day"), ...FILTERED_KINDS.map((kind) => t(`filtered.${kind}`))]}
          numeric={[false, true, true, true]}
          rows={busyDays.map((day) => ({
            key: day.day,
            cells: [format.day(day.day), ...FILTERED_KINDS.map((kind) => format.number(day[kind]))],
          }))}
          empty={t("filtered.empty")}
        />
      </div>
    </Panel>
  );
}
