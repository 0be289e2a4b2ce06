/**
 * The text editor's addresses and answers (decision 0017), shared by its pages, its action and the
 * in-page editor that posts to it. Types and tiny helpers only: no zod, nothing of the server.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/i18n/languages";
import type { ActionResult } from "~/lib/admin/action-result";
import { typedValueOf } from "~/lib/forms/result";
import { entryName, parseEntryName, type TextEntryId, type TextStatus } from "~/lib/texts/model";

/** The languages translated from English: the ones with a translation status of their own. */
export const TRANSLATIONS = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** Rows per page of the list: enough to scan a section, few enough to answer at once. */
export const TEXT_PAGE_SIZE = 50;

export const TEXTS_PATH = "/admin/texts";
export const TEXTS_IMPORT_PATH = "/admin/texts/import";

/**
 * An entry's page, which is also where its forms (and the in-page editor) post. The entry is named
 * in the query: paths are answered in lower case (http/canonical-path.ts), keys are not.
 */
export function textEntryPath(entry: TextEntryId): string {
  return `${TEXTS_PATH}/entry?${new URLSearchParams({ name: entryName(entry) })}`;
}

/** The entry a page's address names, or undefined. */
export function entryOfAddress(url: string): TextEntryId | undefined {
  return parseEntryName(new URL(url).searchParams.get("name") ?? "");
}

/** The translators' file of a language: every entry, or only the missing and out-of-date ones. */
export function textsExportPath(language: Language, only: "all" | "pending"): string {
  return `${TEXTS_PATH}/export?${new URLSearchParams({ language, only })}`;
}

/** The list filtered to a section, a language's status, or both; the empty values are left out. */
export function textsListPath(filter: { ns?: string; language?: string; status?: string }): string {
  const query = new URLSearchParams(Object.entries(filter).filter((pair): pair is [string, string] => Boolean(pair[1])));
  return query.size > 0 ? `${TEXTS_PATH}?${query}` : TEXTS_PATH;
}

/** The entry action's answer: the one admin result, with the language a save or restore was for. */
export type TextActionResult = ActionResult<{ language: string }>;

/** The language a result answers: its own, else the one the refused form posted. */
export function languageOfResult(result: TextActionResult | null | undefined): string | undefined {
  return result ? (result.language ?? typedValueOf(result, "language")) : undefined;
}

/** One language of a list row: its own text ("" when missing), its state, whether staff changed it. */
export interface TextCell {
  text: string;
  status: TextStatus;
  changed: boolean;
}

export interface TextRow extends TextEntryId {
  /** "namespace:key". */
  id: string;
  languages: Record<Language, TextCell>;
}
