/**
 * The text list's parts (decision 0017): its filters (a GET search form: words in any language, a
 * section, a language's status), the counts of the chosen section, and the table of texts, each
 * row linking to its entry, English, Spanish and French side by side. All work without JavaScript.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { type TextCell, type TextRow, TRANSLATIONS, textEntryPath } from "~/lib/admin/texts";
import { TEXT_STATUSES, type TextStatus } from "~/lib/texts/model";
import { type Column, RecordTable } from "../list/RecordTable";
import { FilterSelect, SearchForm } from "../list/SearchForm";
import { linkClass, surfaceClass } from "../list/styles";
import { ChangedBadge, TextStatusBadge } from "./StatusBadge";
import { type LanguageCounts, StatusCounts } from "./StatusCounts";

export interface TextsFilter {
  namespace: string;
  search: string;
  language: Language | "";
  status: TextStatus | "";
}

export function TextsFilters({ filter, namespaces }: { filter: TextsFilter; namespaces: string[] }) {
  const { t } = useTranslation("admin-texts");
  return (
    <SearchForm
      label={t("filters.label")}
      searchLabel={t("filters.search")}
      hint={t("filters.searchHint")}
      search={filter.search}
      submitLabel={t("filters.apply")}
      active={Object.values(filter).some((value) => value !== "")}
      filters={
        <>
          <FilterSelect
            label={t("filters.namespace")}
            name="ns"
            value={filter.namespace}
            options={namespaces.map((name) => ({ value: name, label: name }))}
            allLabel={t("filters.allNamespaces")}
          />
          <FilterSelect
            label={t("filters.language")}
            name="language"
            value={filter.language}
            options={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
            allLabel={t("filters.anyLanguage")}
          />
          <FilterSelect
            label={t("filters.status")}
            name="status"
            value={filter.status}
            options={TEXT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            allLabel={t("filters.anyStatus")}
          />
        </>
      }
    />
  );
}

/** The Spanish and French counts of the chosen section (or of every text), each state a filter link. */
export function TextsSummary({ namespace, counts }: { namespace: string; counts?: Record<Language, LanguageCounts> }) {
  const { t } = useTranslation("admin-texts");
  if (!counts) return null;
  return (
    <div className="mb-4 grid gap-4 sm:grid-cols-2">
      {TRANSLATIONS.map((language) => (
        <section
          key={language}
          aria-label={t("counts.label", { language: t(`languagesInText.${language}`) })}
          className={`p-4 text-sm ${surfaceClass}`}
        >
          <h2 className="mb-1 font-semibold text-ink">{t(`languages.${language}`)}</h2>
          <StatusCounts namespace={namespace} language={language} counts={counts[language]} />
        </section>
      ))}
    </div>
  );
}

/** One language's text in a cell: its own words as text (never markup), or what the site shows instead. */
function TextOfCell({ cell, language }: { cell: TextCell; language: Language }) {
  const { t } = useTranslation("admin-texts");
  return (
    <>
      {cell.text ? (
        <p lang={language} className="break-words whitespace-pre-wrap">
          {cell.text}
        </p>
      ) : (
        <p className="text-ink-muted">{t("list.noText")}</p>
      )}
      <p className="mt-1 flex flex-wrap gap-1">
        {language === "en" ? null : <TextStatusBadge status={cell.status} />}
        {cell.changed ? <ChangedBadge /> : null}
      </p>
    </>
  );
}

/** A row's name: a link to its entry, the key above its section. */
function EntryLink({ row }: { row: TextRow }) {
  return (
    <>
      <Link to={textEntryPath(row)} className={`${linkClass} break-words`}>
        {row.key}
      </Link>
      <span className="mt-1 block text-ink-muted">{row.namespace}</span>
    </>
  );
}

/**
 * The texts as a table, English, Spanish and French side by side; on a narrow screen, the same rows
 * as cards with the languages stacked (only one of the two is displayed, so only one is read).
 */
export function TextsTable({ rows }: { rows: TextRow[] }) {
  const { t } = useTranslation("admin-texts");
  const columns: Column<TextRow>[] = [
    { header: t("list.entry"), cell: (row) => <EntryLink row={row} />, className: "min-w-40" },
    ...LANGUAGES.map((language) => ({
      header: t(`languages.${language}`),
      cell: (row: TextRow) => <TextOfCell cell={row.languages[language]} language={language} />,
      className: "min-w-56",
    })),
  ];
  const table = (
    <RecordTable caption={t("list.caption")} label={t("list.label")} rows={rows} columns={columns} empty={t("list.empty")} />
  );
  if (rows.length === 0) return table;
  return (
    <>
      <div className="hidden sm:block">{table}</div>
      <ol aria-label={t("list.label")} className="space-y-3 text-sm sm:hidden">
        {rows.map((row) => (
          <li key={row.id} className={`p-4 ${surfaceClass}`}>
            <EntryLink row={row} />
            <dl className="mt-3 space-y-3">
              {LANGUAGES.map((language) => (
                <div key={language}>
                  <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t(`languages.${language}`)}</dt>
                  <dd className="mt-1">
                    <TextOfCell cell={row.languages[language]} language={language} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </>
  );
}
