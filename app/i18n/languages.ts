import { parse } from "cookie";

export const LANGUAGES = ["en", "es", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The storage key (localStorage) and cookie name that carry the visitor's choice (spec section 4). */
export const LANGUAGE_KEY = "language";
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Names shown in the switcher, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español", fr: "Français" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Decodes a cookie value; a malformed escape makes the cookie count as absent, never an error. */
function decodeCookieValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** One cookie of a Cookie header (the first, when a name repeats), parsed by the `cookie` package. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  return parse(cookieHeader, { decode: decodeCookieValue })[name];
}

/**
 * The language a request asks for: an explicit ?lang= first (links for crawlers), then the cookie,
 * then English. The one rule both the renderer and the page cache's key follow.
 */
export function requestedLanguage(query: URLSearchParams, cookies: string | null | undefined): Language {
  const fromQuery = query.get("lang");
  return isLanguage(fromQuery) ? fromQuery : languageOfCookies(cookies);
}

export function languageOfRequest(request: Request): Language {
  return requestedLanguage(new URL(request.url).searchParams, request.headers.get("Cookie"));
}

/** The language a Cookie header chose, or the default. */
export function languageOfCookies(cookies: string | null | undefined): Language {
  const fromCookie = readCookie(cookies, LANGUAGE_KEY);
  return isLanguage(fromCookie) ? fromCookie : DEFAULT_LANGUAGE;
}

export function languageCookie(language: Language): string {
  return `${LANGUAGE_KEY}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}
