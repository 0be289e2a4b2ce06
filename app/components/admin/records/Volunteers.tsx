/** The volunteer sign-ups tab: the list and the panel of one sign-up. */
import { useTranslation } from "react-i18next";
import type { ConversionSource } from "~/.server/services/analytics";
import type { VolunteerSignup, VolunteerSummary } from "~/.server/services/records";
import { DateTime } from "~/components/admin/list/DateTime";
import { DetailList } from "~/components/admin/list/DetailList";
import { useDates } from "~/components/admin/list/dates";
import { useListHref } from "~/components/admin/list/href";
import { RecordPanel } from "~/components/admin/list/RecordPanel";
import { OpenLink, RecordTable } from "~/components/admin/list/RecordTable";
import { CameFrom } from "~/components/admin/traffic/CameFrom";
import { emailValue, listValue, phoneValue, ReplyLink } from "./contact";
import { DeleteRecord } from "./DeleteRecord";
import { useRecordLabels } from "./labels";

export function VolunteerTable({ rows, openId }: { rows: VolunteerSummary[]; openId: number | null }) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  return (
    <RecordTable
      caption={t("volunteers.caption")}
      empty={t("volunteers.empty")}
      rows={rows}
      openId={openId}
      columns={[
        { header: t("fields.fullName"), cell: (row, open) => <OpenLink open={open}>{row.full_name}</OpenLink> },
        { header: t("fields.email"), cell: (row) => row.email, className: "break-all" },
        { header: t("fields.country"), cell: (row) => row.country, className: "break-words", hideOnMobile: true },
        { header: t("fields.availability"), cell: (row) => labels.availability(row.availability), hideOnMobile: true },
        { header: t("fields.receivedAt"), cell: (row) => <DateTime value={row.created_at} />, className: "whitespace-nowrap" },
      ]}
    />
  );
}

export function VolunteerPanel({
  volunteer,
  canManage,
  cameFrom,
}: {
  volunteer: VolunteerSignup;
  canManage: boolean;
  /** Where the sender came from (decision 0016). */
  cameFrom: ConversionSource | null;
}) {
  const { t } = useTranslation("admin-records");
  const labels = useRecordLabels();
  const dates = useDates();
  const href = useListHref();
  return (
    <RecordPanel
      title={t("volunteers.panelTitle", { name: volunteer.full_name })}
      closeHref={href({ open: null })}
      openKey={`volunteer-${volunteer.id}`}
      actions={<ReplyLink email={volunteer.email} subject={t("reply.volunteerSubject")} name={volunteer.full_name} />}
    >
      <DetailList
        items={[
          { label: t("fields.fullName"), value: volunteer.full_name },
          { label: t("fields.email"), value: emailValue(volunteer.email) },
          { label: t("fields.phone"), value: phoneValue(volunteer.phone) },
          { label: t("fields.country"), value: volunteer.country },
          { label: t("fields.interests"), value: listValue(volunteer.interests, labels.interest) },
          { label: t("fields.availability"), value: labels.availability(volunteer.availability) },
          { label: t("fields.message"), value: volunteer.message, wide: true },
          { label: t("fields.language"), value: labels.language(volunteer.language) },
          { label: t("fields.receivedAt"), value: dates.dateTime(volunteer.created_at) },
        ]}
      />
      <CameFrom source={cameFrom} />
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
