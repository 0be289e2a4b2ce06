/**
 * The emails of a privacy request (decision 0041), namespace `privacy-email`: the link that proves
 * the address, in the language the request was made in, and the notice that tells staff who may
 * answer requests (`privacy.manage`) that one is confirmed, each in the language they chose for
 * staff emails. The notice names the request and its deadline, never the person's address.
 */
import { createElement } from "react";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/languages";
import { PERMISSIONS } from "~/lib/admin/permissions";
import { dateFormat } from "~/lib/intl-format";
import { type PrivacyRequestKind, privacyRequestPath } from "~/lib/privacy/requests";
import type { Database } from "../../db";
import type { OutboxMessage } from "../../mail/message";
import { emailText, renderEmail } from "../../mail/render";
import { PrivacyRequestEmail } from "../../mail/templates/PrivacyRequestEmail";
import { SubmissionNotification } from "../../mail/templates/SubmissionNotification";
import { getSettings } from "../../settings";
import { contactDetails, siteTexts } from "../content";
import { staffNotificationRecipient } from "../records/staff-notification";
import { CONFIRM_LINK_HOURS, privacyConfirmUrl } from "./request-links";

const NAMESPACE = "privacy-email";

/** A stored language as one the site speaks (a row written by hand reads as the default). */
export const languageOf = (value: string | null | undefined): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** What the emails need that no transaction should wait for. */
export async function privacyEmailFrame(database: Database) {
  const [settings, contact, texts] = await Promise.all([getSettings(database.db), contactDetails(database), siteTexts(database)]);
  return { settings, contact, texts };
}
export type PrivacyEmailFrame = Awaited<ReturnType<typeof privacyEmailFrame>>;

/** The confirmation link's email, to the address typed, in the language of the page it was typed on. */
export async function confirmationEmail(
  frame: PrivacyEmailFrame,
  publicUrl: string,
  request: { email: string; kind: PrivacyRequestKind; language: Language; token: string },
): Promise<OutboxMessage> {
  const t = await emailText(request.language, frame.texts, NAMESPACE);
  const siteName = frame.settings.siteName;
  const rendered = await renderEmail(
    createElement(PrivacyRequestEmail, {
      t,
      language: request.language,
      siteName,
      address: frame.contact.address,
      kind: request.kind,
      confirmUrl: privacyConfirmUrl(publicUrl, request.token, request.language),
      hours: CONFIRM_LINK_HOURS,
    }),
  );
  return { to: request.email, subject: t(`confirm.subject.${request.kind}`, { siteName }), ...rendered };
}

interface StaffRecipient {
  email: string;
  language: Language;
}

/**
 * Who is told of a confirmed request: every active staff member whose role may answer requests,
 * in their staff-email language (My account), whatever the visitor notification setting says: a
 * request has a legal deadline. Should nobody hold the permission, the site's notification address
 * is told in the default language, so no request is left unknown.
 */
async function privacyStaff({ db, engine }: Database, frame: PrivacyEmailFrame): Promise<StaffRecipient[]> {
  const rows = await db
    .selectFrom("user")
    .leftJoin("profiles", "profiles.user_id", "user.id")
    .leftJoin("staff_preferences", "staff_preferences.user_id", "user.id")
    .select(["user.email", "staff_preferences.summary_language"])
    .where("user.role", "in", PERMISSIONS["privacy.manage"])
    .where((eb) => eb.or([eb("user.banned", "is", null), eb("user.banned", "=", engine === "sqlite" ? 0 : false)]))
    .where((eb) => eb.or([eb("profiles.is_active", "is", null), eb("profiles.is_active", "=", 1)]))
    .orderBy("user.id")
    .execute();
  if (rows.length > 0) return rows.map((row) => ({ email: row.email, language: languageOf(row.summary_language) }));
  return [{ email: staffNotificationRecipient(frame.settings, frame.contact.email), language: DEFAULT_LANGUAGE }];
}

/** A day in `language`'s own words ("28 December 2026"), the same wherever it is formatted. */
export const answerDate = (day: Date, language: Language) =>
  dateFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(day);

/** The notices that a request is confirmed, one per staff member who may answer it. */
export async function confirmedRequestNotices(
  database: Database,
  frame: PrivacyEmailFrame,
  publicUrl: string,
  request: { id: number; kind: PrivacyRequestKind; confirmedAt: Date; answerBy: Date },
): Promise<OutboxMessage[]> {
  const recipients = await privacyStaff(database, frame);
  const messageIn = new Map<Language, Promise<Omit<OutboxMessage, "to">>>();
  const render = async (language: Language) => {
    const t = await emailText(language, frame.texts, NAMESPACE);
    const values = { id: request.id, date: answerDate(request.answerBy, language) };
    const kind = t(`notification.kind.${request.kind}`);
    const rendered = await renderEmail(
      createElement(SubmissionNotification, {
        t,
        language,
        siteName: frame.settings.siteName,
        address: frame.contact.address,
        titleKey: `notification.title.${request.kind}`,
        fields: [
          { label: t("notification.fields.request"), value: `#${request.id}` },
          { label: t("notification.fields.kind"), value: kind },
          { label: t("notification.fields.confirmed"), value: answerDate(request.confirmedAt, language) },
          { label: t("notification.fields.answerBy"), value: values.date },
        ],
        adminUrl: `${publicUrl}${privacyRequestPath(request.id)}`,
      }),
    );
    return { subject: t(`notification.subject.${request.kind}`, values), ...rendered };
  };
  const messages: OutboxMessage[] = [];
  for (const recipient of recipients) {
    let message = messageIn.get(recipient.language);
    if (!message) {
      message = render(recipient.language);
      messageIn.set(recipient.language, message);
    }
    messages.push({ to: recipient.email, ...(await message) });
  }
  return messages;
}
