/** The suppression list as a table and one address's panel, with removal for managers (decision 0022). */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Suppression } from "~/.server/services/mail";
import { Badge } from "../list/Badge";
import { DateTime } from "../list/DateTime";
import { DetailList } from "../list/DetailList";
import { useListHref } from "../list/href";
import { RecordPanel } from "../list/RecordPanel";
import { type Column, OpenLink, RecordTable } from "../list/RecordTable";
import { linkClass } from "../list/styles";
import { useSuppressionLabels } from "./labels";
import { RemoveSuppression } from "./RemoveSuppression";

/** The campaign whose bounce or complaint listed the address, linked to its report. */
function CampaignLink({ campaign }: { campaign: Suppression["campaign"] }) {
  if (!campaign) return "—";
  return (
    <Link to={`/admin/campaigns/${campaign.id}`} className={`${linkClass} break-words`}>
      {campaign.name}
    </Link>
  );
}

/** The address, or for an erased person's row words saying it is kept only as a keyed hash (decision 0040). */
function Address({ suppression }: { suppression: Suppression }) {
  const { t } = useTranslation("admin-suppressions");
  return suppression.erased ? <em>{t("list.erasedAddress")}</em> : suppression.id;
}

export function SuppressionTable({
  rows,
  canManage,
  openId,
  filtered,
}: {
  rows: Suppression[];
  canManage: boolean;
  openId: string | null;
  /** Whether a search or filter narrowed the list, for what an empty one says. */
  filtered: boolean;
}) {
  const { t } = useTranslation("admin-suppressions");
  const labels = useSuppressionLabels();
  const columns: Column<Suppression>[] = [
    {
      header: t("list.address"),
      cell: (row, open) => (
        <OpenLink open={open}>
          <Address suppression={row} />
        </OpenLink>
      ),
      className: "break-all",
    },
    { header: t("list.reason"), cell: (row) => <Badge>{labels.reason(row.reason)}</Badge> },
    { header: t("list.source"), cell: (row) => labels.source(row.source), hideOnMobile: true },
    { header: t("list.added"), cell: (row) => <DateTime value={row.createdAt} />, className: "whitespace-nowrap" },
    // The server's or provider's words as text: React escapes them, nothing in them is markup.
    { header: t("list.detail"), cell: (row) => row.detail ?? "—", className: "min-w-56 break-words", hideOnMobile: true },
    { header: t("list.campaign"), cell: (row) => <CampaignLink campaign={row.campaign} />, hideOnMobile: true },
  ];
  // An erased address cannot be shown, so it cannot be confirmed for removal: its row stays (decision 0040).
  if (canManage)
    columns.push({
      header: "",
      className: "text-right",
      cell: (row) => (row.erased ? null : <RemoveSuppression email={row.id} />),
    });
  return (
    <RecordTable
      caption={t("list.caption")}
      empty={filtered ? t("list.noMatch") : t("list.empty")}
      rows={rows}
      columns={columns}
      openId={openId}
    />
  );
}

/** Everything the list keeps about one address, the columns a phone leaves out included. */
export function SuppressionPanel({ suppression, canManage }: { suppression: Suppression; canManage: boolean }) {
  const { t } = useTranslation("admin-suppressions");
  const labels = useSuppressionLabels();
  const href = useListHref();
  return (
    <RecordPanel
      title={suppression.erased ? t("list.erasedAddress") : suppression.id}
      closeHref={href({ open: null })}
      openKey={suppression.id}
      actions={canManage && !suppression.erased ? <RemoveSuppression email={suppression.id} /> : null}
    >
      <DetailList
        items={[
          { label: t("list.reason"), value: labels.reason(suppression.reason) },
          { label: t("list.source"), value: labels.source(suppression.source) },
          { label: t("list.added"), value: <DateTime value={suppression.createdAt} /> },
          { label: t("list.campaign"), value: <CampaignLink campaign={suppression.campaign} /> },
          { label: t("list.detail"), value: suppression.erased ? t("list.erasedDetail") : suppression.detail, wide: true },
        ]}
      />
    </RecordPanel>
  );
}
