import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { MessageSummary } from "~/.server/services/records";
import { Badge } from "~/components/admin/list/Badge";
import { BulkBar } from "~/components/admin/list/BulkBar";
import { DateTime } from "~/components/admin/list/DateTime";
import { OpenLink, RecordTable } from "~/components/admin/list/RecordTable";
import { useRowSelection } from "~/components/admin/list/selection";
import type { MessageFilter } from "~/lib/admin/message-filters";
import { succeeded } from "~/lib/forms/result";
import type { MessagesResult } from "./types";

function MessageStatus({ row }: { row: MessageSummary }) {
  const { t } = useTranslation("admin-messages");
  if (row.spam) return <Badge>{t("status.spam")}</Badge>;
  if (row.archived) return <Badge>{t("status.archived")}</Badge>;
  return row.read ? <Badge>{t("status.read")}</Badge> : <Badge strong>{t("status.unread")}</Badge>;
}

/** The list of messages; unread rows stand out. Managers check rows for the bulk actions above it. */
export function MessageList({
  rows,
  canManage,
  filter,
  search,
  openId,
  result,
}: {
  rows: MessageSummary[];
  canManage: boolean;
  filter: MessageFilter;
  search: string;
  openId: number | null;
  result: MessagesResult | undefined;
}) {
  const { t } = useTranslation("admin-messages");
  const formId = useId();
  const region = useRef<HTMLElement>(null);
  // A finished action starts a fresh selection; after a delete, focus lands on the list.
  const selection = useRowSelection(rows, succeeded(result) ? result : undefined);
  useEffect(() => {
    if (succeeded(result) && result?.intent === "delete") region.current?.focus();
  }, [result]);
  const bold = (row: MessageSummary) => (row.read ? "" : "font-semibold");
  const second = filter === "archived" ? "restore" : "archive";
  // Spam is only moved back (or deleted); everything else may also be marked as spam.
  const intents =
    filter === "spam"
      ? [{ value: "notSpam", label: t("bulk.notSpam") }]
      : [
          { value: "markRead", label: t("bulk.markRead") },
          { value: second, label: t(`bulk.${second}`) },
          { value: "markSpam", label: t("bulk.markSpam") },
        ];
  return (
    <RecordTable
      caption={t("list.caption")}
      label={t("list.label")}
      regionRef={region}
      empty={search ? t("list.noMatch", { search }) : t(`list.empty.${filter}`)}
      rows={rows}
      openId={openId}
      rowClassName={(row) => (row.read ? undefined : "bg-brand-50")}
      selection={canManage ? { formId, ...selection } : undefined}
      rowLabel={(row) => `${row.name} – ${row.subject}`}
      toolbar={
        canManage ? (
          <BulkBar
            formId={formId}
            label={t("bulk.label")}
            selected={selection.selected}
            intents={intents}
            remove={{
              title: t("bulk.confirmTitle", { count: selection.selected.length }),
              text: t("bulk.confirmText", { count: selection.selected.length }),
            }}
            hint={t("bulk.none")}
          />
        ) : null
      }
      columns={[
        {
          header: t("list.from"),
          className: "max-w-64 min-w-48",
          cell: (row) => (
            <>
              <p className={`break-words ${bold(row)}`}>{row.name}</p>
              <p className="break-all text-ink-muted">{row.email}</p>
            </>
          ),
        },
        {
          header: t("list.subject"),
          className: "min-w-64",
          cell: (row, open) => (
            <>
              <OpenLink open={open} className={bold(row)}>
                {row.subject}
              </OpenLink>
              <p className="mt-1 line-clamp-2 break-words text-ink-muted">{row.snippet}</p>
            </>
          ),
        },
        { header: t("list.received"), cell: (row) => <DateTime value={row.createdAt} />, className: "whitespace-nowrap" },
        { header: t("list.status"), cell: (row) => <MessageStatus row={row} />, className: "whitespace-nowrap" },
      ]}
    />
  );
}
