import { useTranslation } from "react-i18next";
import type { CampaignStatus } from "~/lib/campaigns";
import { Badge } from "../list/Badge";

/** A campaign's status; the ones that are about to send or sending stand out. */
export function StatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation("admin-campaigns");
  return <Badge strong={status === "scheduled" || status === "sending"}>{t(`status.${status}`)}</Badge>;
}
