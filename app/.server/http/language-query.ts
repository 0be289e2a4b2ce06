/**
 * Addresses of the time when `?lang=es` chose a page's language (shared links, search results):
 * answered 301 at the page's address in that language (`/pricing?lang=es` -> `/es/pricing`), its
 * other parameters kept. An unknown `lang` is dropped. Public URLs then never vary by query.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isLanguage } from "~/i18n/languages";
import { hasLanguageVersions, languageOfPath, localizePath } from "~/i18n/paths";

/** Cheap test first: most requests carry no `lang` at all. */
const MAYBE_LANG = /[?&]lang(=|&|$)/;

/** Redirects a GET or HEAD of a page with `?lang=` and returns true; false, touching nothing, otherwise. */
export function redirectLanguageQuery(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  const target = req.url ?? "/";
  if ((req.method !== "GET" && req.method !== "HEAD") || !MAYBE_LANG.test(target) || !hasLanguageVersions(pathname)) {
    return false;
  }
  const query = new URLSearchParams(target.slice(target.indexOf("?") + 1));
  if (!query.has("lang")) return false;
  const asked = query.get("lang");
  query.delete("lang");
  const rest = query.toString();
  const location = localizePath(pathname, isLanguage(asked) ? asked : languageOfPath(pathname));
  res.writeHead(301, { Location: rest ? `${location}?${rest}` : location, "Cache-Control": "public, max-age=3600" }).end();
  return true;
}
