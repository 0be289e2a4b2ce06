/** The donation pledges tab: the list and the panel of one pledge with its status. */
import { useTranslation } from "react-i18next";
import type { ConversionSource } from "~/.server/services/analytics";
import type { DonationPledge, DonationSummary } from "~/.server/services/records";
import { Badge } from "~/components/admin/list/Badge";
import { DateTime } from "~/components/admin/list/DateTime";
import { DetailList } from "~/components/admin/list/DetailList";
import { useDates } from "~/components/admin/list/dates";
import { useListHref } from "~/components/admin/list/href";
import { useNumbers } from "~/components/admin/list/numbers";
import { RecordPanel } from "~/components/admin/list/RecordPanel";
import { OpenLink, RecordTable } from "~/components/admin/list/RecordTable";
import { CameFrom } from "~/components/admin/traffic/CameFrom";
import { DONATION_STATUSES } from "~/lib/admin/partnership-status";
import { emailValue, phoneValue, ReplyLink } from "./contact";
import { DeleteRecord } from "./DeleteRecord";
import { useRecordLabels } from "./labels";
import { StatusForm } from "./StatusForm";

export function DonationTable({ rows, openId }: { rows: DonationSummary[]; openId: number | null }) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  const { money } = useNumbers();
  return (
    <RecordTable
      caption={t("donations.caption")}
      empty={t("donations.empty")}
      rows={rows}
      openId={openId}
      columns={[
        { header: t("fields.fullName"), cell: (row, open) => <OpenLink open={open}>{row.full_name}</OpenLink> },
        {
          header: t("fields.amount"),
          cell: (row) => money(row.amount_cents, row.currency),
          className: "whitespace-nowrap tabular-nums",
        },
        { header: t("fields.program"), cell: (row) => labels.program(row.program), hideOnMobile: true },
        {
          header: t("admin:common.status"),
          cell: (row) => <Badge strong={row.status === "pledged"}>{labels.donationStatus(row.status)}</Badge>,
        },
        { header: t("fields.email"), cell: (row) => row.email, className: "break-all", hideOnMobile: true },
        { header: t("fields.receivedAt"), cell: (row) => <DateTime value={row.created_at} />, className: "whitespace-nowrap" },
      ]}
    />
  );
}

export function DonationPanel({
  donation,
  canManage,
  cameFrom,
}: {
  donation: DonationPledge;
  canManage: boolean;
  /** Where the sender came from (decision 0016). */
  cameFrom: ConversionSource | null;
}) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  const dates = useDates();
  const amount = useNumbers().money(donation.amount_cents, donation.currency);
  const href = useListHref();
  return (
    <RecordPanel
      title={t("donations.panelTitle", { name: donation.full_name, amount })}
      closeHref={href({ open: null })}
      openKey={`donation-${donation.id}`}
      actions={<ReplyLink email={donation.email} subject={t("reply.donationSubject")} name={donation.full_name} />}
    >
      <DetailList
        items={[
          { label: t("fields.fullName"), value: donation.full_name },
          { label: t("fields.email"), value: emailValue(donation.email) },
          { label: t("fields.phone"), value: phoneValue(donation.phone) },
          { label: t("fields.amount"), value: amount },
          { label: t("fields.program"), value: labels.program(donation.program) },
          { label: t("admin:common.status"), value: labels.donationStatus(donation.status) },
          { label: t("fields.message"), value: donation.message, wide: true },
          { label: t("fields.language"), value: labels.language(donation.language) },
          { label: t("fields.receivedAt"), value: dates.dateTime(donation.created_at) },
        ]}
      />
      <CameFrom source={cameFrom} />
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
