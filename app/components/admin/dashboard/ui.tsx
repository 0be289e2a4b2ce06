/** The dashboard's building blocks (the traffic view's too): titled panels, figures and plain data tables. */
import type { ReactNode } from "react";
import { surfaceClass } from "~/components/admin/list/styles";

export function Panel({
  headingId,
  title,
  level = 2,
  actions,
  children,
}: {
  headingId: string;
  title: string;
  level?: 2 | 3;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} className={`p-5 sm:p-6 ${surfaceClass}`}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={headingId} className={level === 2 ? "text-lg font-bold text-ink" : "text-base font-semibold text-ink"}>
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A titled part of the page that holds cards rather than being one. */
export function Section({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One figure of a `<dl>` grid, with what is said under it (the change since the previous period). */
export function Figure({ label, value, detail }: { label: string; value: string; detail?: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-ink tabular-nums">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-ink-muted">{detail}</dd> : null}
    </div>
  );
}

export interface TableRow {
  key: string;
  cells: ReactNode[];
}

/**
 * A table whose first column heads its row. Long values (links, referrers) and the column headings
 * wrap instead of widening the page. `numeric` right-aligns the columns of figures. A table of many
 * columns sets `scroll`: on a phone it then scrolls sideways in a region of its own, named by its
 * caption and reachable from the keyboard, rather than widening the page.
 */
export function SimpleTable({
  caption,
  columns,
  rows,
  numeric = [],
  empty,
  scroll = false,
}: {
  caption: string;
  columns: string[];
  rows: TableRow[];
  numeric?: boolean[];
  empty?: string;
  scroll?: boolean;
}) {
  if (rows.length === 0 && empty) return <p className="text-sm text-ink-muted">{empty}</p>;
  // The first column's values (links, referrers, paths) may be one long word: `anywhere`, unlike
  // `break-word`, lets the column shrink below it, so the table stays inside the page.
  const align = (index: number) =>
    numeric[index]
      ? "text-right tabular-nums whitespace-nowrap"
      : index === 0
        ? "text-left [overflow-wrap:anywhere]"
        : "text-left break-words";
  const table = (
    <table className="w-full table-auto text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200">
          {columns.map((column, index) => (
            // A heading may wrap (a phone's narrow table); the figures under it do not.
            <th
              key={column}
              scope="col"
              className={`px-2 py-2 font-semibold text-ink-muted ${numeric[index] ? "text-right" : "text-left"}`}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 text-ink">
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the life of the table.
                <th key={index} scope="row" className={`px-2 py-2 font-normal ${align(index)}`}>
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the life of the table.
                <td key={index} className={`px-2 py-2 ${align(index)}`}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!scroll) return table;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so the keyboard can scroll it.
    <section aria-label={caption} tabIndex={0} className="overflow-x-auto">
      {table}
    </section>
  );
}
