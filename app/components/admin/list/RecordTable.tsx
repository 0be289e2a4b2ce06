import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListHref } from "./href";
import { EmptyState } from "./notices";
import { RowCheckbox, type RowId, type RowSelection, SelectAll } from "./selection";
import { cellClass, linkClass, surfaceClass } from "./styles";

/** Where a row opens (its panel's URL) and whether it is the open one. */
export interface OpenState {
  href: string;
  current: boolean;
}

export interface Column<Row> {
  /** The header cell; an empty string is an actions column, named for screen readers only. */
  header: string;
  cell: (row: Row, open: OpenState) => ReactNode;
  className?: string;
  /** Left out on narrow screens, for what the panel shows anyway. */
  hideOnMobile?: boolean;
}

/** The link that opens a row's panel: a real link, so it works without JavaScript. */
export function OpenLink({ open, children, className = "" }: { open: OpenState; children: ReactNode; className?: string }) {
  return (
    <Link
      to={open.href}
      className={`${linkClass} break-words ${className}`}
      aria-current={open.current ? "true" : undefined}
      preventScrollReset
    >
      {children}
    </Link>
  );
}

const headerClass = "px-4 py-3 text-left font-semibold whitespace-nowrap";
const mobileClass = (column: Column<never>) => (column.hideOnMobile ? "hidden sm:table-cell" : "");

/**
 * A list of records as a semantic table in a scrollable region, configured by its columns. The
 * open row (`openId`, whose panel shows above) is highlighted; with `selection` each row gets a
 * checkbox for the bulk actions in `toolbar`.
 */
export function RecordTable<Row extends { id: Id }, Id extends RowId = Row["id"]>({
  caption,
  label = caption,
  rows,
  columns,
  empty,
  openId,
  openHref,
  rowClassName,
  selection,
  rowLabel,
  toolbar,
  regionRef,
}: {
  caption: string;
  /** The region's name, when it is not the caption. */
  label?: string;
  rows: Row[];
  columns: Column<Row>[];
  /** Said instead of the table when there are no rows. */
  empty: ReactNode;
  openId?: Id | null;
  /** The URL opening a row; `?open=<id>` on the current list by default. */
  openHref?: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  selection?: RowSelection<Id>;
  /** Names a row for its checkbox ("Select …"). */
  rowLabel?: (row: Row) => string;
  toolbar?: ReactNode;
  regionRef?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation("admin");
  const href = useListHref();
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  const hrefOf = openHref ?? ((row: Row) => href({ open: String(row.id) }));
  const toggle = (id: Id, on: boolean) =>
    selection?.onChange(on ? [...selection.selected, id] : selection.selected.filter((other) => other !== id));
  return (
    <section
      ref={regionRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
      tabIndex={0}
      aria-label={label}
      // Positioned: what screen readers alone read (sr-only, absolutely placed) scrolls with the table
      // instead of widening the page when the table is wider than a phone.
      className={`relative overflow-x-auto ${surfaceClass}`}
    >
      {toolbar}
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-ink">
          <tr>
            {selection ? (
              <th scope="col" className="w-12 px-4 py-3">
                <SelectAll ids={rows.map((row) => row.id)} selection={selection} />
              </th>
            ) : null}
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the life of the table.
              <th key={index} scope="col" className={`${headerClass} ${mobileClass(column)}`}>
                {column.header || <span className="sr-only">{t("common.actions")}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-ink">
          {rows.map((row) => {
            const open = { href: hrefOf(row), current: openId !== undefined && row.id === openId };
            // The open row: a bar at its start as well as the tint, since a row may be tinted for itself (unread).
            const openClass = open.current ? "bg-brand-50 shadow-[inset_4px_0_0_var(--color-brand-700)]" : "";
            return (
              <tr key={row.id} className={`${rowClassName?.(row) ?? ""} ${openClass}`.trim() || undefined}>
                {selection ? (
                  <td className={cellClass}>
                    <RowCheckbox
                      id={row.id}
                      label={t("common.selectRow", { name: rowLabel?.(row) ?? String(row.id) })}
                      formId={selection.formId}
                      checked={selection.selected.includes(row.id)}
                      onToggle={(on) => toggle(row.id, on)}
                    />
                  </td>
                ) : null}
                {columns.map((column, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the life of the table.
                  <td key={index} className={`${cellClass} ${column.className ?? ""} ${mobileClass(column)}`}>
                    {column.cell(row, open)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
