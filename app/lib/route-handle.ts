import type { UIMatch } from "react-router";

/**
 * What a route module may export as `handle`: the i18n namespaces its page reads besides `common`,
 * or a function of its loader data when that decides which page shows (an unknown framework pillar
 * shows the home page).
 */
export interface RouteHandle {
  i18n?: string[] | ((loaderData: unknown) => string[]);
}

/** The home page's dictionaries: it also shows for unknown paths and unknown framework pillars. */
export const HOME_PAGE_HANDLE = { i18n: ["pages", "home", "company", "services"] } satisfies RouteHandle;

export function namespacesOfMatches(matches: UIMatch[]): string[] {
  const namespaces = new Set(["common"]);
  for (const match of matches) {
    const i18n = (match.handle as RouteHandle | undefined)?.i18n;
    const list = typeof i18n === "function" ? i18n(match.loaderData) : (i18n ?? []);
    for (const ns of list) namespaces.add(ns);
  }
  return [...namespaces];
}
