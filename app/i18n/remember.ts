import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_KEY, type Language, languageCookie } from "./languages";

/**
 * Keeps a visitor's choice of language: in localStorage under docs/product.md's key (section 4), which
 * the language offer reads, and in a cookie, the preference the admin area is rendered in.
 */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused (private mode, quota): the choice still holds for this page and its links.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie; the Cookie Store API is not in every browser we support.
  document.cookie = languageCookie(language);
}

/** The choice stored on this device, if any. */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language to offer a visitor on an English page: their stored choice when it is Spanish or
 * French; with no choice stored, the first of their browser's languages that the site speaks, when
 * that is Spanish or French. A stored English (a dismissed offer included) means no offer.
 */
export function offeredLanguage(stored: string | null, browserLanguages: readonly string[]): Language | undefined {
  if (isLanguage(stored)) return stored === DEFAULT_LANGUAGE ? undefined : stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split("-")[0];
    if (isLanguage(primary)) return primary === DEFAULT_LANGUAGE ? undefined : primary;
  }
  return undefined;
}
