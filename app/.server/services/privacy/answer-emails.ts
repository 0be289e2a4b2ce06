/**
 * The emails that tell a person how staff answered their privacy request (decision 0041),
 * namespace `privacy-answer-email`, in the language they asked in: the copy's download link and its
 * expiry, what was erased, or the refusal with its reason. Rendered before the transaction that
 * queues them, so no transaction waits on the dictionaries.
 */
import { createElement } from "react";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/languages";
import type { Database } from "../../db";
import type { OutboxMessage } from "../../mail/message";
import { emailText, renderEmail } from "../../mail/render";
import { type PrivacyAnswer, PrivacyAnswerEmail } from "../../mail/templates/PrivacyAnswerEmail";
import { getSetting } from "../../settings";
import { contactDetails, siteTexts } from "../content";

export const personLanguage = (language: string): Language => (isLanguage(language) ? language : DEFAULT_LANGUAGE);

/** The day a copy's link stops working, as the person reads dates. */
export const expiryDay = (iso: string, language: Language): string =>
  new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

/** What the answer says, with the words it needs in the person's language. */
export type AnswerOf =
  | { kind: "copy"; downloadUrl: string; expiresAt: string }
  /** The register's tables the erasure emptied, named in the person's language. */
  | { kind: "erased"; tables: readonly string[] }
  | { kind: "refused"; request: "copy" | "erasure"; reason: string };

/** The email to `to`, in `language`, for one answer. */
export async function privacyAnswerEmail(
  database: Database,
  to: string,
  language: string,
  answer: AnswerOf,
): Promise<OutboxMessage> {
  const chosen = personLanguage(language);
  const [siteName, contact, texts] = await Promise.all([
    getSetting(database.db, "siteName"),
    contactDetails(database),
    siteTexts(database),
  ]);
  const t = await emailText(chosen, texts, "privacy-answer-email");
  const meaning = await emailText(chosen, texts, "privacy-register");
  const shown: PrivacyAnswer =
    answer.kind === "copy"
      ? { kind: "copy", downloadUrl: answer.downloadUrl, expires: expiryDay(answer.expiresAt, chosen) }
      : answer.kind === "erased"
        ? { kind: "erased", erased: [...new Set(answer.tables.map((table) => meaning(`tables.${table}`)))] }
        : answer;
  const rendered = await renderEmail(
    createElement(PrivacyAnswerEmail, { t, language: chosen, siteName, address: contact.address, answer: shown }),
  );
  return { to, subject: t(`${answer.kind}.subject`, { siteName }), ...rendered };
}
