import { Download } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DayRange } from "~/.server/services/analytics";
import { Panel, SimpleTable } from "~/components/admin/dashboard/ui";
import { linkClass } from "~/components/admin/list/styles";
import type { TrafficDim, TrafficFilter, TrafficRow } from "~/lib/traffic/model";
import { useTrafficLabels } from "./labels";
import { exportHref, filterHref } from "./links";

export interface FigureColumn {
  header: string;
  cell: (row: TrafficRow) => ReactNode;
  /** Right-aligned figures; a column of words (a source's channel) is not. */
  numeric?: boolean;
}

/**
 * One dimension's top rows. Each row's value is a link that filters the whole view by it; values
 * from visitors (paths, sources, campaigns) are text, isolated from the page's direction (`bdi`)
 * and wrapped anywhere, so no value can break the layout. The CSV link downloads the same table.
 */
export function DimensionTable({
  dim,
  title,
  caption,
  rows,
  columns,
  range,
  filter,
  note,
}: {
  dim: TrafficDim;
  title: string;
  caption: string;
  rows: TrafficRow[];
  columns: FigureColumn[];
  range: DayRange;
  filter: TrafficFilter | null;
  /** A line under the table (where its figures come from). */
  note?: ReactNode;
}) {
  const { t } = useTranslation("admin-traffic");
  const labels = useTrafficLabels();
  const headingId = useId();
  return (
    <Panel
      headingId={headingId}
      title={title}
      level={3}
      actions={
        <a
          href={exportHref(dim, range, filter)}
          download
          aria-label={t("tables.downloadTable", { table: title })}
          className={`inline-flex items-center gap-1 text-sm ${linkClass}`}
        >
          <Download aria-hidden="true" className="size-4" />
          {t("tables.download")}
        </a>
      }
    >
      <SimpleTable
        caption={caption}
        columns={[t(`tables.${dim}.column`), ...columns.map((column) => column.header)]}
        numeric={[false, ...columns.map((column) => column.numeric ?? true)]}
        empty={t("tables.empty")}
        scroll
        rows={rows.map((row) => {
          const active = filter?.dim === dim && filter.value === row.value;
          return {
            key: row.value,
            cells: [
              <Link
                key="value"
                to={filterHref(range, { dim, value: row.value })}
                aria-current={active ? "true" : undefined}
                className={linkClass}
              >
                <bdi>{labels.value(dim, row.value)}</bdi>
              </Link>,
              ...columns.map((column) => column.cell(row)),
            ],
          };
        })}
      />
      {note ? <p className="mt-3 text-xs text-ink-muted">{note}</p> : null}
    </Panel>
  );
}
