/**
 * /admin/campaigns (decision 0013): every campaign, newest first, with its status, how far its send got
 * and its dates; editors and admins start a new one from here.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import type { CampaignSummary } from "~/lib/campaigns";
import { AdminPageHeader } from "../AdminPageHeader";
import { DateTime } from "../list/DateTime";
import { ReadOnlyNote } from "../list/notices";
import { useNumbers } from "../list/numbers";
import { type Column, OpenLink, RecordTable } from "../list/RecordTable";
import { StatusBadge } from "./StatusBadge";

export function CampaignList({ campaigns, canManage }: { campaigns: CampaignSummary[]; canManage: boolean }) {
  const { t } = useTranslation("admin-campaigns");
  const numbers = useNumbers();
  const newLink = (
    <Link to="/admin/campaigns/new" className={buttonClasses("primary", "md")}>
      {t("list.new")}
    </Link>
  );
  const columns: Column<CampaignSummary>[] = [
    { header: t("list.name"), cell: (row, open) => <OpenLink open={open}>{row.name}</OpenLink> },
    { header: t("list.subject"), cell: (row) => row.subject, hideOnMobile: true },
    { header: t("list.status"), cell: (row) => <StatusBadge status={row.status} /> },
    {
      header: t("list.sent"),
      cell: (row) =>
        row.progress.total > 0
          ? t("list.sentOf", { sent: numbers.number(row.progress.sent), total: numbers.number(row.progress.total) })
          : "—",
      className: "whitespace-nowrap",
    },
    { header: t("list.scheduled"), cell: (row) => <DateTime value={row.scheduledAt} />, hideOnMobile: true },
    { header: t("list.started"), cell: (row) => <DateTime value={row.startedAt} />, hideOnMobile: true },
    { header: t("list.finished"), cell: (row) => <DateTime value={row.finishedAt} />, hideOnMobile: true },
  ];
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} actions={canManage ? newLink : null} />
      <ReadOnlyNote show={!canManage} />
      <RecordTable
        caption={t("list.caption")}
        rows={campaigns}
        columns={columns}
        openHref={(row) => `/admin/campaigns/${row.id}`}
        empty={
          <>
            {t("list.empty")} {canManage ? t("list.emptyCall") : null}
          </>
        }
      />
    </>
  );
}
