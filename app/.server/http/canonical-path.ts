/**
 * One spelling per address. A request path is either already canonical, or redirected to its
 * canonical spelling (`//`, `/About`, `/about/`, `/%61bout`, `/a/../about` all name `/about`; a
 * language's home is `/fr/`, with its slash, as English's is `/`), or refused because no page can
 * be meant by it (a malformed escape, an encoded slash or NUL, a path longer than any page's). The page cache and the renderer see canonical paths only.
 */
import { PREFIXED_LANGUAGES } from "~/i18n/paths";
import { HttpError } from "./boundary";

/** Longer than any page's path with room to spare; longer ones are refused (414). */
export const MAX_PATH_LENGTH = 2048;

/** Anything that may make a path non-canonical: cheap to test, so most requests skip the work. */
const MAYBE_NON_CANONICAL = /[A-Z%\\]|\/\/|\/\.|.\/$/;
/** Escapes of unreserved characters (RFC 3986 section 2.3) are decoded; they name the same path. */
const UNRESERVED_ESCAPE = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;
/** A slash, backslash or NUL smuggled in as an escape, or a stray `%`: no page is named so. */
const FORBIDDEN_ESCAPE = /%(2[fF]|5[cC]|00)|%(?![0-9a-fA-F]{2})/;
/** A language's home page without its slash (`/fr`): spelled `/fr/`, as `/` is English's. */
const BARE_LANGUAGE_HOME = new RegExp(`^/(${PREFIXED_LANGUAGES.join("|")})$`);
const withHomeSlash = (path: string) => (BARE_LANGUAGE_HOME.test(path) ? `${path}/` : path);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL = /[\u0000-\u001f\u007f\\]/;

/**
 * The canonical spelling of a raw request path (the part before `?`): the same string when it is
 * canonical already. Throws HttpError 400 or 414 for a path no page can be meant by.
 */
export function canonicalPath(raw: string): string {
  if (raw.length > MAX_PATH_LENGTH) throw new HttpError(414, "pathTooLong");
  if (!raw.startsWith("/") && raw !== "*") throw new HttpError(400, "badPath");
  if (!MAYBE_NON_CANONICAL.test(raw)) return withHomeSlash(raw);
  if (FORBIDDEN_ESCAPE.test(raw) || CONTROL.test(raw)) throw new HttpError(400, "badPath");
  const decoded = raw.replace(UNRESERVED_ESCAPE, (hex) => String.fromCharCode(Number.parseInt(hex.slice(1), 16)));
  const segments: string[] = [];
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const last = segments.at(-1) ?? "";
  // Pages are named in lower case; files (a dot in the last segment) keep theirs, hashes included.
  const joined = `/${segments.join("/")}`;
  const path = last.includes(".") ? joined : joined.toLowerCase();
  // Remaining escapes (of reserved or non-ASCII characters) are spelled in upper case.
  return withHomeSlash(path.replace(/%[0-9a-f]{2}/gi, (hex) => hex.toUpperCase()));
}

/** The request target with its path made canonical and its query kept, for a redirect. */
export function canonicalTarget(path: string, target: string): string {
  const query = target.indexOf("?");
  return query === -1 ? path : `${path}${target.slice(query)}`;
}
