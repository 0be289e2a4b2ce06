import { useTranslation } from "react-i18next";
import type { ActionResult } from "~/lib/admin/action-result";
import { AdminPageHeader } from "../AdminPageHeader";
import { panelClass } from "../list/styles";
import { OpeningEditor } from "./OpeningEditor";
import { OpeningsBackLink } from "./OpeningsBackLink";

/** /admin/openings/new: the editor of a new draft; saving it opens its page, where it is published. */
export function NewOpeningPage({ result }: { result?: ActionResult }) {
  const { t } = useTranslation("admin-openings");
  return (
    <>
      <OpeningsBackLink />
      <AdminPageHeader title={t("new.title")} description={t("new.description")} />
      <section aria-label={t("editor.heading")} className={panelClass}>
        <OpeningEditor result={result} />
      </section>
    </>
  );
}
