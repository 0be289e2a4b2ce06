import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminPageHeader } from "../AdminPageHeader";
import { linkClass, panelClass } from "../list/styles";
import { Composer } from "./Composer";
import type { CampaignActionResult } from "./types";

/** /admin/campaigns/new: the composer of a new draft; saving it opens its page for preview and sending. */
export function NewCampaignPage({ result }: { result?: CampaignActionResult }) {
  const { t } = useTranslation("admin-campaigns");
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/admin/campaigns" className={linkClass}>
          {t("backToList")}
        </Link>
      </p>
      <AdminPageHeader title={t("new.title")} description={t("new.description")} />
      <section aria-label={t("composer.title")} className={panelClass}>
        <Composer result={result} />
      </section>
    </>
  );
}
