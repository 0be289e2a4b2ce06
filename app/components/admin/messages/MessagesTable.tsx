import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MessageFilter, MessageSummary } from "~/.server/services/messages";
import { useListHref } from "~/components/admin/list-href";
import { BulkActions } from "./BulkActions";
import { useDateFormat } from "./format";
import { MessageRow } from "./MessageRow";
import { SelectAll } from "./SelectAll";
import type { ActionResult } from "./types";

/** The list of messages in a scrollable region, with the bulk actions above it for managers. */
export function MessagesTable({
  rows,
  canManage,
  filter,
  search,
  result,
  children,
}: {
  rows: MessageSummary[];
  canManage: boolean;
  filter: MessageFilter;
  search: string;
  result: ActionResult | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation("admin-messages");
  const formatDate = useDateFormat();
  const href = useListHref();
  const formId = useId();
  const region = useRef<HTMLElement>(null);
  const [selection, setSelection] = useState<number[]>([]);
  // Only rows on screen count: an archived or deleted row leaves the selection with the list.
  const selected = selection.filter((id) => rows.some((row) => row.id === id));

  // A finished action starts a fresh selection; after a delete, focus lands on the list.
  useEffect(() => {
    if (!result?.ok) return;
    setSelection([]);
    if (result.intent === "delete") region.current?.focus();
  }, [result]);

  const toggle = (id: number, on: boolean) =>
    setSelection((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  const th = "px-4 py-3 text-left font-semibold whitespace-nowrap";

  return (
    <section
      ref={region}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
      tabIndex={0}
      aria-label={t("list.label")}
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {canManage && rows.length > 0 ? <BulkActions formId={formId} filter={filter} selected={selected} /> : null}
      {rows.length === 0 ? (
        <p className="p-6 text-ink-muted">{search ? t("list.noMatch", { search }) : t(`list.empty.${filter}`)}</p>
      ) : (
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{t("list.caption")}</caption>
          <thead className="bg-slate-50 text-ink">
            <tr>
              {canManage ? (
                <th scope="col" className="w-12 px-4 py-3">
                  <SelectAll rows={rows} selected={selected} onChange={setSelection} />
                </th>
              ) : null}
              <th scope="col" className={th}>
                {t("list.from")}
              </th>
              <th scope="col" className={th}>
                {t("list.subject")}
              </th>
              <th scope="col" className={th}>
                {t("list.received")}
              </th>
              <th scope="col" className={th}>
                {t("list.status")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 text-ink">
            {rows.map((row) => (
              <MessageRow
                key={row.id}
                row={row}
                openHref={href({ open: String(row.id) })}
                received={formatDate(row.createdAt)}
                selection={
                  canManage ? { formId, checked: selected.includes(row.id), onToggle: (on) => toggle(row.id, on) } : undefined
                }
              />
            ))}
          </tbody>
        </table>
      )}
      {children}
    </section>
  );
}
