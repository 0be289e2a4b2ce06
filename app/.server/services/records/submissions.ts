/**
 * What visitors send besides the newsletter: contact messages, volunteer sign-ups and donation
 * pledges, each as its form's schema parsed it (app/lib/validation), stored and followed (in the
 * same transaction) by the emails it causes. A request for staff (the partnership request grown,
 * decision 0038) is stored by services/requests/submit.ts with the helpers exported here.
 */

import type { Insertable, Kysely, Transaction } from "kysely";
import { createElement } from "react";
import type { Language } from "~/i18n/languages";
import type { ContactMessage } from "~/lib/validation/contact";
import type { DonationPledge } from "~/lib/validation/donation";
import type { VolunteerSignup } from "~/lib/validation/volunteer";
import type { Database } from "../../db";
import { type DatabaseSchema, nowIso, type SpamReason } from "../../db/schema";
import type { OutboxMessage } from "../../mail/message";
import { enqueueEmail } from "../../mail/outbox";
import { emailText, renderEmail } from "../../mail/render";
import { DonationAcknowledgement } from "../../mail/templates/DonationAcknowledgement";
import { getSettings } from "../../settings";
import { contactDetails } from "../content";
import { siteTexts } from "../content/texts/site-texts";
import {
  queueStaffNotification,
  type StaffNotification,
  type StaffNotificationContext,
  staffNotificationMessage,
} from "./staff-notification";
import { formatPledge, SUBMISSION_NOTICES, type SubmissionTable } from "./submission-notices";

/** What a submission needs besides its value; the company's contact details come from the content service. */
export interface SubmissionContext {
  database: Database;
  publicUrl: string;
}

export function submissionContextFor(context: { database: Database; config: { publicUrl: string } }): SubmissionContext {
  return { database: context.database, publicUrl: context.config.publicUrl };
}

/** The emails' settings and the contact details staff keep (decision 0011), read when a submission sends them. */
export async function notificationContext(context: SubmissionContext): Promise<StaffNotificationContext> {
  const [settings, contact, texts] = await Promise.all([
    getSettings(context.database.db),
    contactDetails(context.database),
    siteTexts(context.database),
  ]);
  return { settings, publicUrl: context.publicUrl, address: contact.address, companyEmail: contact.email, texts };
}

const orNull = (value: string) => (value === "" ? null : value);

/** Why a submission is stored as spam; absent for one that passed every filter. */
export interface SubmitOptions {
  spam?: SpamReason;
}

type Writer = Transaction<DatabaseSchema>;

/** Inserts one row of a visitor table and answers its id. */
async function insertReturningId<T extends SubmissionTable>(
  trx: Writer | Kysely<DatabaseSchema>,
  table: T,
  values: Insertable<DatabaseSchema[T]>,
): Promise<number> {
  // Kysely cannot narrow a column list over a union of tables; every visitor table has an `id`.
  const row = await trx
    .insertInto(table)
    .values(values as never)
    .returning("id" as never)
    .executeTakeFirstOrThrow();
  return (row as unknown as { id: number }).id;
}

/**
 * Stores a submission. Caught as spam, it is kept marked so (decision 0015) and causes no email;
 * otherwise its staff notification, and `also` (the donor's acknowledgement), are queued in the
 * same transaction. Answers the new id.
 */
async function store<T extends SubmissionTable>(
  context: SubmissionContext,
  table: T,
  row: Insertable<DatabaseSchema[T]>,
  options: SubmitOptions,
  also?: () => Promise<OutboxMessage>,
): Promise<{ id: number }> {
  const { db } = context.database;
  if (options.spam) {
    const spam = { spam: 1, spam_reason: options.spam, spam_at: nowIso() } as const;
    return { id: await insertReturningId(db, table, { ...row, ...spam }) };
  }
  const notice = SUBMISSION_NOTICES[table] as (row: Insertable<DatabaseSchema[T]>) => StaffNotification;
  const notification = await staffNotificationMessage(await notificationContext(context), notice(row));
  const extra = await also?.();
  const id = await db.transaction().execute(async (trx) => {
    const stored = await insertReturningId(trx, table, row);
    if (extra) await enqueueEmail(trx, extra);
    await queueStaffNotification(trx, notification);
    return stored;
  });
  return { id };
}

export function submitContactMessage(
  context: SubmissionContext,
  input: ContactMessage,
  language: Language,
  options: SubmitOptions = {},
): Promise<{ id: number }> {
  return store(context, "contacts", { ...input, language, created_at: nowIso(), read: 0, archived: 0 }, options);
}

/** The columns the foundation's two forms store alike: who, how to reach them, their words, when. */
function foundationColumns(input: VolunteerSignup | DonationPledge, language: Language) {
  return {
    full_name: input.fullName,
    email: input.email,
    phone: orNull(input.phone),
    message: orNull(input.message),
    language,
    created_at: nowIso(),
  };
}

export function submitVolunteerSignup(
  context: SubmissionContext,
  input: VolunteerSignup,
  language: Language,
  options: SubmitOptions = {},
): Promise<{ id: number }> {
  const row = {
    ...foundationColumns(input, language),
    country: input.country,
    interests: JSON.stringify(input.interests),
    availability: input.availability,
  };
  return store(context, "volunteer_signups", row, options);
}

/** The donor's acknowledgement, in their language, with the contact address staff keep. */
async function donationAcknowledgement(context: SubmissionContext, input: DonationPledge, language: Language) {
  const staff = await notificationContext(context);
  const t = await emailText(language, staff.texts);
  const rendered = await renderEmail(
    createElement(DonationAcknowledgement, {
      t,
      language,
      siteName: staff.settings.siteName,
      address: staff.address,
      name: input.fullName,
      amount: formatPledge(Math.round(input.amount * 100), language),
      program: t(`programs.${input.program}`),
      contactEmail: staff.settings.contactEmail || staff.companyEmail,
    }),
  );
  return { to: input.email, subject: t("donation.subject", { siteName: staff.settings.siteName }), ...rendered };
}

export function submitDonationPledge(
  context: SubmissionContext,
  input: DonationPledge,
  language: Language,
  options: SubmitOptions = {},
): Promise<{ id: number }> {
  const row = {
    ...foundationColumns(input, language),
    amount_cents: Math.round(input.amount * 100),
    currency: "USD",
    program: input.program,
  };
  return store(context, "donation_pledges", row, options, () => donationAcknowledgement(context, input, language));
}
