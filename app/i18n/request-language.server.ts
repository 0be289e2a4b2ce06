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
