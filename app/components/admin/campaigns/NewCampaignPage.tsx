import { useTranslation } from "react-i18next";
import type { ActionResult } from "~/lib/admin/action-result";
import { AdminPageHeader } from "../AdminPageHeader";
import { panelClass } from "../list/styles";
import { BackToList } from "./BackToList";
import { Composer } from "./Composer";

/** /admin/campaigns/new: the composer of a new draft; saving it opens its page for preview and sending. */
export function NewCampaignPage({ result }: { result?: ActionResult }) {
  const { t } = useTranslation("admin-campaigns");
  return (
    <>
      <BackToList />
      <AdminPageHeader title={t("new.title")} description={t("new.description")} />
      <section aria-label={t("composer.title")} className={panelClass}>
        <Composer result={result} />
      </section>
    </>
  );
}
