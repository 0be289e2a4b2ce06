/** The building blocks the record pages share: tables, detail lists, panels, badges. */
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export const linkClass = "rounded font-medium text-brand-800 underline underline-offset-2 hover:no-underline";
export const cellClass = "px-4 py-3 align-top";

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-white p-6 text-ink-muted shadow-sm ring-1 ring-slate-200">{children}</p>;
}

export function Badge({ children, strong = false }: { children: ReactNode; strong?: boolean }) {
  const colours = strong ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-ink";
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${colours}`}>{children}</span>
  );
}

/**
 * A semantic table in a scrollable region; `columns` are the header cells (an empty string is an
 * actions column, named for screen readers only).
 */
export function DataTable({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  const { t } = useTranslation("admin");
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
    <section tabIndex={0} aria-label={caption} className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-ink">
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the life of the table.
              <th key={index} scope="col" className="px-4 py-3 text-left font-semibold whitespace-nowrap">
                {column || <span className="sr-only">{t("common.actions")}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-ink">{children}</tbody>
      </table>
    </section>
  );
}

export interface DetailItem {
  label: string;
  /** Visitor text is rendered as text, line breaks kept. An empty value shows a dash. */
  value: ReactNode;
  wide?: boolean;
}

export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className={item.wide ? "sm:col-span-2" : undefined}>
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{item.label}</dt>
          <dd className="mt-1 text-sm break-words whitespace-pre-wrap text-ink">
            {item.value === null || item.value === undefined || item.value === "" ? "—" : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The panel of one opened record. Focus moves to its heading when it opens, so keyboard and screen
 * reader users land in it; Close is a link back to the list.
 */
export function RecordPanel({
  title,
  closeHref,
  openKey,
  actions,
  children,
}: {
  title: string;
  closeHref: string;
  openKey: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (openKey) heading.current?.focus();
  }, [openKey]);
  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold break-words text-ink">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {actions}
          <Link to={closeHref} className={linkClass} preventScrollReset>
            {t("common.close")}
          </Link>
        </div>
      </div>
      {children}
    </section>
  );
}
