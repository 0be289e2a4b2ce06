/** The newsletter subscribers page: the two counts and the list, with deletion for managers. */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ListedSubscriber, SubscriberCounts } from "~/.server/services/records";
import { Badge } from "~/components/admin/list/Badge";
import { CountCards } from "~/components/admin/list/CountCards";
import { DateTime } from "~/components/admin/list/DateTime";
import { type Column, RecordTable } from "~/components/admin/list/RecordTable";
import { deleteColumn } from "./DeleteRecord";
import { useRecordLabels } from "./labels";

export function SubscriberStats({ counts }: { counts: SubscriberCounts }) {
  const { t } = useTranslation("admin-records");
  return (
    <CountCards
      counts={[
        { label: t("subscribers.total"), value: counts.total },
        { label: t("subscribers.confirmed"), value: counts.confirmed },
      ]}
    />
  );
}

export function SubscriberTable({ rows, canManage }: { rows: ListedSubscriber[]; canManage: boolean }) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  const columns: Column<ListedSubscriber>[] = [
    { header: t("fields.email"), cell: (row) => row.email, className: "break-all" },
    {
      header: t("admin:common.status"),
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          <Badge strong={row.confirmed}>{row.confirmed ? t("subscribers.isConfirmed") : t("subscribers.isUnconfirmed")}</Badge>
          {/* No newsletter email reaches this address (decision 0022): the list says why. */}
          {row.suppressed ? (
            <Link to={`/admin/suppressions?q=${encodeURIComponent(row.email)}`} className="rounded-full">
              <Badge problem>{t("subscribers.isSuppressed")}</Badge>
            </Link>
          ) : null}
        </span>
      ),
    },
    { header: t("fields.language"), cell: (row) => labels.language(row.language), hideOnMobile: true },
    { header: t("subscribers.subscribedAt"), cell: (row) => <DateTime value={row.created_at} />, className: "whitespace-nowrap" },
    {
      header: t("subscribers.confirmedAt"),
      cell: (row) => <DateTime value={row.confirmed_at} />,
      className: "whitespace-nowrap",
      hideOnMobile: true,
    },
  ];
  if (canManage)
    columns.push(deleteColumn(t("subscribers.deleteTitle"), (row) => t("subscribers.deleteText", { email: row.email })));
  return <RecordTable caption={t("subscribers.caption")} empty={t("subscribers.empty")} rows={rows} columns={columns} />;
}
