import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { linkClass } from "../list/styles";

/** The way back to the campaign list, above a campaign page's heading. */
export function BackToList() {
  const { t } = useTranslation("admin-campaigns");
  return (
    <p className="mb-2 text-sm">
      <Link to="/admin/campaigns" className={linkClass}>
        {t("backToList")}
      </Link>
    </p>
  );
}
