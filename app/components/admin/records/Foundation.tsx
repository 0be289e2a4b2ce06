/** The volunteer sign-ups and donation pledges tabs: lists and the panel of one record. */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DonationPledge, DonationSummary, VolunteerSignup, VolunteerSummary } from "~/.server/services/foundation-admin";
import { useListHref } from "~/components/admin/list-href";
import { DONATION_STATUSES } from "~/lib/admin/partnership-status";
import { DeleteRecord } from "./DeleteRecord";
import { mailtoHref, telHref, useRecordFormat } from "./format";
import { useRecordLabels } from "./labels";
import { StatusForm } from "./StatusForm";
import { Badge, cellClass, DataTable, DetailList, EmptyState, linkClass, RecordPanel } from "./ui";

function OpenLink({ id, openId, children }: { id: number; openId?: number; children: string }) {
  const href = useListHref();
  return (
    <Link
      to={href({ open: String(id) })}
      className={`${linkClass} break-words`}
      aria-current={id === openId ? "true" : undefined}
      preventScrollReset
    >
      {children}
    </Link>
  );
}

/** A call link, or nothing (the detail list then shows a dash). */
function phoneValue(phone: string | null) {
  return phone ? (
    <a href={telHref(phone)} className={linkClass}>
      {phone}
    </a>
  ) : null;
}

