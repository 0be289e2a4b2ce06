import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { DayRange } from "~/.server/services/analytics";
import { DbIpLink } from "~/components/admin/DbIpLink";
import type { TrafficDim, TrafficFilter, TrafficReport, TrafficRow } from "~/lib/traffic/model";
import { DimensionTable, type FigureColumn } from "./DimensionTable";
import { useTrafficFormat } from "./format";
import { useTrafficLabels } from "./labels";
import { bounceRate, conversionRate, ratio } from "./measures";

/** Where the countries come from, with the link DB-IP's licence asks for (decision 0016). */
function CountryCredit() {
  const { t } = useTranslation("admin-traffic");
  return (
    <>
      {t("tables.country.credit")} <DbIpLink />
    </>
  );
}

/** The tables in the order a reader asks: what was read, where people came from, who they are, what they did. */
const ORDER: TrafficDim[] = ["page", "entry", "source", "campaign", "language", "country", "device", "browser", "goal"];

/** Each dimension's top rows, every row a filter of the whole view, every table downloadable as CSV. */
export function TrafficTables({
  tables,
  totals,
  range,
  filter,
}: {
  tables: TrafficReport["tables"];
  totals: TrafficReport["totals"];
  range: DayRange;
  filter: TrafficFilter | null;
}) {
  const { t } = useTranslation("admin-traffic");
  const format = useTrafficFormat();
  const labels = useTrafficLabels();
  const headingId = useId();
  const share = (value: number | null) => (value === null ? "—" : format.percent(value));
  const column = {
    visitors: { header: t("columns.visitors"), cell: (row: TrafficRow) => format.number(row.visitors) },
    visits: { header: t("columns.visits"), cell: (row: TrafficRow) => format.number(row.visits) },
    pageviews: { header: t("columns.pageviews"), cell: (row: TrafficRow) => format.number(row.pageviews) },
    bounceRate: { header: t("columns.bounceRate"), cell: (row: TrafficRow) => share(bounceRate(row)) },
    conversionRate: { header: t("columns.conversionRate"), cell: (row: TrafficRow) => share(conversionRate(row)) },
    channel: { header: t("columns.channel"), cell: (row: TrafficRow) => labels.channelOf(row.value), numeric: false },
    // A goal row's `visits` are its conversions; its rate is per visitor of the whole range.
    conversions: { header: t("columns.conversions"), cell: (row: TrafficRow) => format.number(row.visits) },
    goalRate: { header: t("columns.conversionRate"), cell: (row: TrafficRow) => share(ratio(row.visitors, totals.visitors)) },
  } satisfies Record<string, FigureColumn>;
  const COLUMNS: Record<TrafficDim, FigureColumn[]> = {
    page: [column.visitors, column.pageviews],
    // Four columns at most, so a table reads on a phone; the CSV holds every figure.
    entry: [column.visitors, column.bounceRate, column.conversionRate],
    source: [column.channel, column.visitors, column.conversionRate],
    campaign: [column.visitors, column.visits, column.conversionRate],
    language: [column.visitors, column.visits, column.conversionRate],
    country: [column.visitors, column.visits],
    device: [column.visitors, column.visits],
    browser: [column.visitors, column.visits],
    goal: [column.visitors, column.conversions, column.goalRate],
  };
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {t("tables.heading")}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t("tables.intro")}</p>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {ORDER.map((dim) => (
          <div key={dim} className={dim === "goal" ? "xl:col-span-2" : undefined}>
            <DimensionTable
              dim={dim}
              title={t(`tables.${dim}.heading`)}
              caption={t(`tables.${dim}.caption`)}
              rows={tables[dim]}
              columns={COLUMNS[dim]}
              range={range}
              filter={filter}
              note={dim === "country" ? <CountryCredit /> : undefined}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
