/**
 * The Partnership requests page: requests, volunteer sign-ups and donation pledges behind `?tab=`.
 * The requests are a board or a list (decision 0038), each request on its own page; volunteers and
 * pledges are searchable lists with an `?open=<id>` panel. The route module only loads and acts.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ConversionSource } from "~/.server/services/analytics";
import type { DonationPledge, DonationSummary, ListPage, VolunteerSignup, VolunteerSummary } from "~/.server/services/records";
import type { RequestBoardColumn, RequestCard } from "~/.server/services/requests";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ActionNotice, useActionToast } from "~/components/admin/action-outcome";
import { FilterTabs } from "~/components/admin/list/FilterTabs";
import { ListSummary, shownRange } from "~/components/admin/list/ListSummary";
import { MissingNote, ReadOnlyNote } from "~/components/admin/list/notices";
import { Pagination } from "~/components/admin/list/Pagination";
import { SearchForm } from "~/components/admin/list/SearchForm";
import { buttonClasses } from "~/components/ui/button";
import type { ActionResult } from "~/lib/admin/action-result";
import type { PartnershipStatus } from "~/lib/admin/partnership-status";
import { REQUESTS_EXPORT_PATH, type RequestFilter, type RequestsView, requestFilterQuery } from "~/lib/staff-requests/pipeline";
import { RequestsPipeline, RequestViewLinks } from "../requests/RequestsPipeline";
import { DonationPanel, DonationTable } from "./Donations";
import { SpamNotice } from "./SpamNotice";
import { VolunteerPanel, VolunteerTable } from "./Volunteers";
import { RECORD_WORDS } from "./words";

export const RECORD_TABS = ["requests", "volunteers", "donations"] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

export type PartnershipRecordsData = {
  search: string;
  status: PartnershipStatus | "";
  /** The id of `?open=`, whether or not that record still exists. */
  openId: number | null;
  canManage: boolean;
  canExport: boolean;
  /** The caught spam of the tab instead of what was received (?spam=1). */
  spam: boolean;
  /** Where the opened record's sender came from (decision 0016); null when no visit was counted. */
  cameFrom: ConversionSource | null;
} & (
  | {
      tab: "requests";
      view: RequestsView;
      filter: RequestFilter;
      board: RequestBoardColumn[] | null;
      list: ListPage<RequestCard> | null;
      owners: { id: string; name: string }[];
      /** A request opens on its own page: never one here. */
      opened: null;
    }
  | { tab: "volunteers"; list: ListPage<VolunteerSummary>; opened: VolunteerSignup | null }
  | { tab: "donations"; list: ListPage<DonationSummary>; opened: DonationPledge | null }
);

function exportHref(filter: RequestFilter): string {
  const query = requestFilterQuery(filter);
  return query ? `${REQUESTS_EXPORT_PATH}?${query}` : REQUESTS_EXPORT_PATH;
}

/** "Mark as spam" and "Not spam" of each tab's records. */
const SPAM_INTENTS = {
  requests: { markSpam: "markSpam", notSpam: "notSpam" },
  volunteers: { markSpam: "markSpamVolunteer", notSpam: "notSpamVolunteer" },
  donations: { markSpam: "markSpamDonation", notSpam: "notSpamDonation" },
} as const;

type FoundationData = Exclude<PartnershipRecordsData, { tab: "requests" }>;

/** The open record's panel (shown above the search) and the list of the current foundation tab. */
function tabParts(view: FoundationData): { panel: ReactNode; table: ReactNode } {
  const { canManage, openId, cameFrom } = view;
  const spamNotice = view.opened ? (
    <SpamNotice intents={SPAM_INTENTS[view.tab]} id={view.opened.id} spam={view.opened.spam} canManage={canManage} />
  ) : null;
  const withNotice = (panel: ReactNode) => (
    <>
      {spamNotice}
      {panel}
    </>
  );
  switch (view.tab) {
    case "volunteers":
      return {
        panel: view.opened && withNotice(<VolunteerPanel volunteer={view.opened} canManage={canManage} cameFrom={cameFrom} />),
        table: <VolunteerTable rows={view.list.rows} openId={openId} />,
      };
    default:
      return {
        panel: view.opened && withNotice(<DonationPanel donation={view.opened} canManage={canManage} cameFrom={cameFrom} />),
        table: <DonationTable rows={view.list.rows} openId={openId} />,
      };
  }
}

function FoundationTab({ view }: { view: FoundationData }) {
  const { t } = useTranslation("admin-records");
  const { list } = view;
  const { panel, table } = tabParts(view);
  return (
    <>
      {view.openId !== null && !view.opened ? <MissingNote>{t("openMissing")}</MissingNote> : null}
      {panel}
      <SearchForm
        label={t(`${view.tab}.searchLabel`)}
        searchLabel={t("search.label")}
        hint={t(`${view.tab}.searchHint`)}
        search={view.search}
        keep={["tab"]}
        active={view.search !== ""}
      />
      <ListSummary {...shownRange(list.page, list.pageSize, list.rows.length)} total={list.total} />
      {table}
      <Pagination page={list.page} pageCount={list.pageCount} />
    </>
  );
}

export function PartnershipRecordsView({ view, result }: { view: PartnershipRecordsData; result?: ActionResult }) {
  const { t } = useTranslation("admin-records");
  useActionToast(result, RECORD_WORDS);
  return (
    <div>
      <AdminPageHeader
        title={t("admin:sections.partnershipRequests")}
        description={t(`${view.tab}.description`)}
        actions={
          view.tab === "requests" ? (
            <>
              <RequestViewLinks view={view.view} filter={view.filter} spam={view.spam} />
              {view.canExport ? (
                <a href={exportHref(view.filter)} download className={buttonClasses("secondary")}>
                  {t("admin:common.exportCsv")}
                </a>
              ) : null}
            </>
          ) : null
        }
      />
      <FilterTabs
        label={t("tabs.label")}
        param="tab"
        current={view.tab}
        tabs={RECORD_TABS.map((tab) => ({ value: tab, label: t(`tabs.${tab}`) }))}
        fresh
      />
      <FilterTabs
        label={t("spam.label")}
        param="spam"
        current={view.spam ? "1" : null}
        tabs={[
          { value: null, label: t("spam.received") },
          { value: "1", label: t("spam.caught") },
        ]}
      />
      <ActionNotice result={result} words={RECORD_WORDS} />
      <ReadOnlyNote show={!view.canManage} />
      {view.tab === "requests" ? (
        <RequestsPipeline
          data={{
            view: view.view,
            filter: view.filter,
            board: view.board,
            list: view.list,
            owners: view.owners,
            spam: view.spam,
            canManage: view.canManage,
          }}
        />
      ) : (
        <FoundationTab view={view} />
      )}
    </div>
  );
}
