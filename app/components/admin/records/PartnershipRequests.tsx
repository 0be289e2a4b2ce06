/** The requests tab: the list, and the panel of one request with its status, notes and deletion. */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PartnershipRequest, PartnershipSummary } from "~/.server/services/partnerships-admin";
import { useListHref } from "~/components/admin/list-href";
import { PARTNERSHIP_STATUSES } from "~/lib/admin/partnership-status";
import { DeleteRecord } from "./DeleteRecord";
import { mailtoHref, telHref, useRecordFormat } from "./format";
import { useRecordLabels } from "./labels";
import { NotesForm } from "./NotesForm";
import { StatusForm } from "./StatusForm";
import { Badge, cellClass, DataTable, DetailList, EmptyState, linkClass, RecordPanel } from "./ui";

export function PartnershipRequestTable({ rows, openId }: { rows: PartnershipSummary[]; openId?: number }) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  const format = useRecordFormat();
  const href = useListHref();
  if (rows.length === 0) return <EmptyState>{t("requests.empty")}</EmptyState>;
  return (
    <DataTable
      caption={t("requests.caption")}
      columns={[
        t("fields.organization"),
        t("fields.contactName"),
        t("fields.country"),
        t("fields.organizationType"),
        t("admin:common.status"),
        t("fields.receivedAt"),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id} className={row.id === openId ? "bg-brand-50" : undefined}>
          <td className={cellClass}>
            <Link
              to={href({ open: String(row.id) })}
              className={`${linkClass} break-words`}
              aria-current={row.id === openId ? "true" : undefined}
              preventScrollReset
            >
              {row.organization}
            </Link>
          </td>
          <td className={cellClass}>
            <span className="block break-words">{row.contact_name}</span>
            <span className="block text-xs break-all text-ink-muted">{row.email}</span>
          </td>
          <td className={cellClass}>{labels.country(row.country)}</td>
          <td className={cellClass}>{labels.organizationType(row.organization_type)}</td>
          <td className={cellClass}>
            <Badge strong={row.status === "new"}>{labels.partnershipStatus(row.status)}</Badge>
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>
            <time dateTime={row.created_at}>{format.dateTime(row.created_at)}</time>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function PartnershipRequestPanel({ request, canManage }: { request: PartnershipRequest; canManage: boolean }) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  const format = useRecordFormat();
  const href = useListHref();
  return (
    <RecordPanel
      title={t("requests.panelTitle", { organization: request.organization })}
      closeHref={href({ open: null })}
      openKey={String(request.id)}
      actions={
        <a
          href={mailtoHref(request.email, t("reply.requestSubject", { organization: request.organization }))}
          className={linkClass}
        >
          {t("reply.label")}
          <span className="sr-only"> {request.contact_name}</span>
        </a>
      }
    >
      <DetailList
        items={[
          { label: t("fields.organization"), value: request.organization },
          { label: t("fields.contactName"), value: request.contact_name },
          {
            label: t("fields.email"),
            value: (
              <a href={mailtoHref(request.email)} className={`${linkClass} break-all`}>
                {request.email}
              </a>
            ),
          },
          {
            label: t("fields.phone"),
            value: request.phone ? (
              <a href={telHref(request.phone)} className={linkClass}>
                {request.phone}
              </a>
            ) : null,
          },
          { label: t("fields.organizationType"), value: labels.organizationType(request.organization_type) },
          { label: t("fields.country"), value: labels.country(request.country) },
          { label: t("fields.placementType"), value: labels.placementType(request.placement_type) },
          {
            label: t("fields.positions"),
            value: request.positions.length ? (
              <ul className="list-inside list-disc">
                {request.positions.map((position) => (
                  <li key={position}>{labels.position(position)}</li>
                ))}
              </ul>
            ) : null,
          },
          { label: t("fields.headcount"), value: request.headcount === null ? null : format.number(request.headcount) },
          { label: t("fields.startDate"), value: request.start_date ? format.day(request.start_date) : null },
          { label: t("fields.message"), value: request.message, wide: true },
          { label: t("admin:common.status"), value: labels.partnershipStatus(request.status) },
          { label: t("fields.language"), value: labels.language(request.language) },
          { label: t("fields.receivedAt"), value: format.dateTime(request.created_at) },
          { label: t("fields.updatedAt"), value: format.dateTime(request.updated_at) },
          ...(canManage ? [] : [{ label: t("notes.label"), value: request.notes, wide: true }]),
        ]}
      />
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
