import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import { serverI18n } from "~/.server/i18n";
import type { Language } from "~/i18n/languages";
import type { SiteTexts } from "../services/content";

/** A translate function bound to the `email` namespace of one language. */
export type EmailText = (key: string, values?: Record<string, string | number>) => string;

/** Emails say what the site says: the shipped texts with staff's overrides, `siteTexts(database)` (decision 0017). */
export async function emailText(language: Language, texts: SiteTexts, namespace = "email"): Promise<EmailText> {
  const i18n = await serverI18n(language, texts);
  const t = i18n.getFixedT(language, namespace);
  return (key, values) => t(key, values ?? {}) as string;
}

/**
 * Renders an email component to the HTML and plain-text parts the outbox stores. `tables` names
 * (as a CSS selector) the tables of figures that the plain text lays out in columns; other tables
 * are the layout's and read as plain blocks.
 */
export async function renderEmail(
  element: ReactElement,
  { tables }: { tables?: string } = {},
): Promise<{ html: string; text: string }> {
  const html = await render(element);
  const selectors = tables ? [{ selector: tables, format: "dataTable", options: { maxColumnWidth: 40 } }] : [];
  return { html, text: toPlainText(html, { selectors }) };
}
