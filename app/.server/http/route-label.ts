/**
 * The route a response answers, as the metrics name it (decision 0020). The request listener and
 * its handlers write it as they route; the metrics read it once the response is finished. A page
 * (or anything React Router answers) is held by its canonical path, named from the route table
 * only when the metrics read it, so routing pays no lookup for it.
 */
import type { ServerResponse } from "node:http";

const ROUTE = Symbol("route");

type Labelled = ServerResponse & { [ROUTE]?: string };

/** The names of the handlers that answer outside React Router's routes. */
export const HANDLER_ROUTES = [
  "asset",
  "media",
  "public-file",
  "healthz",
  "click-beacon",
  "view-beacon",
  "newsletter",
  "unsubscribe",
  "mail-events",
  "metrics",
  "redirect",
  "options",
] as const;
export type HandlerRoute = (typeof HANDLER_ROUTES)[number];

/** The path label of a page; a handler's name never starts with a slash. */
export const isPathLabel = (label: string) => label.startsWith("/");

/** The response is answered by the handler `name`. */
export function labelRoute(res: ServerResponse, name: HandlerRoute): void {
  (res as Labelled)[ROUTE] = name;
}

/** The response is answered by whichever route of React Router's table `path` (canonical) lands on. */
export function labelDocument(res: ServerResponse, path: string): void {
  // `*` (OPTIONS *, or a client's odd request target) is no path of the table: left unnamed, unmatched.
  (res as Labelled)[ROUTE] = isPathLabel(path) ? path : undefined;
}

/**
 * What the response was labelled: a handler's name, a canonical path to name from the route table
 * (isPathLabel), or undefined when it was refused before routing.
 */
export function routeLabelOf(res: ServerResponse): string | undefined {
  return (res as Labelled)[ROUTE];
}

/** Puts back a label read with routeLabelOf (a handler that took the response hands it on after all). */
export function restoreRouteLabel(res: ServerResponse, label: string | undefined): void {
  (res as Labelled)[ROUTE] = label;
}
