/**
 * The language of a request, read on the server only. The `.server` name keeps this module, and
 * the `cookie` parser it uses, out of the browser bundle: the browser is told the language by the
 * rendered page (`<html lang>`), never by a cookie (decision 0009).
 */
import { parse } from "cookie";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_KEY, type Language } from "./languages";

/** Decodes a cookie value; a malformed escape makes the cookie count as absent, never an error. */
function decodeCookieValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** Every cookie of a Cookie header by name (the first, when a name repeats), parsed by the `cookie` package. */
export function parseCookies(cookieHeader: string | null | undefined): Record<string, string | undefined> {
  return cookieHeader ? parse(cookieHeader, { decode: decodeCookieValue }) : {};
}

/** One cookie of a Cookie header. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  return parseCookies(cookieHeader)[name];
}

/**
 * The language a request asks for: an explicit ?lang= first (links for crawlers), then the value
 * of its language cookie, then English. The one rule both the renderer and the page cache's key follow.
 */
export function requestedLanguage(query: URLSearchParams, languageCookie: string | undefined): Language {
  const fromQuery = query.get("lang");
  if (isLanguage(fromQuery)) return fromQuery;
  return isLanguage(languageCookie) ? languageCookie : DEFAULT_LANGUAGE;
}

export function languageOfRequest(request: Request): Language {
  return requestedLanguage(new URL(request.url).searchParams, readCookie(request.headers.get("Cookie"), LANGUAGE_KEY));
}

/** The language a Cookie header chose, or the default. */
export function languageOfCookies(cookies: string | null | undefined): Language {
  return requestedLanguage(new URLSearchParams(), readCookie(cookies, LANGUAGE_KEY));
}
