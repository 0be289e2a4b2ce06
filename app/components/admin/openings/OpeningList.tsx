/**
 * /admin/openings (decision 0032): every opening, the latest changed first, by status, searched
 * through its texts in every language; each row says where the translations stand. Editors and
 * admins start a new one from here.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useOpeningLabels } from "~/components/careers/labels";
import { buttonClasses } from "~/components/ui/button";
import { LANGUAGE_NAMES } from "~/i18n/languages";
import { OPENING_TRANSLATIONS, type OpeningSummary } from "~/lib/careers";
import { AdminPageHeader } from "../AdminPageHeader";
import { DateTime } from "../list/DateTime";
import { FilterTabs } from "../list/FilterTabs";
import { ListSummary, shownRange } from "../list/ListSummary";
import { ReadOnlyNote } from "../list/notices";
import { Pagination } from "../list/Pagination";
import { type Column, OpenLink, RecordTable } from "../list/RecordTable";
import { SearchForm } from "../list/SearchForm";
import { TextStatusBadge } from "../texts/StatusBadge";
import { OpeningStatusBadge } from "./StatusBadge";

const FILTERS = ["all", "draft", "published", "closed"] as const;

export function OpeningList({
  rows,
  total,
  counts,
  search,
  page,
  pageSize,
  pageCount,
  filter,
  canManage,
}: {
  rows: OpeningSummary[];
  total: number;
  counts: Record<(typeof FILTERS)[number], number>;
  search: string;
  page: number;
  pageSize: number;
  pageCount: number;
  filter: (typeof FILTERS)[number];
  canManage: boolean;
}) {
  const { t } = useTranslation("admin-openings");
  const labels = useOpeningLabels();
  const newLink = (
    <Link to="/admin/openings/new" className={buttonClasses("primary", "md")}>
      {t("list.new")}
    </Link>
  );
  const columns: Column<OpeningSummary>[] = [
    {
      header: t("list.title"),
      cell: (row, open) => (
        <>
          <OpenLink open={open}>{row.title}</OpenLink>
          <span className="block text-xs text-ink-muted">{row.reference}</span>
        </>
      ),
    },
    { header: t("list.status"), cell: (row) => <OpeningStatusBadge status={row.status} /> },
    { header: t("list.position"), cell: (row) => labels.position(row.position), hideOnMobile: true },
    { header: t("list.place"), cell: (row) => labels.place(row.country, row.city), hideOnMobile: true },
    {
      header: t("list.translations"),
      cell: (row) => (
        <ul className="space-y-1">
          {OPENING_TRANSLATIONS.map((language) => (
            <li key={language} className="flex items-center gap-2 whitespace-nowrap">
              <span lang={language}>{LANGUAGE_NAMES[language]}</span> <TextStatusBadge status={row.translations[language]} />
            </li>
          ))}
        </ul>
      ),
      hideOnMobile: true,
    },
    { header: t("list.closesOn"), cell: (row) => row.closesOn, className: "whitespace-nowrap" },
    { header: t("list.updated"), cell: (row) => <DateTime value={row.updatedAt} />, hideOnMobile: true },
  ];
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} actions={canManage ? newLink : null} />
      <ReadOnlyNote show={!canManage} />
      <FilterTabs
        label={t("list.filterLabel")}
        param="filter"
        current={filter === "all" ? null : filter}
        tabs={FILTERS.map((value) => ({
          value: value === "all" ? null : value,
          label: t(`list.filters.${value}`),
          count: counts[value],
        }))}
      />
      <SearchForm
        label={t("list.searchLabel")}
        searchLabel={t("list.searchField")}
        search={search}
        keep={["filter"]}
        active={search !== ""}
      />
      <ListSummary {...shownRange(page, pageSize, rows.length)} total={total} />
      <RecordTable
        caption={t("list.caption")}
        rows={rows}
        columns={columns}
        openHref={(row) => `/admin/openings/${row.id}`}
        empty={
          <>
            {t("list.empty")} {canManage ? t("list.emptyCall") : null}
          </>
        }
      />
      <Pagination page={page} pageCount={pageCount} />
    </>
  );
}
