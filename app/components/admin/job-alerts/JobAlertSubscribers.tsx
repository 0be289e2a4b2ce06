/** The job-alert subscribers page (decision 0036): the counts and the list, with deletion for managers. */
import { useTranslation } from "react-i18next";
import type { ListedJobAlertSubscriber } from "~/.server/services/careers";
import { Badge } from "~/components/admin/list/Badge";
import { CountCards } from "~/components/admin/list/CountCards";
import { DateTime } from "~/components/admin/list/DateTime";
import { type Column, RecordTable } from "~/components/admin/list/RecordTable";
import { deleteColumn } from "~/components/admin/records/DeleteRecord";
import { useOpeningLabels } from "~/components/careers/labels";

export function JobAlertCounts({ total, confirmed }: { total: number; confirmed: number }) {
  const { t } = useTranslation("job-alerts");
  return (
    <CountCards
      testId="job-alert-counts"
      counts={[
        { label: t("admin.confirmed"), value: confirmed },
        { label: t("admin.unconfirmed"), value: total - confirmed },
      ]}
    />
  );
}

export function JobAlertSubscriberTable({ rows, canManage }: { rows: ListedJobAlertSubscriber[]; canManage: boolean }) {
  const { t } = useTranslation("job-alerts");
  const labels = useOpeningLabels();
  const criteria = (row: ListedJobAlertSubscriber) => {
    const chosen = [
      ...row.positions.map(labels.position),
      ...row.countries.map(labels.country),
      ...row.placements.map(labels.placement),
    ];
    return chosen.length > 0 ? chosen.join(" · ") : t("admin.any");
  };
  const columns: Column<ListedJobAlertSubscriber>[] = [
    { header: t("admin.columns.email"), cell: (row) => row.email, className: "break-all" },
    {
      header: t("admin.columns.status"),
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          <Badge strong={row.confirmed}>{row.confirmed ? t("admin.confirmed") : t("admin.unconfirmed")}</Badge>
          {row.suppressed ? <Badge problem>{t("admin.suppressed")}</Badge> : null}
        </span>
      ),
    },
    { header: t("admin.columns.criteria"), cell: criteria },
    { header: t("admin.columns.language"), cell: (row) => row.language.toUpperCase(), hideOnMobile: true },
    { header: t("admin.columns.since"), cell: (row) => <DateTime value={row.createdAt} />, className: "whitespace-nowrap" },
  ];
  if (canManage) columns.push(deleteColumn(t("admin.delete"), (row) => t("admin.deleteLabel", { email: row.email })));
  return <RecordTable caption={t("admin.title")} empty={t("admin.empty")} rows={rows} columns={columns} />;
}
