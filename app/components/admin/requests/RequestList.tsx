/** The requests as a list (decision 0038): a page of them newest first, each row leading to its page. */
import { useTranslation } from "react-i18next";
import type { RequestCard } from "~/.server/services/requests";
import { requestAdminPath } from "~/lib/staff-requests/pipeline";
import { Badge } from "../list/Badge";
import { DateTime } from "../list/DateTime";
import { OpenLink, RecordTable } from "../list/RecordTable";
import { FollowUpBadge } from "./FollowUpBadge";
import { useRequestLabels } from "./labels";

export function RequestList({ rows }: { rows: RequestCard[] }) {
  const { t } = useTranslation("admin-requests");
  const labels = useRequestLabels();
  return (
    <RecordTable
      caption={t("list.caption")}
      empty={t("list.empty")}
      rows={rows}
      openHref={(row) => requestAdminPath(row.id)}
      columns={[
        {
          header: t("fields.organization"),
          cell: (row, open) => (
            <>
              <OpenLink open={open}>{row.organization}</OpenLink>
              <span className="block text-xs text-ink-muted">{row.reference}</span>
            </>
          ),
        },
        {
          header: t("fields.market"),
          cell: (row) => [row.city, labels.country(row.country)].filter(Boolean).join(", "),
          hideOnMobile: true,
        },
        { header: t("fields.people"), cell: (row) => row.headcount, hideOnMobile: true },
        { header: t("fields.owner"), cell: (row) => row.ownerName ?? t("card.unassigned"), hideOnMobile: true },
        {
          header: t("fields.stage"),
          cell: (row) => (
            <span className="flex flex-wrap gap-1">
              <Badge strong={row.stage === "new"}>{labels.stage(row.stage)}</Badge>
              {row.stale ? <Badge problem>{t("card.stale")}</Badge> : null}
            </span>
          ),
        },
        { header: t("fields.followUp"), cell: (row) => <FollowUpBadge day={row.followUpOn} state={row.followUp} /> },
        { header: t("fields.receivedAt"), cell: (row) => <DateTime value={row.createdAt} />, className: "whitespace-nowrap" },
      ]}
    />
  );
}
