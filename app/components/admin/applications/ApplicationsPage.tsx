/**
 * /admin/applications (decision 0035): the board or the list of applications, overall or for one
 * opening, with the list's search and filters in the address and its CSV export.
 */
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { ApplicationPage, BoardColumn, OpeningChoice } from "~/.server/services/careers";
import { Field, SelectField } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { POSITIONS } from "~/lib/careers";
import { APPLICATION_STAGES, SPOKEN_LANGUAGES } from "~/lib/careers/applications";
import {
  APPLICATIONS_EXPORT_PATH,
  APPLICATIONS_PATH,
  type ApplicationFilter,
  type ApplicationsView,
  type PipelineResult,
} from "~/lib/careers/pipeline";
import { AdminPageHeader } from "../AdminPageHeader";
import { ActionNotice, type ResultWords, useActionToast } from "../action-outcome";
import { ReadOnlyNote } from "../list/notices";
import { FilterSelect, SearchForm } from "../list/SearchForm";
import { linkClass } from "../list/styles";
import { ApplicationList } from "./ApplicationList";
import { Board } from "./Board";
import { usePipelineLabels } from "./labels";

const WORDS: ResultWords<PipelineResult> = {
  success: ({ intent }) =>
    intent === "bulkReject"
      ? { title: "admin-applications:done.bulkReject.title", text: "admin-applications:done.bulkReject.text" }
      : { title: "admin-applications:done.move.title", text: "admin-applications:done.move.text" },
  failure: { title: "admin-applications:errors.title" },
  values: ({ rejected, emailed, max }) => ({ count: rejected ?? 0, emailed: emailed ?? 0, max }),
};

const openingValue = (opening: ApplicationFilter["opening"]) => (opening === null ? "" : String(opening));

function OpeningPicker({ openings, filter }: { openings: OpeningChoice[]; filter: ApplicationFilter }) {
  const { t } = useTranslation("admin-applications");
  return (
    <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label={t("opening.label")}>
      <div className="min-w-64">
        <SelectField
          label={t("opening.label")}
          name="opening"
          defaultValue={openingValue(filter.opening)}
          placeholder={t("opening.all")}
          options={[
            { value: "pool", label: t("board.talentPool") },
            ...openings.map((opening) => ({ value: String(opening.id), label: `${opening.title} (#${opening.id})` })),
          ]}
        />
      </div>
      <button type="submit" className={buttonClasses("secondary")}>
        {t("opening.show")}
      </button>
    </Form>
  );
}

function ListFilters({
  filter,
  countries,
  openings,
}: {
  filter: ApplicationFilter;
  countries: string[];
  openings: OpeningChoice[];
}) {
  const { t } = useTranslation("admin-applications");
  const labels = usePipelineLabels();
  return (
    <>
      <FilterSelect
        label={t("opening.label")}
        name="opening"
        value={openingValue(filter.opening)}
        allLabel={t("opening.all")}
        options={[
          { value: "pool", label: t("board.talentPool") },
          ...openings.map((opening) => ({ value: String(opening.id), label: `${opening.title} (#${opening.id})` })),
        ]}
      />
      <FilterSelect
        label={t("filters.position")}
        name="position"
        value={filter.position ?? ""}
        allLabel={t("filters.any")}
        options={POSITIONS.map((value) => ({ value, label: labels.position(value) }))}
      />
      <FilterSelect
        label={t("filters.country")}
        name="country"
        value={filter.country ?? ""}
        allLabel={t("filters.any")}
        options={countries.map((value) => ({ value, label: labels.country(value) }))}
      />
      <FilterSelect
        label={t("filters.language")}
        name="language"
        value={filter.language ?? ""}
        allLabel={t("filters.any")}
        options={SPOKEN_LANGUAGES.map((value) => ({ value, label: labels.spoken(value) }))}
      />
      <FilterSelect
        label={t("filters.stage")}
        name="stage"
        value={filter.stage ?? ""}
        allLabel={t("filters.any")}
        options={APPLICATION_STAGES.map((value) => ({ value, label: labels.stage(value) }))}
      />
      <div className="min-w-44">
        <Field label={t("filters.availableBy")} type="date" name="availableBy" defaultValue={filter.availableBy ?? ""} />
      </div>
    </>
  );
}

export function ApplicationsPage({
  view,
  filter,
  openings,
  countries,
  board,
  list,
  canManage,
  canExport,
  search,
  result,
}: {
  view: ApplicationsView;
  filter: ApplicationFilter;
  openings: OpeningChoice[];
  countries: string[];
  board: BoardColumn[] | null;
  list: ApplicationPage | null;
  canManage: boolean;
  canExport: boolean;
  /** The query string, kept by the view switch and the export. */
  search: string;
  result?: PipelineResult | null;
}) {
  const { t } = useTranslation("admin-applications");
  useActionToast(result, WORDS);
  const params = new URLSearchParams(search);
  params.delete("page");
  const withView = (next: ApplicationsView) => {
    const kept = new URLSearchParams(params);
    if (next === "list") kept.set("view", "list");
    else kept.delete("view");
    return `${APPLICATIONS_PATH}${kept.size > 0 ? `?${kept}` : ""}`;
  };
  const exportParams = new URLSearchParams(params);
  exportParams.delete("view");
  const actions = (
    <>
      <nav aria-label={t("views.label")} className="flex gap-2">
        <Link
          to={withView("board")}
          aria-current={view === "board" ? "page" : undefined}
          className={buttonClasses(view === "board" ? "primary" : "outline", "md")}
        >
          {t("views.board")}
        </Link>
        <Link
          to={withView("list")}
          aria-current={view === "list" ? "page" : undefined}
          className={buttonClasses(view === "list" ? "primary" : "outline", "md")}
        >
          {t("views.list")}
        </Link>
      </nav>
      {canExport ? (
        <a href={`${APPLICATIONS_EXPORT_PATH}${exportParams.size > 0 ? `?${exportParams}` : ""}`} className={linkClass} download>
          {t("export")}
        </a>
      ) : null}
    </>
  );
  return (
    <>
      <AdminPageHeader title={t("title")} description={t("description")} actions={actions} />
      <ReadOnlyNote show={!canManage} />
      <ActionNotice result={result} words={WORDS} />
      {view === "board" ? <OpeningPicker openings={openings} filter={filter} /> : null}
      {view === "board" && board ? (
        <Board columns={board} opening={openingValue(filter.opening) || null} canManage={canManage} result={result} />
      ) : null}
      {view === "list" && list ? (
        <>
          <SearchForm
            label={t("search.label")}
            searchLabel={t("search.field")}
            hint={t("search.hint")}
            search={filter.search}
            keep={["view"]}
            active={
              filter.search !== "" ||
              Boolean(
                filter.opening || filter.position || filter.country || filter.language || filter.stage || filter.availableBy,
              )
            }
            filters={<ListFilters filter={filter} countries={countries} openings={openings} />}
          />
          <ApplicationList list={list} canManage={canManage} result={result} />
        </>
      ) : null}
    </>
  );
}
