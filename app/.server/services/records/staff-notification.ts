/**
 * The email that tells staff a visitor sent something, queued in the submission's own transaction
 * when notifications are on (admin setting). It goes to the settings' contact email, or the
 * contact email staff keep in the site details when that is empty, in English (the staff's working language).
 */
import type { Kysely, Transaction } from "kysely";
import { createElement } from "react";
import type { DatabaseSchema } from "../../db/schema";
import { enqueueEmail } from "../../mail/outbox";
import { emailText, renderEmail } from "../../mail/render";
import { SubmissionNotification } from "../../mail/templates/SubmissionNotification";
import type { ServerSettings } from "../../settings";
import type { SiteTexts } from "../content/texts/site-texts";

export interface StaffNotificationContext {
  settings: ServerSettings;
  publicUrl: string;
  address: string;
  companyEmail: string;
  /** The texts as staff keep them (decision 0017). */
  texts: SiteTexts;
}

export interface StaffNotification {
  /** "contact" | "partnership" | "volunteer" | "donation": picks notification.<kind>.title/.subject. */
  kind: "contact" | "partnership" | "volunteer" | "donation";
  subjectValues: Record<string, string>;
  /** Field label keys (notification.fields.<key>) and the values to show. */
  fields: Array<[labelKey: string, value: string]>;
  adminPath: string;
  /** The visitor's address: the email's Reply-To, so "Reply" answers them (decision 0015). */
  replyTo: string;
}

/**
 * Where staff notifications go: the settings' contact email, or the contact email staff keep in the
 * site details when that is empty. The Settings page names the same address.
 */
export function staffNotificationRecipient(settings: Pick<ServerSettings, "contactEmail">, companyEmail: string): string {
  return settings.contactEmail || companyEmail;
}

/** Renders the staff email, or returns undefined when notifications are off. */
export async function staffNotificationMessage(context: StaffNotificationContext, notification: StaffNotification) {
  if (!context.settings.notificationsEnabled) return undefined;
  const t = await emailText("en", context.texts);
  const { html, text } = await renderEmail(
    createElement(SubmissionNotification, {
      t,
      language: "en",
      siteName: context.settings.siteName,
      address: context.address,
      titleKey: `notification.${notification.kind}.title`,
      fields: notification.fields.map(([labelKey, value]) => ({ label: t(`notification.fields.${labelKey}`), value })),
      adminUrl: `${context.publicUrl}${notification.adminPath}`,
    }),
  );
  return {
    to: staffNotificationRecipient(context.settings, context.companyEmail),
    subject: t(`notification.${notification.kind}.subject`, notification.subjectValues),
    html,
    text,
    replyTo: notification.replyTo,
  };
}

export async function queueStaffNotification(
  trx: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>,
  message: Awaited<ReturnType<typeof staffNotificationMessage>>,
): Promise<void> {
  if (message) await enqueueEmail(trx, message);
}
