/**
 * The Partnership requests page: requests, volunteer sign-ups and donation pledges behind `?tab=`,
 * each a searchable list with an `?open=<id>` panel. The route module only loads and acts.
 */
import { useTranslation } from "react-i18next";
import type { DonationPledge, DonationSummary, VolunteerSignup, VolunteerSummary } from "~/.server/services/foundation-admin";
import type { PartnershipRequest, PartnershipSummary } from "~/.server/services/partnerships-admin";
import type { ListPage, RecordActionResult } from "~/.server/services/records-common";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { Pagination } from "~/components/admin/Pagination";
import { SelectField } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { PARTNERSHIP_STATUSES, type PartnershipStatus } from "~/lib/admin/partnership-status";
import { DonationPanel, DonationTable, VolunteerPanel, VolunteerTable } from "./Foundation";
import { ListSummary } from "./ListSummary";
import { useRecordLabels } from "./labels";
import { ActionNotice, useOutcomeToast } from "./outcome";
import { PartnershipRequestPanel, PartnershipRequestTable } from "./PartnershipRequests";
import { RecordTabs } from "./RecordTabs";
import { SearchForm } from "./SearchForm";

export type PartnershipRecordsData = {
  search: string;
  status: PartnershipStatus | "";
  /** The id of `?open=`, whether or not that record still exists. */
  openId: number | null;
  canManage: boolean;
  canExport: boolean;
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

function Panel({ view }: { view: PartnershipRecordsData }) {
  if (!view.opened) return null;
  switch (view.tab) {
    case "requests":
      return <PartnershipRequestPanel request={view.opened} canManage={view.canManage} />;
    case "volunteers":
      return <VolunteerPanel volunteer={view.opened} canManage={view.canManage} />;
    default:
      return <DonationPanel donation={view.opened} canManage={view.canManage} />;
  }
}

function Table({ view }: { view: PartnershipRecordsData }) {
  const openId = view.openId ?? undefined;
  switch (view.tab) {
    case "requests":
      return <PartnershipRequestTable rows={view.list.rows} openId={openId} />;
    case "volunteers":
      return <VolunteerTable rows={view.list.rows} openId={openId} />;
    default:
      return <DonationTable rows={view.list.rows} openId={openId} />;
  }
}

export function PartnershipRecordsView({ view, result }: { view: PartnershipRecordsData; result?: RecordActionResult }) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  useOutcomeToast(result);
  const filtered = view.tab === "requests" && view.status !== "";
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
      <RecordTabs current={view.tab} />
      <ActionNotice result={result} />
      {view.canManage ? null : <p className="mb-4 text-sm text-ink-muted">{t("admin:common.readOnly")}</p>}
      {view.openId !== null && !view.opened ? (
        <p role="status" className="mb-6 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm text-ink">
          {t("openMissing")}
        </p>
      ) : null}
      <Panel view={view} />
      <SearchForm
        label={t(`${view.tab}.searchLabel`)}
        searchLabel={t("search.label")}
        hint={t(`${view.tab}.searchHint`)}
        search={view.search}
        hidden={{ tab: view.tab }}
        active={view.search !== "" || filtered}
        clearHref={`?tab=${view.tab}`}
        filters={
          view.tab === "requests" ? (
            <div className="min-w-44">
              <SelectField
                label={t("admin:common.status")}
                name="status"
                defaultValue={view.status}
                placeholder={t("search.allStatuses")}
                options={PARTNERSHIP_STATUSES.map((status) => ({ value: status, label: labels.partnershipStatus(status) }))}
              />
            </div>
          ) : null
        }
      />
      <ListSummary list={view.list} />
      <Table view={view} />
      <Pagination page={view.list.page} pageCount={view.list.pageCount} />
    </div>
  );
}
