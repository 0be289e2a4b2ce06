import { useTranslation } from "react-i18next";
import { requireLoader } from "~/.server/auth/guard";
import { lastDays, QUICK_RANGE_DAYS, readDayRange, trafficReport } from "~/.server/services/analytics";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { RangeForm } from "~/components/admin/dashboard/RangeForm";
import { surfaceClass } from "~/components/admin/list/styles";
import { FilterNote } from "~/components/admin/traffic/FilterNote";
import { Funnels } from "~/components/admin/traffic/Funnels";
import { TrafficChart } from "~/components/admin/traffic/TrafficChart";
import { TrafficFigures } from "~/components/admin/traffic/TrafficFigures";
import { TrafficTables } from "~/components/admin/traffic/TrafficTables";
import { VisitorsNow } from "~/components/admin/traffic/VisitorsNow";
import type { RouteHandle } from "~/lib/route-handle";
import { readTrafficFilter } from "~/lib/traffic/model";
import type { Route } from "./+types/traffic";

/** `admin-dashboard` holds the range form's words, shared with the dashboard. */
export const handle: RouteHandle = { i18n: ["admin", "admin-dashboard", "admin-traffic"] };

/** Today first: a one-day range is the hourly view (decision 0016). */
const TRAFFIC_QUICK_RANGE_DAYS = [1, ...QUICK_RANGE_DAYS] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, "routes/admin/traffic.tsx");
  const params = new URL(request.url).searchParams;
  const selection = readDayRange(params);
  const filter = readTrafficFilter(params);
  const report = await trafficReport(context.database, { range: selection.range, filter });
  return {
    selection,
    quickRanges: TRAFFIC_QUICK_RANGE_DAYS.map((days) => ({ days, ...lastDays(selection.today, days) })),
    report,
  };
}

export default function AdminTrafficPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-traffic");
  const { selection, quickRanges, report } = loaderData;
  const { filter, range } = report;
  return (
    <>
      <AdminPageHeader
        title={t("admin:sections.traffic")}
        description={t("intro")}
        actions={<VisitorsNow count={report.visitorsNow} />}
      />
      <div className="space-y-8">
        <div className={`p-5 sm:p-6 ${surfaceClass}`}>
          <RangeForm
            selection={selection}
            quickRanges={quickRanges}
            legend={t("range.legend")}
            keep={filter ? { [filter.dim]: filter.value } : {}}
          />
        </div>
        {filter ? <FilterNote filter={filter} range={range} /> : null}
        <TrafficFigures totals={report.totals} previous={report.previous} previousRange={report.previousRange} />
        <TrafficChart series={report.series} range={range} />
        <TrafficTables tables={report.tables} totals={report.totals} range={range} filter={filter} />
        <Funnels funnels={report.funnels} />
      </div>
    </>
  );
}
