/**
 * What a client asked (decision 0038): the organization and contact person, the market, what it
 * offers the staff, its plan and note, and its lines each with its progress, placed of wanted.
 */
import { useTranslation } from "react-i18next";
import type { PartnershipRequest } from "~/.server/services/records";
import type { RequestLine } from "~/.server/services/requests";
import { SimpleTable } from "../dashboard/ui";
import { DetailList } from "../list/DetailList";
import { useDates } from "../list/dates";
import { emailValue, listValue, phoneValue } from "../records/contact";
import { useRequestLabels } from "./labels";

export function RequestDetails({ request }: { request: PartnershipRequest }) {
  const { t } = useTranslation("admin-requests");
  const labels = useRequestLabels();
  const dates = useDates();
  const yesNo = (value: boolean) => (value ? t("details.yes") : t("details.no"));
  return (
    <DetailList
      items={[
        { label: t("fields.organization"), value: request.organization },
        { label: t("details.organizationType"), value: labels.organizationType(request.organization_type) },
        { label: t("details.contactName"), value: request.contact_name },
        { label: t("details.email"), value: emailValue(request.email) },
        { label: t("details.phone"), value: phoneValue(request.phone) },
        { label: t("fields.market"), value: [request.city, labels.country(request.country)].filter(Boolean).join(", ") },
        { label: t("details.languages"), value: listValue(request.languages, labels.language) },
        { label: t("details.housing"), value: yesNo(request.housing) },
        { label: t("details.meals"), value: yesNo(request.meals) },
        { label: t("details.plan"), value: request.plan ? labels.plan(request.plan) : null },
        { label: t("details.clientLanguage"), value: labels.language(request.language) },
        { label: t("fields.receivedAt"), value: dates.dateTime(request.created_at) },
        { label: t("details.message"), value: request.message, wide: true },
        ...(request.notes ? [{ label: t("details.earlierNotes"), value: request.notes, wide: true }] : []),
      ]}
    />
  );
}

export function RequestLines({ lines }: { lines: RequestLine[] }) {
  const { t } = useTranslation("admin-requests");
  const labels = useRequestLabels();
  const dates = useDates();
  const period = (line: RequestLine) => {
    const start = line.startDate ? dates.day(line.startDate) : t("lines.noStart");
    if (line.endDate) return t("lines.fromTo", { start, end: dates.day(line.endDate) });
    if (line.durationWeeks) return t("lines.forWeeks", { start, count: line.durationWeeks });
    return t("lines.from", { start });
  };
  return (
    <SimpleTable
      caption={t("lines.caption")}
      empty={t("lines.empty")}
      scroll
      columns={[
        t("lines.position"),
        t("lines.headcount"),
        t("lines.placement"),
        t("lines.period"),
        t("lines.shift"),
        t("lines.progress"),
      ]}
      numeric={[false, true, false, false, false, false]}
      rows={lines.map((line) => ({
        key: String(line.id),
        cells: [
          labels.position(line.position),
          line.headcount,
          labels.placementType(line.placement),
          period(line),
          labels.shift(line.shift),
          t("lines.placedOf", { placed: line.placed, count: line.headcount }),
        ],
      }))}
    />
  );
}
