/**
 * /admin/content (decision 0011): a tab per kind of content and one for the site details; a kind's
 * items in order, and the item being edited (or a new one) in a panel above them. Every change is a
 * form post, so the page works without JavaScript; a save answers with a toast and a link to the
 * public page that shows it.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { buttonClasses } from "~/components/ui/button";
import { CONTENT_TABS, type ContentActionResult, type ContentTab } from "~/lib/admin/content-tabs";
import { succeeded } from "~/lib/forms/result";
import { useResultToast } from "~/lib/toast";
import { DetailList } from "../list/DetailList";
import { FilterTabs } from "../list/FilterTabs";
import { useListHref } from "../list/href";
import { MissingNote, ReadOnlyNote } from "../list/notices";
import { RecordPanel } from "../list/RecordPanel";
import { linkClass } from "../list/styles";
import { ItemForm } from "./ItemForm";
import { ItemList, itemTitle } from "./ItemList";
import { SiteDetailsForm, type SiteDetailsValues } from "./SiteDetailsForm";
import type { EditorItem } from "./types";

export interface ContentEditorData {
  tab: ContentTab;
  items: EditorItem[];
  details: SiteDetailsValues | null;
  edit: string | null;
  canManage: boolean;
}

export function ContentEditorPage({ page, result }: { page: ContentEditorData; result?: ContentActionResult }) {
  const { t } = useTranslation("admin-content");
  const href = useListHref();
  const { tab, items, details, edit, canManage } = page;
  const saved = result !== undefined && succeeded(result) && result.shownOn ? result.shownOn : undefined;

  useResultToast(result, (answer) =>
    succeeded(answer)
      ? { kind: "success", title: t("saved.title"), text: t(`saved.${answer.intent}`) }
      : { kind: "error", title: t("refused.title"), text: t("refused.text") },
  );

  const editing = tab !== "details" && edit ? items.find((item) => item.id === edit) : undefined;
  const closeHref = href({ edit: null });
  return (
    <>
      <AdminPageHeader
        title={t("title")}
        description={t("description")}
        actions={
          canManage && tab !== "details" ? (
            <Link to={href({ edit: "new" })} className={buttonClasses("primary", "md")}>
              {t("editor.new")}
            </Link>
          ) : null
        }
      />
      <FilterTabs
        label={t("tabs.label")}
        param="kind"
        current={tab}
        tabs={CONTENT_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
      />
      <ReadOnlyNote show={!canManage} />
      {saved ? (
        <p
          role="status"
          className="mb-6 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm text-ink"
          data-testid="content-saved"
        >
          {t(`saved.${result?.intent}`)}{" "}
          <a href={saved} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t("saved.seeIt")}
            <span className="sr-only"> {t("saved.opensInNewTab")}</span>
          </a>
        </p>
      ) : null}
      {tab === "details" && details ? (
        canManage ? (
          <SiteDetailsForm details={details} result={result} />
        ) : (
          <DetailList
            items={[
              ...Object.entries(details.socialLinks).map(([network, url]) => ({
                label: t(`details.networks.${network}`),
                value: url || "—",
              })),
              ...Object.entries(details.contact).map(([name, value]) => ({ label: t(`details.${name}`), value: value || "—" })),
            ]}
          />
        )
      ) : null}
      {tab !== "details" && edit === "new" && canManage ? (
        <RecordPanel title={t(`new.${tab}`)} closeHref={closeHref} openKey="new">
          <ItemForm kind={tab} item={null} result={result?.intent === "create" ? result : undefined} />
        </RecordPanel>
      ) : null}
      {editing ? (
        <RecordPanel title={itemTitle(editing)} closeHref={closeHref} openKey={editing.id}>
          {canManage ? (
            <ItemForm kind={editing.kind} item={editing} result={result?.intent === "update" ? result : undefined} />
          ) : (
            <DetailList
              items={Object.entries(editing.translations.en).map(([name, value]) => ({ label: t(`fields.${name}`), value }))}
            />
          )}
        </RecordPanel>
      ) : null}
      {tab !== "details" && edit && edit !== "new" && !editing ? <MissingNote>{t("errors.notFound")}</MissingNote> : null}
      {tab !== "details" ? <ItemList items={items} canManage={canManage} /> : null}
    </>
  );
}
