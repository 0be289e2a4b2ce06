/**
 * One entry of the dictionaries as the in-page text editor shows it (decision 0017): what staff who
 * clicked a text of a public page need to change it in that page's language. The answer of
 * `routes/admin/in-page-text.ts`; types and the address only, shared by the server and the browser.
 */
import type { Language } from "~/i18n/languages";
import { entryName, type TextEntryId, type TextStatus } from "~/lib/texts/model";

export interface InPageText extends TextEntryId {
  language: Language;
  /** The shipped English, whose placeholders and markup a text must keep. */
  reference: string;
  /** What English pages show now (staff may have changed the shipped English). */
  english: string;
  /** This language's own text; "" when it has none (the page shows English). */
  own: string;
  /** What the page shows. */
  shown: string;
  status: TextStatus;
}

export const IN_PAGE_TEXT_PATH = "/admin/texts/in-page";

/**
 * Where the in-page editor reads an entry in a language. The entry is named in the query: paths
 * are answered in lower case (http/canonical-path.ts), while namespaces and keys are not.
 */
export function inPageTextPath(entry: TextEntryId, language: Language): string {
  return `${IN_PAGE_TEXT_PATH}?${new URLSearchParams({ entry: entryName(entry), language })}`;
}
