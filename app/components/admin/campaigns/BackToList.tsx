import { useTranslation } from "react-i18next";
import { BackLink } from "../list/BackLink";

/** The way back to the campaign list, above a campaign page's heading. */
export function BackToList() {
  const { t } = useTranslation("admin-campaigns");
  return <BackLink to="/admin/campaigns" label={t("backToList")} />;
}
