/**
 * Browsing by page and section (decision 0017): each namespace with its number of texts and, for
 * Spanish and French, how many are translated, missing or out of date, each count a filter link.
 * A disclosure, open until a filter is chosen, so the list of texts stays near the top.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Language } from "~/i18n/languages";
import { TRANSLATIONS, textsListPath } from "~/lib/admin/texts";
import { useNumbers } from "../list/numbers";
import { type Column, RecordTable } from "../list/RecordTable";
import { linkClass } from "../list/styles";
import { type LanguageCounts, StatusCounts } from "./StatusCounts";

export interface SectionCounts {
  name: string;
  counts?: Record<Language, LanguageCounts>;
}

export function TextSections({ sections, open }: { sections: SectionCounts[]; open: boolean }) {
  const { t } = useTranslation("admin-texts");
  const { number } = useNumbers();
  const rows = sections.map((section) => ({ ...section, id: section.name }));
  const columns: Column<(typeof rows)[number]>[] = [
    {
      header: t("sections.name"),
      cell: (row) => (
        <Link to={textsListPath({ ns: row.name })} className={linkClass}>
          {row.name}
        </Link>
      ),
    },
    { header: t("sections.entries"), cell: (row) => number(row.counts?.en.translated ?? 0) },
    ...TRANSLATIONS.map((language) => ({
      header: t(`languages.${language}`),
      cell: (row: (typeof rows)[number]) =>
        row.counts && row.counts[language].translated < row.counts.en.translated ? (
          <StatusCounts namespace={row.name} language={language} counts={row.counts[language]} />
        ) : (
          t("sections.allTranslated")
        ),
    })),
  ];
  return (
    <details open={open} className="mb-6">
      <summary className="mb-3 cursor-pointer rounded text-lg font-semibold text-ink">{t("sections.heading")}</summary>
      <RecordTable caption={t("sections.caption")} label={t("sections.heading")} rows={rows} columns={columns} empty="" />
    </details>
  );
}
