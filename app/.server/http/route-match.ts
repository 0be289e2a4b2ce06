/**
 * Which route of the build a path lands on, without rendering it: the page cache keys every path
 * that only the catch-all not-found route matches under one entry, the view beacon counts pages of
 * the public site, and the metrics name a request by its route (decision 0020). One matcher
 * serves all three, so a path is ranked against the route table once.
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

/** Route ids (any language's) of the sign-in pages and the /services redirect (app/routes.ts). */
const UNCOUNTED_PAGE = /(^|\/)(sign-in-[\w-]+|routes\/services\.redirect)$/;

/** Answers remembered per path; bounded, since paths come from visitors. */
const REMEMBERED_PATHS = 2_000;

/** Where a path lands: the id of the deepest matching route, and whether the site shell holds it. */
export interface RouteMatch {
  leafId: string | undefined;
  inSiteShell: boolean;
}

/**
 * Where each path lands in `build`. `matchRoutes` ranks the whole route table on every call (about
 * half a millisecond here), so answers are remembered.
 */
export function routeMatcher(build: ServerBuild): (path: string) => RouteMatch {
  const tree = routeTree(build.routes, undefined);
  return boundedMemo((path) => {
    const matches = matchRoutes(tree, path) ?? [];
    return {
      leafId: matches.at(-1)?.route.id,
      inSiteShell: matches.some((match) => match.route.id === SITE_SHELL_ROUTE_ID),
    };
  }, REMEMBERED_PATHS);
}

/** A predicate: true when no route but the not-found page matches `path`. */
export function unknownPathsOf(build: ServerBuild, match = routeMatcher(build)): (path: string) => boolean {
  return (path) => {
    const { leafId } = match(path);
    return !leafId || isNotFoundRoute(leafId);
  };
}

/**
 * A predicate: true when `path` is a page of the public site, one a route inside the site shell
 * serves, the not-found page excepted (not the admin area, the API, the sitemap or robots.txt).
 * The sign-in pages and the /services redirect are in the shell but are no page of the marketing
 * site a visit is made of: not counted either.
 */
export function publicPagesOf(build: ServerBuild, match = routeMatcher(build)): (path: string) => boolean {
  return (path) => {
    const { leafId = "", inSiteShell } = match(path);
    return inSiteShell && !isNotFoundRoute(leafId) && !UNCOUNTED_PAGE.test(leafId);
  };
}

/** What the metrics call a request no route but the not-found page answers (decision 0020). */
export const UNMATCHED_ROUTE = "unmatched";

/** A data request's suffix (`/about.data`; the home page's is `/_root.data`). */
const DATA_SUFFIX = /(\/_root)?\.data$/;

/**
 * The route id a request for `path` is served by, its data requests (`.data`) included, or
 * UNMATCHED_ROUTE: a bounded set of names whatever paths visitors send.
 */
export function routeIdsOf(build: ServerBuild, match = routeMatcher(build)): (path: string) => string {
  return (path) => {
    const { leafId } = match(path.replace(DATA_SUFFIX, "") || "/");
    return !leafId || isNotFoundRoute(leafId) ? UNMATCHED_ROUTE : leafId;
  };
}
