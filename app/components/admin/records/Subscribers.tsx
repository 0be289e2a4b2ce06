/** The newsletter subscribers page: the two counts and the list, with deletion for managers. */
import { useTranslation } from "react-i18next";
import type { Subscriber, SubscriberCounts } from "~/.server/services/subscribers-admin";
import { DeleteRecord } from "./DeleteRecord";
import { useRecordFormat } from "./format";
import { useRecordLabels } from "./labels";
import { Badge, cellClass, DataTable, EmptyState } from "./ui";

export function SubscriberStats({ counts }: { counts: SubscriberCounts }) {
  const { t } = useTranslation("admin-records");
  const format = useRecordFormat();
  const stats = [
    { label: t("subscribers.total"), value: counts.total },
    { label: t("subscribers.confirmed"), value: counts.confirmed },
  ];
  return (
    <dl className="mb-6 grid gap-4 sm:grid-cols-2">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm font-medium text-ink-muted">{stat.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-ink tabular-nums">{format.number(stat.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SubscriberTable({ rows, canManage }: { rows: Subscriber[]; canManage: boolean }) {
  const { t } = useTranslation("admin-records");
  const format = useRecordFormat();
  const labels = useRecordLabels();
  if (rows.length === 0) return <EmptyState>{t("subscribers.empty")}</EmptyState>;
  return (
    <DataTable
      caption={t("subscribers.caption")}
      columns={[
        t("fields.email"),
        t("admin:common.status"),
        t("fields.language"),
        t("subscribers.subscribedAt"),
        t("subscribers.confirmedAt"),
        ...(canManage ? [""] : []),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td className={`${cellClass} break-all`}>{row.email}</td>
          <td className={cellClass}>
            <Badge strong={row.confirmed}>{row.confirmed ? t("subscribers.isConfirmed") : t("subscribers.isUnconfirmed")}</Badge>
          </td>
          <td className={cellClass}>{labels.language(row.language)}</td>
          <td className={`${cellClass} whitespace-nowrap`}>
            <time dateTime={row.created_at}>{format.dateTime(row.created_at)}</time>
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>
            {row.confirmed_at ? <time dateTime={row.confirmed_at}>{format.dateTime(row.confirmed_at)}</time> : "—"}
          </td>
          {canManage ? (
            <td className={`${cellClass} text-right`}>
              <DeleteRecord
                intent="delete"
                id={row.id}
                name={row.email}
                title={t("subscribers.deleteTitle")}
                text={t("subscribers.deleteText", { email: row.email })}
              />
            </td>
          ) : null}
        </tr>
      ))}
    </DataTable>
  );
}
