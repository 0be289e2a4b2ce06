/**
 * The Partnership requests page: requests, volunteer sign-ups and donation pledges behind `?tab=`,
 * each a searchable list with an `?open=<id>` panel. The route module only loads and acts.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ConversionSource } from "~/.server/services/analytics";
import type {
  DonationPledge,
  DonationSummary,
  ListPage,
  PartnershipRequest,
  PartnershipSummary,
  VolunteerSignup,
  VolunteerSummary,
} from "~/.server/services/records";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ActionNotice, useActionToast } from "~/components/admin/action-outcome";
import { FilterTabs } from "~/components/admin/list/FilterTabs";
import { ListSummary, shownRange } from "~/components/admin/list/ListSummary";
import { MissingNote, ReadOnlyNote } from "~/components/admin/list/notices";
import { Pagination } from "~/components/admin/list/Pagination";
import { FilterSelect, SearchForm } from "~/components/admin/list/SearchForm";
import { buttonClasses } from "~/components/ui/button";
import type { ActionResult } from "~/lib/admin/action-result";
import { PARTNERSHIP_STATUSES, type PartnershipStatus } from "~/lib/admin/partnership-status";
import { DonationPanel, DonationTable } from "./Donations";
import { useRecordLabels } from "./labels";
import { PartnershipRequestPanel, PartnershipRequestTable } from "./PartnershipRequests";
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
  | { tab: "requests"; list: ListPage<PartnershipSummary>; opened: PartnershipRequest | null }
  | { tab: "volunteers"; list: ListPage<VolunteerSummary>; opened: VolunteerSignup | null }
  | { tab: "donations"; list: ListPage<DonationSummary>; opened: DonationPledge | null }
);

export const PARTNERSHIP_EXPORT_PATH = "/admin/partnership-requests/export";

function exportHref(search: string, status: string): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (search) params.set("q", search);
  const query = params.toString();
  return query ? `${PARTNERSHIP_EXPORT_PATH}?${query}` : PARTNERSHIP_EXPORT_PATH;
}

/** "Mark as spam" and "Not spam" of each tab's records. */
const SPAM_INTENTS = {
  requests: { markSpam: "markSpam", notSpam: "notSpam" },
  volunteers: { markSpam: "markSpamVolunteer", notSpam: "notSpamVolunteer" },
  donations: { markSpam: "markSpamDonation", notSpam: "notSpamDonation" },
} as const;

/** The open record's panel (shown above the search) and the list of the current tab. */
function tabParts(view: PartnershipRecordsData): { panel: ReactNode; table: ReactNode } {
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
    case "requests":
      return {
        panel:
          view.opened && withNotice(<PartnershipRequestPanel request={view.opened} canManage={canManage} cameFrom={cameFrom} />),
        table: <PartnershipRequestTable rows={view.list.rows} openId={openId} />,
      };
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

export function PartnershipRecordsView({ view, result }: { view: PartnershipRecordsData; result?: ActionResult }) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  useActionToast(result, RECORD_WORDS);
  const { list } = view;
  const { panel, table } = tabParts(view);
  return (
    <div>
      <AdminPageHeader
        title={t("admin:sections.partnershipRequests")}
        description={t(`${view.tab}.description`)}
        actions={
          view.tab === "requests" && view.canExport ? (
            <a href={exportHref(view.search, view.status)} download className={buttonClasses("secondary")}>
              {t("admin:common.exportCsv")}
            </a>
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
      {view.openId !== null && !view.opened ? <MissingNote>{t("openMissing")}</MissingNote> : null}
      {panel}
      <SearchForm
        label={t(`${view.tab}.searchLabel`)}
        searchLabel={t("search.label")}
        hint={t(`${view.tab}.searchHint`)}
        search={view.search}
        keep={["tab"]}
        active={view.search !== "" || (view.tab === "requests" && view.status !== "")}
        filters={
          view.tab === "requests" ? (
            <FilterSelect
              label={t("admin:common.status")}
              name="status"
              value={view.status}
              options={PARTNERSHIP_STATUSES.map((status) => ({ value: status, label: labels.partnershipStatus(status) }))}
              allLabel={t("search.allStatuses")}
            />
          ) : null
        }
      />
      <ListSummary {...shownRange(list.page, list.pageSize, list.rows.length)} total={list.total} />
      {table}
      <Pagination page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
