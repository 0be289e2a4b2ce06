/**
 * What visitors send besides the newsletter: contact messages, partnership requests, volunteer
 * sign-ups and donation pledges, each as its form's schema parsed it (app/lib/validation), stored
 * and followed (in the same transaction) by the emails it causes.
 */

import type { Insertable, Transaction } from "kysely";
import { createElement } from "react";
import type { Language } from "~/i18n/languages";
import type { ContactMessage } from "~/lib/validation/contact";
import type { DonationPledge } from "~/lib/validation/donation";
import type { PartnershipRequest } from "~/lib/validation/partnership";
import type { VolunteerSignup } from "~/lib/validation/volunteer";
import type { Database } from "../db";
import { type DatabaseSchema, nowIso } from "../db/schema";
import { enqueueEmail } from "../mail/outbox";
import { emailText, renderEmail } from "../mail/render";
import { DonationAcknowledgement } from "../mail/templates/DonationAcknowledgement";
import { getSettings } from "../settings";
import { contactDetails } from "./content";
import { queueStaffNotification, type StaffNotificationContext, staffNotificationMessage } from "./staff-notification";

/** What a submission needs besides its value; the company's contact details come from the content service. */
export interface SubmissionContext {
  database: Database;
  publicUrl: string;
}

export function submissionContextFor(context: { database: Database; config: { publicUrl: string } }): SubmissionContext {
  return { database: context.database, publicUrl: context.config.publicUrl };
}

/** The emails' settings and the contact details staff keep (issue 13), read when a submission sends them. */
async function notificationContext(context: SubmissionContext): Promise<StaffNotificationContext> {
  const [settings, contact] = await Promise.all([getSettings(context.database.db), contactDetails(context.database)]);
  return { settings, publicUrl: context.publicUrl, address: contact.address, companyEmail: contact.email };
}

const orNull = (value: string) => (value === "" ? null : value);

type Writer = Transaction<DatabaseSchema>;
type SubmissionTable = "contacts" | "partnership_requests" | "volunteer_signups" | "donation_pledges";

/** Inserts one row of a visitor table and answers its id. */
async function insertReturningId<T extends SubmissionTable>(
  trx: Writer,
  table: T,
  values: Insertable<DatabaseSchema[T]>,
): Promise<{ id: number }> {
  // Kysely cannot narrow a column list over a union of tables; every visitor table has an `id`.
  const row = await trx
    .insertInto(table)
    .values(values as never)
    .returning("id" as never)
    .executeTakeFirstOrThrow();
  return row as unknown as { id: number };
}

/** Stores a submission and queues its staff notification in one transaction; answers the new id. */
async function storeNotified(
  context: SubmissionContext,
  notification: Awaited<ReturnType<typeof staffNotificationMessage>>,
  store: (trx: Writer) => Promise<number>,
): Promise<{ id: number }> {
  const id = await context.database.db.transaction().execute(async (trx) => {
    const stored = await store(trx);
    await queueStaffNotification(trx, notification);
    return stored;
  });
  return { id };
}

export async function submitContactMessage(
  context: SubmissionContext,
  input: ContactMessage,
  language: Language,
): Promise<{ id: number }> {
  const notification = await staffNotificationMessage(await notificationContext(context), {
    kind: "contact",
    subjectValues: { subject: input.subject },
    fields: [
      ["name", input.name],
      ["email", input.email],
      ["subject", input.subject],
      ["message", input.message],
      ["language", language],
    ],
    adminPath: "/admin/messages",
  });
  return storeNotified(context, notification, async (trx) =>
    insertReturningId(trx, "contacts", { ...input, language, created_at: nowIso(), read: 0, archived: 0 }).then((row) => row.id),
  );
}

export async function submitPartnershipRequest(
  context: SubmissionContext,
  input: PartnershipRequest,
  language: Language,
): Promise<{ id: number }> {
  const notification = await staffNotificationMessage(await notificationContext(context), {
    kind: "partnership",
    subjectValues: { organization: input.organization },
    fields: [
      ["organization", input.organization],
      ["contactName", input.contact_name],
      ["email", input.email],
      ["phone", input.phone],
      ["organizationType", input.organization_type],
      ["country", input.country],
      ["placementType", input.placement_type],
      ["positions", input.positions.join(", ")],
      ["headcount", input.headcount],
      ["startDate", input.start_date],
      ["message", input.message],
    ],
    adminPath: "/admin/partnership-requests",
  });
  const now = nowIso();
  return storeNotified(context, notification, async (trx) =>
    insertReturningId(trx, "partnership_requests", {
      organization: input.organization,
      contact_name: input.contact_name,
      email: input.email,
      phone: orNull(input.phone),
      organization_type: input.organization_type,
      country: input.country,
      placement_type: input.placement_type,
      positions: JSON.stringify(input.positions),
      headcount: input.headcount === "" ? null : Number(input.headcount),
      start_date: orNull(input.start_date),
      message: orNull(input.message),
      language,
      created_at: now,
      updated_at: now,
    }).then((row) => row.id),
  );
}

export async function submitVolunteerSignup(
  context: SubmissionContext,
  input: VolunteerSignup,
  language: Language,
): Promise<{ id: number }> {
  const notification = await staffNotificationMessage(await notificationContext(context), {
    kind: "volunteer",
    subjectValues: { name: input.fullName },
    fields: [
      ["name", input.fullName],
      ["email", input.email],
      ["phone", input.phone],
      ["country", input.country],
      ["interests", input.interests.join(", ")],
      ["availability", input.availability],
      ["message", input.message],
    ],
    adminPath: "/admin/partnership-requests",
  });
  return storeNotified(context, notification, async (trx) =>
    insertReturningId(trx, "volunteer_signups", {
      full_name: input.fullName,
      email: input.email,
      phone: orNull(input.phone),
      country: input.country,
      interests: JSON.stringify(input.interests),
      availability: input.availability,
      message: orNull(input.message),
      language,
      created_at: nowIso(),
    }).then((row) => row.id),
  );
}

export async function submitDonationPledge(
  context: SubmissionContext,
  input: DonationPledge,
  language: Language,
): Promise<{ id: number }> {
  const amountCents = Math.round(input.amount * 100);
  const formatted = new Intl.NumberFormat(language, { style: "currency", currency: "USD" }).format(input.amount);
  const staff = await notificationContext(context);
  const t = await emailText(language);
  const programName = t(`programs.${input.program}`);
  const acknowledgement = await renderEmail(
    createElement(DonationAcknowledgement, {
      t,
      language,
      siteName: staff.settings.siteName,
      address: staff.address,
      name: input.fullName,
      amount: formatted,
      program: programName,
      contactEmail: staff.settings.contactEmail || staff.companyEmail,
    }),
  );
  const notification = await staffNotificationMessage(staff, {
    kind: "donation",
    subjectValues: { amount: formatted },
    fields: [
      ["name", input.fullName],
      ["email", input.email],
      ["phone", input.phone],
      ["amount", formatted],
      ["program", input.program],
      ["message", input.message],
    ],
    adminPath: "/admin/partnership-requests",
  });
  return storeNotified(context, notification, async (trx) => {
    const { id } = await insertReturningId(trx, "donation_pledges", {
      full_name: input.fullName,
      email: input.email,
      phone: orNull(input.phone),
      amount_cents: amountCents,
      currency: "USD",
      program: input.program,
      message: orNull(input.message),
      language,
      created_at: nowIso(),
    });
    await enqueueEmail(trx, {
      to: input.email,
      subject: t("donation.subject", { siteName: staff.settings.siteName }),
      ...acknowledgement,
    });
    return id;
  });
}
