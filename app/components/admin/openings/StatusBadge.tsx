import { useTranslation } from "react-i18next";
import type { OpeningStatus } from "~/lib/careers";
import { Badge } from "../list/Badge";

/** An opening's status in words; a published one, on the site now, stands out. */
export function OpeningStatusBadge({ status }: { status: OpeningStatus }) {
  const { t } = useTranslation("admin-openings");
  return <Badge strong={status === "published"}>{t(`status.${status}`)}</Badge>;
}
