/**
 * The requests tab of the Partnership requests page (decision 0038): the board (the default) or
 * the list, narrowed by owner, stage, market and plan and the search, all in the address, so a
 * view is a link and works without JavaScript; the export takes the same filters.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ListPage } from "~/.server/services/records";
import type { RequestBoardColumn, RequestCard } from "~/.server/services/requests";
import { buttonClasses } from "~/components/ui/button";
import { PARTNERSHIP_COUNTRIES } from "~/content/partnership";
import { REQUEST_STAGES } from "~/lib/staff-requests/model";
import {
  PLAN_IDS,
  REQUESTS_PATH,
  type RequestFilter,
  type RequestsView,
  requestFilterQuery,
  UNASSIGNED,
} from "~/lib/staff-requests/pipeline";
import { ListSummary, shownRange } from "../list/ListSummary";
import { Pagination } from "../list/Pagination";
import { FilterSelect, SearchForm } from "../list/SearchForm";
import { useRequestLabels } from "./labels";
import { RequestBoard } from "./RequestBoard";
import { RequestList } from "./RequestList";

export interface RequestsTabData {
  view: RequestsView;
  filter: RequestFilter;
  board: RequestBoardColumn[] | null;
  list: ListPage<RequestCard> | null;
  owners: { id: string; name: string }[];
  spam: boolean;
  canManage: boolean;
}

/** The board and list switch, keeping the filters. */
export function RequestViewLinks({ view, filter, spam }: { view: RequestsView; filter: RequestFilter; spam: boolean }) {
  const { t } = useTranslation("admin-requests");
  if (spam) return null;
  const hrefOf = (next: RequestsView) => {
    const query = requestFilterQuery(filter, next === "list" ? { view: "list" } : {});
    return `${REQUESTS_PATH}${query ? `?${query}` : ""}`;
  };
  return (
    <nav aria-label={t("views.label")} className="flex gap-2">
      {(["board", "list"] as const).map((each) => (
        <Link
          key={each}
          to={hrefOf(each)}
          aria-current={view === each ? "page" : undefined}
          className={buttonClasses(view === each ? "primary" : "outline", "md")}
        >
          {t(`views.${each}`)}
        </Link>
      ))}
    </nav>
  );
}

function Filters({ filter, owners }: { filter: RequestFilter; owners: RequestsTabData["owners"] }) {
  const { t } = useTranslation("admin-requests");
  const labels = useRequestLabels();
  return (
    <>
      <FilterSelect
        label={t("filters.owner")}
        name="owner"
        value={filter.owner ?? ""}
        allLabel={t("filters.any")}
        options={[
          { value: UNASSIGNED, label: t("card.unassigned") },
          ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
        ]}
      />
      <FilterSelect
        label={t("filters.stage")}
        name="status"
        value={filter.stage ?? ""}
        allLabel={t("filters.any")}
        options={REQUEST_STAGES.map((stage) => ({ value: stage, label: labels.stage(stage) }))}
      />
      <FilterSelect
        label={t("filters.market")}
        name="market"
        value={filter.market ?? ""}
        allLabel={t("filters.any")}
        options={PARTNERSHIP_COUNTRIES.map((country) => ({ value: country, label: labels.country(country) }))}
      />
      <FilterSelect
        label={t("filters.plan")}
        name="plan"
        value={filter.plan ?? ""}
        allLabel={t("filters.any")}
        options={PLAN_IDS.map((plan) => ({ value: plan, label: labels.plan(plan) }))}
      />
    </>
  );
}

export function RequestsPipeline({ data }: { data: RequestsTabData }) {
  const { t } = useTranslation("admin-requests");
  const { filter, board, list } = data;
  const active = Boolean(filter.search || filter.owner || filter.stage || filter.market || filter.plan);
  return (
    <>
      <SearchForm
        label={t("search.label")}
        searchLabel={t("search.field")}
        hint={t("search.hint")}
        search={filter.search}
        keep={["tab", "view", "spam"]}
        active={active}
        filters={<Filters filter={filter} owners={data.owners} />}
      />
      {board ? <RequestBoard columns={board} filter={filter} canManage={data.canManage} /> : null}
      {list ? (
        <>
          <ListSummary {...shownRange(list.page, list.pageSize, list.rows.length)} total={list.total} />
          <RequestList rows={list.rows} />
          <Pagination page={list.page} pageCount={list.pageCount} />
        </>
      ) : null}
    </>
  );
}
