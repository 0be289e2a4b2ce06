/**
 * /admin/texts (decision 0017): every text of the site, found by words in any language, by page or
 * section and by a language's status, fifty to a page, English, Spanish and French side by side;
 * the sections with their counts; the translators' files. Each row opens the entry's page.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { buttonClasses } from "~/components/ui/button";
import type { Language } from "~/i18n/languages";
import { TEXT_PAGE_SIZE, TEXTS_IMPORT_PATH, type TextRow } from "~/lib/admin/texts";
import { ListSummary, shownRange } from "../list/ListSummary";
import { Pagination } from "../list/Pagination";
import type { LanguageCounts } from "./StatusCounts";
import { type SectionCounts, TextSections } from "./TextSections";
import { type TextsFilter, TextsFilters, TextsSummary, TextsTable } from "./TextsList";
import { TranslatorFiles } from "./TranslatorFiles";

export interface TextsPageData {
  namespaces: SectionCounts[];
  counts?: Record<Language, LanguageCounts>;
  rows: TextRow[];
  total: number;
  page: number;
  pageCount: number;
  query: TextsFilter & { page: number };
  canManage: boolean;
}

export function TextsPage({ page }: { page: TextsPageData }) {
  const { t } = useTranslation("admin-texts");
  const { query, rows } = page;
  const filtered = query.namespace !== "" || query.search !== "" || query.language !== "" || query.status !== "";
  const range = shownRange(page.page, TEXT_PAGE_SIZE, rows.length);
  return (
    <>
      <AdminPageHeader
        title={t("admin:sections.texts")}
        description={t("intro")}
        actions={
          page.canManage ? (
            <Link to={TEXTS_IMPORT_PATH} className={buttonClasses("secondary")}>
              {t("files.import")}
            </Link>
          ) : null
        }
      />
      <TextsFilters filter={query} namespaces={page.namespaces.map((section) => section.name)} />
      <TextsSummary namespace={query.namespace} counts={page.counts} />
      <TextSections sections={page.namespaces} open={!filtered} />
      <ListSummary from={range.from} to={range.to} total={page.total} />
      <TextsTable rows={rows} />
      <Pagination page={page.page} pageCount={page.pageCount} />
      <TranslatorFiles canManage={page.canManage} />
    </>
  );
}
