import { LANGUAGE_KEY, type Language, languageCookie } from "./languages";

/**
 * Keeps a visitor's choice of language: in localStorage under the spec's key (section 4), which
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
