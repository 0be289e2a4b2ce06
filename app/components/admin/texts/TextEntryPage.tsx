/**
 * /admin/texts/entry?name=namespace:key (decision 0017): one text in English, Spanish and French side by side
 * (stacked on narrow screens), each with its state and its own form, then the entry's history. The
 * forms post to this page, so it works without JavaScript; each answer is a toast, or said inline.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CatalogEntry, TextVersion } from "~/.server/services/content";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ActionNotice, useActionToast } from "~/components/admin/action-outcome";
import { buttonClasses } from "~/components/ui/button";
import { LANGUAGES } from "~/i18n/languages";
import { resultOf } from "~/lib/admin/action-result";
import { languageOfResult, type TextActionResult, textsListPath } from "~/lib/admin/texts";
import { entryName } from "~/lib/texts/model";
import { LanguagePanel } from "./LanguagePanel";
import { TextHistory } from "./TextHistory";
import { TEXT_WORDS } from "./words";

export interface TextEntryData {
  entry: CatalogEntry;
  history: TextVersion[];
  canManage: boolean;
}

export function TextEntryPage({ page, result }: { page: TextEntryData; result?: TextActionResult }) {
  const { t } = useTranslation("admin-texts");
  const { entry, history, canManage } = page;
  useActionToast(result, TEXT_WORDS);
  const saved = resultOf(result, "save");
  return (
    <>
      <AdminPageHeader
        title={entryName(entry)}
        description={t("entry.description", { namespace: entry.namespace, key: entry.key })}
        actions={
          <Link to={textsListPath({ ns: entry.namespace })} className={buttonClasses("outline")}>
            {t("entry.back", { namespace: entry.namespace })}
          </Link>
        }
      />
      <ActionNotice result={result} words={TEXT_WORDS} />
      {canManage ? null : <p className="mb-4 text-sm text-ink-muted">{t("entry.readOnly")}</p>}
      <div className="grid gap-6 lg:grid-cols-3">
        {LANGUAGES.map((language) => (
          <LanguagePanel
            key={language}
            entry={entry}
            language={language}
            canManage={canManage}
            result={languageOfResult(saved) === language ? saved : undefined}
          />
        ))}
      </div>
      <TextHistory entry={entry} versions={history} canManage={canManage} />
    </>
  );
}
