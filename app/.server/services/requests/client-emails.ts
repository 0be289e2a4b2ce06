/**
 * The emails of a client's private link (decision 0038), namespace `client-email`: a link to the
 * client's page in the request's language (sent again on request, next season's offer), and the
 * notice to staff of a client's answer, in the site's default language.
 */
import { createElement } from "react";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/languages";
import { requestReference } from "~/lib/staff-requests/model";
import type { Database, DB } from "../../db";
import type { OutboxMessage } from "../../mail/message";
import { enqueueEmail } from "../../mail/outbox";
import { emailText, renderEmail } from "../../mail/render";
import { ClientEmail } from "../../mail/templates/ClientEmail";
import { SubmissionNotification } from "../../mail/templates/SubmissionNotification";
import { getSettings } from "../../settings";
import { contactDetails, siteTexts } from "../content";
import { staffNotificationRecipient } from "../records/staff-notification";
import { clientPageUrl, issueClientToken } from "./client-tokens";

export const requestLanguage = (language: string): Language => (isLanguage(language) ? language : DEFAULT_LANGUAGE);

/** What an email needs that no transaction should wait for. */
export async function clientEmailFrame(database: Database) {
  const [settings, contact, texts] = await Promise.all([getSettings(database.db), contactDetails(database), siteTexts(database)]);
  return { settings, contact, texts };
}
export type ClientEmailFrame = Awaited<ReturnType<typeof clientEmailFrame>>;

/** Issues a fresh link for the request and queues the email that carries it, in the caller's transaction. */
export async function queueClientLinkEmail(
  trx: DB,
  frame: ClientEmailFrame,
  publicUrl: string,
  request: { id: number; email: string; contact_name: string; language: string },
  kind: "link" | "season" | "reordered",
  now = new Date(),
): Promise<void> {
  const language = requestLanguage(request.language);
  const t = await emailText(language, frame.texts, "client-email");
  const token = await issueClientToken(trx, request.id, frame.settings.clientLinkDays, now);
  const values = {
    name: request.contact_name,
    reference: requestReference(request.id),
    days: frame.settings.clientLinkDays,
    siteName: frame.settings.siteName,
  };
  const rendered = await renderEmail(
    createElement(ClientEmail, {
      t,
      language,
      siteName: frame.settings.siteName,
      address: frame.contact.address,
      kind,
      values,
      pageUrl: clientPageUrl(publicUrl, token, language),
    }),
  );
  await enqueueEmail(trx, { to: request.email, subject: t(`${kind}.subject`, values), ...rendered });
}

export interface ClientAnswerNotice {
  requestId: number;
  organization: string;
  ownerEmail: string | null;
  decision: "approved" | "declined";
  firstName: string;
  position: string;
  comment: string;
}

/** The staff notice of a client's answer: to the request's owner, or the notification address. */
export async function clientAnswerNotice(
  frame: ClientEmailFrame,
  publicUrl: string,
  notice: ClientAnswerNotice,
): Promise<OutboxMessage> {
  const t = await emailText(DEFAULT_LANGUAGE, frame.texts, "client-email");
  const position = (await emailText(DEFAULT_LANGUAGE, frame.texts, "services"))(`positions.${notice.position}.title`);
  const values = { reference: requestReference(notice.requestId), organization: notice.organization, name: notice.firstName };
  const { html, text } = await renderEmail(
    createElement(SubmissionNotification, {
      t,
      language: DEFAULT_LANGUAGE,
      siteName: frame.settings.siteName,
      address: frame.contact.address,
      titleKey: `staff.${notice.decision}.title`,
      fields: [
        { label: t("staff.fields.request"), value: `${values.reference} · ${notice.organization}` },
        { label: t("staff.fields.candidate"), value: `${notice.firstName} · ${position}` },
        { label: t("staff.fields.comment"), value: notice.comment || "—" },
      ],
      adminUrl: `${publicUrl}/admin/partnership-requests/${notice.requestId}/staffing`,
    }),
  );
  return {
    to: notice.ownerEmail ?? staffNotificationRecipient(frame.settings, frame.contact.email),
    subject: t(`staff.${notice.decision}.subject`, values),
    html,
    text,
  };
}
