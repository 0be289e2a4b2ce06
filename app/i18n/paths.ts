/**
 * Every language at its own address (decision 0004): English pages at the unprefixed paths
 * (`/pricing`), Spanish and French under a prefix (`/es/pricing`, `/fr/`). A public page's language
 * is its path's; only the admin area (and the API behind it) follows the user's preference.
 * Shared by the server and the browser: plain string work, no dependencies.
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "./languages";

/** The languages that live under a path prefix: all but English. */
export const PREFIXED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** Paths whose language is the user's preference, not their address: the admin area and the API. */
const PREFERENCE_PATH = /^\/(admin|api)(\/|$)/;

/** The first segment of a path: "/fr/pricing" -> "fr". */
function firstSegment(pathname: string): string {
  const end = pathname.indexOf("/", 1);
  return pathname.slice(1, end === -1 ? undefined : end);
}

/** The language a path is in: its prefix when it has one, English otherwise. */
export function languageOfPath(pathname: string): Language {
  const segment = firstSegment(pathname);
  return segment !== DEFAULT_LANGUAGE && isLanguage(segment) ? segment : DEFAULT_LANGUAGE;
}

/** True for the admin area and the API, whose language is the user's preference (a cookie). */
export function isPreferencePath(pathname: string): boolean {
  return PREFERENCE_PATH.test(pathname);
}

/** What decides a path's language: its address (the language itself) or the user's preference. */
export function languageSourceOf(pathname: string): Language | "preference" {
  return isPreferencePath(pathname) ? "preference" : languageOfPath(pathname);
}

/** The path without its language prefix: "/fr/pricing" -> "/pricing", "/fr/" -> "/". */
export function unprefixedPath(pathname: string): string {
  const language = languageOfPath(pathname);
  return language === DEFAULT_LANGUAGE ? pathname : pathname.slice(language.length + 1) || "/";
}

/** The home page of a language: "/", "/es/", "/fr/". */
export function homePathOf(language: Language): string {
  return language === DEFAULT_LANGUAGE ? "/" : `/${language}/`;
}

/** False for site paths that exist in one version only: the admin area, the API, files (a dot in the last segment). */
export function hasLanguageVersions(pathname: string): boolean {
  return !isPreferencePath(pathname) && !/\.[^/]*$/.test(pathname);
}

/**
 * A site path in a language, its query and hash kept: ("/pricing", "fr") -> "/fr/pricing",
 * ("/fr/contact#map", "en") -> "/contact#map". External addresses, the admin area, the API and files
 * come back as they are.
 */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? "" : path.slice(end);
  if (!hasLanguageVersions(pathname)) return path;
  const page = unprefixedPath(pathname);
  if (language === DEFAULT_LANGUAGE) return `${page}${rest}`;
  return `${page === "/" ? homePathOf(language) : `/${language}${page}`}${rest}`;
}