export function VolunteerTable({ rows, openId }: { rows: VolunteerSummary[]; openId?: number }) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  const format = useRecordFormat();
  if (rows.length === 0) return <EmptyState>{t("volunteers.empty")}</EmptyState>;
  return (
    <DataTable
      caption={t("volunteers.caption")}
      columns={[t("fields.fullName"), t("fields.email"), t("fields.country"), t("fields.availability"), t("fields.receivedAt")]}
    >
      {rows.map((row) => (
        <tr key={row.id} className={row.id === openId ? "bg-brand-50" : undefined}>
          <td className={cellClass}>
            <OpenLink id={row.id} openId={openId}>
              {row.full_name}
            </OpenLink>
          </td>
          <td className={`${cellClass} break-all`}>{row.email}</td>
          <td className={`${cellClass} break-words`}>{row.country}</td>
          <td className={cellClass}>{labels.availability(row.availability)}</td>
          <td className={`${cellClass} whitespace-nowrap`}>
            <time dateTime={row.created_at}>{format.dateTime(row.created_at)}</time>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function VolunteerPanel({ volunteer, canManage }: { volunteer: VolunteerSignup; canManage: boolean }) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  const format = useRecordFormat();
  const href = useListHref();
  return (
    <RecordPanel
      title={t("volunteers.panelTitle", { name: volunteer.full_name })}
      closeHref={href({ open: null })}
      openKey={`volunteer-${volunteer.id}`}
      actions={
        <a href={mailtoHref(volunteer.email, t("reply.volunteerSubject"))} className={linkClass}>
          {t("reply.label")}
          <span className="sr-only"> {volunteer.full_name}</span>
        </a>
      }
    >
      <DetailList
        items={[
          { label: t("fields.fullName"), value: volunteer.full_name },
          {
            label: t("fields.email"),
            value: (
              <a href={mailtoHref(volunteer.email)} className={`${linkClass} break-all`}>
                {volunteer.email}
              </a>
            ),
          },
          { label: t("fields.phone"), value: phoneValue(volunteer.phone) },
          { label: t("fields.country"), value: volunteer.country },
          {
            label: t("fields.interests"),
            value: volunteer.interests.length ? (
              <ul className="list-inside list-disc">
                {volunteer.interests.map((interest) => (
                  <li key={interest}>{labels.interest(interest)}</li>
                ))}
              </ul>
            ) : null,
          },
          { label: t("fields.availability"), value: labels.availability(volunteer.availability) },
          { label: t("fields.message"), value: volunteer.message, wide: true },
          { label: t("fields.language"), value: labels.language(volunteer.language) },
          { label: t("fields.receivedAt"), value: format.dateTime(volunteer.created_at) },
        ]}
      />
      {canManage ? (
        <div className="mt-6 border-t border-slate-200 pt-6">
          <DeleteRecord
            intent="deleteVolunteer"
            id={volunteer.id}
            name={volunteer.full_name}
            title={t("volunteers.deleteTitle")}
            text={t("volunteers.deleteText", { name: volunteer.full_name })}
          />
        </div>
      ) : null}
    </RecordPanel>
  );
}

export function DonationTable({ rows, openId }: { rows: DonationSummary[]; openId?: number }) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  const format = useRecordFormat();
  if (rows.length === 0) return <EmptyState>{t("donations.empty")}</EmptyState>;
  return (
    <DataTable
      caption={t("donations.caption")}
      columns={[
        t("fields.fullName"),
        t("fields.amount"),
        t("fields.program"),
        t("admin:common.status"),
        t("fields.email"),
        t("fields.receivedAt"),
      ]}
    >
      {rows.map((row) => (
        <tr key={row.id} className={row.id === openId ? "bg-brand-50" : undefined}>
          <td className={cellClass}>
            <OpenLink id={row.id} openId={openId}>
              {row.full_name}
            </OpenLink>
          </td>
          <td className={`${cellClass} whitespace-nowrap tabular-nums`}>{format.money(row.amount_cents, row.currency)}</td>
          <td className={cellClass}>{labels.program(row.program)}</td>
          <td className={cellClass}>
            <Badge strong={row.status === "pledged"}>{labels.donationStatus(row.status)}</Badge>
          </td>
          <td className={`${cellClass} break-all`}>{row.email}</td>
          <td className={`${cellClass} whitespace-nowrap`}>
            <time dateTime={row.created_at}>{format.dateTime(row.created_at)}</time>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export function DonationPanel({ donation, canManage }: { donation: DonationPledge; canManage: boolean }) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  const format = useRecordFormat();
  const href = useListHref();
  const amount = format.money(donation.amount_cents, donation.currency);
  return (
    <RecordPanel
      title={t("donations.panelTitle", { name: donation.full_name, amount })}
      closeHref={href({ open: null })}
      openKey={`donation-${donation.id}`}
      actions={
        <a href={mailtoHref(donation.email, t("reply.donationSubject"))} className={linkClass}>
          {t("reply.label")}
          <span className="sr-only"> {donation.full_name}</span>
        </a>
      }
    >
      <DetailList
        items={[
          { label: t("fields.fullName"), value: donation.full_name },
          {
            label: t("fields.email"),
            value: (
              <a href={mailtoHref(donation.email)} className={`${linkClass} break-all`}>
                {donation.email}
              </a>
            ),
          },
          { label: t("fields.phone"), value: phoneValue(donation.phone) },
          { label: t("fields.amount"), value: amount },
          { label: t("fields.program"), value: labels.program(donation.program) },
          { label: t("admin:common.status"), value: labels.donationStatus(donation.status) },
          { label: t("fields.message"), value: donation.message, wide: true },
          { label: t("fields.language"), value: labels.language(donation.language) },
          { label: t("fields.receivedAt"), value: format.dateTime(donation.created_at) },
        ]}
      />
      {canManage ? (
        <div className="mt-6 flex flex-wrap items-end justify-between gap-6 border-t border-slate-200 pt-6">
          <StatusForm
            intent="setDonationStatus"
            id={donation.id}
            value={donation.status}
            label={t("status.donationLabel")}
            options={DONATION_STATUSES.map((status) => ({ value: status, label: labels.donationStatus(status) }))}
          />
          <DeleteRecord
            intent="deleteDonation"
            id={donation.id}
            name={donation.full_name}
            title={t("donations.deleteTitle")}
            text={t("donations.deleteText", { name: donation.full_name, amount })}
          />
        </div>
      ) : null}
    </RecordPanel>
  );
}
