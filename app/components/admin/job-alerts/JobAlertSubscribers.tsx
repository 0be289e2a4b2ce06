/** The job-alert subscribers page (decision 0036): the counts and the list, with deletion for managers. */
import { useTranslation } from "react-i18next";
import type { ListedJobAlertSubscriber } from "~/.server/services/careers";
import { Badge } from "~/components/admin/list/Badge";
import { DateTime } from "~/components/admin/list/DateTime";
import { useNumbers } from "~/components/admin/list/numbers";
import { type Column, RecordTable } from "~/components/admin/list/RecordTable";
import { surfaceClass } from "~/components/admin/list/styles";
import { DeleteRecord } from "~/components/admin/records/DeleteRecord";
import { useOpeningLabels } from "~/components/careers/labels";

export function JobAlertCounts({ total, confirmed }: { total: number; confirmed: number }) {
  const { t } = useTranslation("job-alerts");
  const { number } = useNumbers();
  const stats = [
    { label: t("admin.confirmed"), value: confirmed },
    { label: t("admin.unconfirmed"), value: total - confirmed },
  ];
  return (
    <dl className="mb-6 grid gap-4 sm:grid-cols-2" data-testid="job-alert-counts">
      {stats.map((stat) => (
        <div key={stat.label} className={`p-5 ${surfaceClass}`}>
          <dt className="text-sm font-medium text-ink-muted">{stat.label}</dt>
          <dd className="mt-1 text-3xl font-bold text-ink tabular-nums">{number(stat.value)}</dd>
        </div>
      ))}
    </dl>
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
  if (canManage)
    columns.push({
      header: "",
      className: "text-right",
      cell: (row) => (
        <DeleteRecord
          intent="delete"
          id={row.id}
          name={row.email}
          title={t("admin.delete")}
          text={t("admin.deleteLabel", { email: row.email })}
        />
      ),
    });
  return <RecordTable caption={t("admin.title")} empty={t("admin.empty")} rows={rows} columns={columns} />;
}
