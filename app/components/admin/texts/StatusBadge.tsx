import { useTranslation } from "react-i18next";
import type { TextStatus } from "~/lib/texts/model";
import { Badge } from "../list/Badge";

/** A translation's state in words (never by colour alone); the states that want work stand out. */
export function TextStatusBadge({ status }: { status: TextStatus }) {
  const { t } = useTranslation("admin-texts");
  return <Badge strong={status !== "translated"}>{t(`status.${status}`)}</Badge>;
}

/** Said beside a text staff changed on this site (an override of the shipped one). */
export function ChangedBadge() {
  const { t } = useTranslation("admin-texts");
  return <Badge>{t("status.changed")}</Badge>;
}
