import { useTranslation } from "react-i18next";
import { BackLink } from "../list/BackLink";

/** The way back to the openings list, above an opening's heading. */
export function OpeningsBackLink() {
  const { t } = useTranslation("admin-openings");
  return <BackLink to="/admin/openings" label={t("backToList")} />;
}
