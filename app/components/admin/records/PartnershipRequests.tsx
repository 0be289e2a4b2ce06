/** The requests tab: the list, and the panel of one request with its status, notes and deletion. */
import { useTranslation } from "react-i18next";
import type { ConversionSource } from "~/.server/services/analytics";
import type { PartnershipRequest, PartnershipSummary } from "~/.server/services/records";
import { Badge } from "~/components/admin/list/Badge";
import { DateTime } from "~/components/admin/list/DateTime";
import { DetailList } from "~/components/admin/list/DetailList";
import { useDates } from "~/components/admin/list/dates";
import { useListHref } from "~/components/admin/list/href";
import { useNumbers } from "~/components/admin/list/numbers";
import { RecordPanel } from "~/components/admin/list/RecordPanel";
import { OpenLink, RecordTable } from "~/components/admin/list/RecordTable";
import { CameFrom } from "~/components/admin/traffic/CameFrom";
import { PARTNERSHIP_STATUSES } from "~/lib/admin/partnership-status";
import { emailValue, listValue, phoneValue, ReplyLink } from "./contact";
import { DeleteRecord } from "./DeleteRecord";
import { useRecordLabels } from "./labels";
import { NotesForm } from "./NotesForm";
import { StatusForm } from "./StatusForm";

export function PartnershipRequestTable({ rows, openId }: { rows: PartnershipSummary[]; openId: number | null }) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  return (
    <RecordTable
      caption={t("requests.caption")}
      empty={t("requests.empty")}
      rows={rows}
      openId={openId}
      columns={[
        { header: t("fields.organization"), cell: (row, open) => <OpenLink open={open}>{row.organization}</OpenLink> },
        {
          header: t("fields.contactName"),
          cell: (row) => (
            <>
              <span className="block break-words">{row.contact_name}</span>
              <span className="block text-xs break-all text-ink-muted">{row.email}</span>
            </>
          ),
        },
        { header: t("fields.country"), cell: (row) => labels.country(row.country), hideOnMobile: true },
        {
          header: t("fields.organizationType"),
          cell: (row) => labels.organizationType(row.organization_type),
          hideOnMobile: true,
        },
        {
          header: t("admin:common.status"),
          cell: (row) => <Badge strong={row.status === "new"}>{labels.partnershipStatus(row.status)}</Badge>,
        },
        { header: t("fields.receivedAt"), cell: (row) => <DateTime value={row.created_at} />, className: "whitespace-nowrap" },
      ]}
    />
  );
}

export function PartnershipRequestPanel({
  request,
  canManage,
  cameFrom,
}: {
  request: PartnershipRequest;
  canManage: boolean;
  /** Where the sender came from (decision 0016). */
  cameFrom: ConversionSource | null;
}) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  const dates = useDates();
  const { number } = useNumbers();
  const href = useListHref();
  return (
    <RecordPanel
      title={t("requests.panelTitle", { organization: request.organization })}
      closeHref={href({ open: null })}
      openKey={String(request.id)}
      actions={
        <ReplyLink
          email={request.email}
          subject={t("reply.requestSubject", { organization: request.organization })}
          name={request.contact_name}
        />
      }
    >
      <DetailList
        items={[
          { label: t("fields.organization"), value: request.organization },
          { label: t("fields.contactName"), value: request.contact_name },
          { label: t("fields.email"), value: emailValue(request.email) },
          { label: t("fields.phone"), value: phoneValue(request.phone) },
          { label: t("fields.organizationType"), value: labels.organizationType(request.organization_type) },
          { label: t("fields.country"), value: labels.country(request.country) },
          { label: t("fields.placementType"), value: labels.placementType(request.placement_type) },
          { label: t("fields.positions"), value: listValue(request.positions, labels.position) },
          { label: t("fields.headcount"), value: request.headcount === null ? null : number(request.headcount) },
          { label: t("fields.startDate"), value: request.start_date ? dates.day(request.start_date) : null },
          { label: t("fields.message"), value: request.message, wide: true },
          { label: t("admin:common.status"), value: labels.partnershipStatus(request.status) },
          { label: t("fields.language"), value: labels.language(request.language) },
          { label: t("fields.receivedAt"), value: dates.dateTime(request.created_at) },
          { label: t("fields.updatedAt"), value: dates.dateTime(request.updated_at) },
          ...(canManage ? [] : [{ label: t("notes.label"), value: request.notes, wide: true }]),
        ]}
      />
      <CameFrom source={cameFrom} />
      {canManage ? (
        <div className="mt-6 grid gap-6 border-t border-slate-200 pt-6 lg:grid-cols-2">
          <div className="space-y-6">
            <StatusForm
              intent="setStatus"
              id={request.id}
              value={request.status}
              label={t("status.label")}
              options={PARTNERSHIP_STATUSES.map((status) => ({ value: status, label: labels.partnershipStatus(status) }))}
            />
            <DeleteRecord
              intent="delete"
              id={request.id}
              name={request.organization}
              title={t("requests.deleteTitle")}
              text={t("requests.deleteText", { organization: request.organization })}
            />
          </div>
          <NotesForm key={request.id} id={request.id} notes={request.notes} />
        </div>
      ) : null}
    </RecordPanel>
  );
}
