/**
 * The staff notification of each kind of visitor submission, built from the row as stored: the
 * same email whether it is queued with the submission or later, when staff mark a caught one as
 * not spam (./spam.ts). Its Reply-To is the visitor's address (decision 0015).
 */
import type { Insertable } from "kysely";
import type { DatabaseSchema, SubmissionTable } from "../../db/schema";
import { parseIdList } from "./records-common";
import type { StaffNotification } from "./staff-notification";

type Row<T extends keyof DatabaseSchema> = Insertable<DatabaseSchema[T]>;

/** A pledge's amount in the visitor's language, as the notification and the donor's email show it. */
export function formatPledge(amountCents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency: "USD" }).format(amountCents / 100);
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export function contactNotice(row: Row<"contacts">): StaffNotification {
  return {
    kind: "contact",
    subjectValues: { subject: row.subject },
    fields: [
      ["name", row.name],
      ["email", row.email],
      ["subject", row.subject],
      ["message", row.message],
      ["language", text(row.language)],
    ],
    adminPath: "/admin/messages",
    replyTo: row.email,
  };
}

export function partnershipNotice(row: Row<"partnership_requests">): StaffNotification {
  return {
    kind: "partnership",
    subjectValues: { organization: row.organization },
    fields: [
      ["organization", row.organization],
      ["contactName", row.contact_name],
      ["email", row.email],
      ["phone", text(row.phone)],
      ["organizationType", row.organization_type],
      ["country", row.country],
      ["placementType", row.placement_type],
      ["positions", parseIdList(row.positions).join(", ")],
      ["headcount", text(row.headcount)],
      ["startDate", text(row.start_date)],
      ["message", text(row.message)],
    ],
    // The request's own page, with its lines, owner and follow-up (decision 0038).
    adminPath: `/admin/partnership-requests/${row.id}`,
    replyTo: row.email,
  };
}

export function volunteerNotice(row: Row<"volunteer_signups">): StaffNotification {
  return {
    kind: "volunteer",
    subjectValues: { name: row.full_name },
    fields: [
      ["name", row.full_name],
      ["email", row.email],
      ["phone", text(row.phone)],
      ["country", row.country],
      ["interests", parseIdList(row.interests).join(", ")],
      ["availability", row.availability],
      ["message", text(row.message)],
    ],
    adminPath: "/admin/partnership-requests",
    replyTo: row.email,
  };
}

export function donationNotice(row: Row<"donation_pledges">): StaffNotification {
  const amount = formatPledge(row.amount_cents, text(row.language) || "en");
  return {
    kind: "donation",
    subjectValues: { amount },
    fields: [
      ["name", row.full_name],
      ["email", row.email],
      ["phone", text(row.phone)],
      ["amount", amount],
      ["program", row.program],
      ["message", text(row.message)],
    ],
    adminPath: "/admin/partnership-requests",
    replyTo: row.email,
  };
}

/** The visitor tables the honeypot may catch, each with its notification. */
export const SUBMISSION_NOTICES = {
  contacts: contactNotice,
  partnership_requests: partnershipNotice,
  volunteer_signups: volunteerNotice,
  donation_pledges: donationNotice,
} as const satisfies Record<SubmissionTable, unknown>;

export type { SubmissionTable };
