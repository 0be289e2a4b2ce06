/**
 * Which route of the build a path lands on, without rendering it: the page cache keys every path
 * that only the catch-all not-found route matches under one entry.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { boundedMemo } from "../bounded-memo";

export const NOT_FOUND_ROUTE_ID = "routes/not-found";
/** The layout of every public page, in every language (app/routes.ts). */
export const SITE_SHELL_ROUTE_ID = "routes/site-shell";

/** The not-found route of English (`routes/not-found`) or of a prefixed language (`fr/routes/not-found`). */
export function isNotFoundRoute(id: string | undefined): boolean {
  return id === NOT_FOUND_ROUTE_ID || (id?.endsWith(`/${NOT_FOUND_ROUTE_ID}`) ?? false);
}

/** The build's flat route manifest as the nested route objects `matchRoutes` takes. */
function routeTree(routes: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route?.id);
      const base = { id: route?.id, path: route?.path, caseSensitive: route?.caseSensitive };
      return route?.index ? { ...base, index: true } : { ...base, children };
    });
}

/** Answers remembered per path; bounded, since paths come from visitors. */
const REMEMBERED_PATHS = 2_000;

/**
 * A predicate: true when no route but the not-found page matches `path`. `matchRoutes` ranks the
 * whole route table on every call (about half a millisecond here), so answers are remembered.
 */
export function unknownPathsOf(build: ServerBuild): (path: string) => boolean {
  const tree = routeTree(build.routes, undefined);
  const remembered = new Map<string, boolean>();
  return (path) => {
    let unknown = remembered.get(path);
    if (unknown === undefined) {
      const matches = matchRoutes(tree, path);
      unknown = !matches || isNotFoundRoute(matches.at(-1)?.route.id);
      if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
      remembered.set(path, unknown);
    }
    return unknown;
  };
}

/**
 * A predicate: true when `path` is a page of the public site, one a route inside the site shell
 * serves, the not-found page excepted (not the admin area, the API, the sitemap or robots.txt).
 * Answers are remembered, as unknownPathsOf's are.
 */
export function publicPagesOf(build: ServerBuild): (path: string) => boolean {
  const tree = routeTree(build.routes, undefined);
  return boundedMemo((path) => {
    const matches = matchRoutes(tree, path) ?? [];
    return matches.some((match) => match.route.id === SITE_SHELL_ROUTE_ID) && !isNotFoundRoute(matches.at(-1)?.route.id);
  }, REMEMBERED_PATHS);
}
