/**
 * The language of a request, read on the server only (decision 0004). A public page's language is
 * its address's (`/fr/pricing` is French for everyone); the admin area and the API follow the
 * user's preference, the `language` cookie the switcher writes. The `.server` name keeps this
 * module, and the `cookie` parser it uses, out of the browser bundle (decision 0009).
 */
import { parse } from "cookie";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_KEY, type Language } from "./languages";
import { isPreferencePath, languageOfPath, localizePath } from "./paths";

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

/** The user's preferred language (the switcher's cookie), or the default. */
export function preferredLanguage(cookieHeader: string | null | undefined): Language {
  const chosen = readCookie(cookieHeader, LANGUAGE_KEY);
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

/**
 * The one rule: the preference on admin and API paths, the address everywhere else. The cookie is
 * read only for the former, so nothing a visitor sends changes what a public URL shows.
 */
export function languageOf(pathname: string, cookieHeader: string | null | undefined): Language {
  return isPreferencePath(pathname) ? preferredLanguage(cookieHeader) : languageOfPath(pathname);
}

export function languageOfRequest(request: Request): Language {
  return languageOf(new URL(request.url).pathname, request.headers.get("Cookie"));
}

/** A site path in the language of a request: where an action sends its visitor next. */
export function localizedPathFor(request: Request, path: string): string {
  return localizePath(path, languageOfRequest(request));
}
