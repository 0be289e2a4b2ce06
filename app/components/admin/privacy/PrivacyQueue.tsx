/**
 * /admin/privacy-requests (decision 0041): the confirmed requests still to answer, the oldest
 * deadline first, or those answered lately; each row opens the request's page.
 */
import { useTranslation } from "react-i18next";
import type { PrivacyQueueRow } from "~/.server/services/privacy";
import { PRIVACY_WARNING_DAYS, type PrivacyQueueFilter, privacyRequestPath } from "~/lib/privacy/requests";
import { AdminPageHeader } from "../AdminPageHeader";
import { Badge } from "../list/Badge";
import { DateTime } from "../list/DateTime";
import { FilterTabs } from "../list/FilterTabs";
import { type Column, OpenLink, RecordTable } from "../list/RecordTable";
import { DeadlineBadge } from "./DeadlineBadge";

export function PrivacyQueue({
  rows,
  status,
  requestDays,
}: {
  rows: PrivacyQueueRow[];
  status: PrivacyQueueFilter;
  requestDays: number;
}) {
  const { t } = useTranslation("admin-privacy");
  const columns: Column<PrivacyQueueRow>[] = [
    {
      header: t("table.kind"),
      cell: (row, open) => (
        <OpenLink open={open}>
          {t("table.number", { id: row.id })} · {t(`kinds.${row.kind}`)}
        </OpenLink>
      ),
    },
    { header: t("table.address"), cell: (row) => row.email ?? <Badge>{t("addressErased")}</Badge> },
    { header: t("table.confirmed"), cell: (row) => <DateTime value={row.confirmedAt} />, hideOnMobile: true },
    { header: t("table.age"), cell: (row) => t("age", { count: row.ageDays }), hideOnMobile: true },
    { header: t("table.deadline"), cell: (row) => <DateTime value={row.deadline} /> },
    {
      header: t("table.daysLeft"),
      cell: (row) =>
        row.status === "open" ? (
          <DeadlineBadge daysLeft={row.daysLeft} late={row.late} warningDays={PRIVACY_WARNING_DAYS} />
        ) : (
          "—"
        ),
    },
    { header: t("table.status"), cell: (row) => <Badge strong={row.status === "open"}>{t(`statuses.${row.status}`)}</Badge> },
  ];
  return (
    <div>
      <AdminPageHeader title={t("admin:sections.privacyRequests")} description={t("lead", { days: requestDays })} />
      <FilterTabs
        label={t("filters.label")}
        param="status"
        current={status === "open" ? null : status}
        tabs={[
          { value: null, label: t("filters.open") },
          { value: "handled", label: t("filters.handled") },
        ]}
        fresh
      />
      <RecordTable
        caption={t("table.caption")}
        rows={rows}
        columns={columns}
        empty={t(`empty.${status}`)}
        openHref={(row) => privacyRequestPath(row.id)}
      />
    </div>
  );
}
