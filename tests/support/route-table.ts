import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

export interface FlatRoute {
  /**
   * Full URL pattern, e.g. "/admin/messages" or "/framework/:pillar"; "/" for the root index, and
   * the prefix for an index under one (`prefix()` gives it the path): "/fr", "/admin".
   */
  path: string;
  file: string;
  id?: string;
}

/** The route table of app/routes.ts flattened to full paths, for tests that must not list routes twice. */
export function flatRoutes(entries: RouteConfigEntry[] = routes, parent = ""): FlatRoute[] {
  return entries.flatMap((entry) => {
    const joined = entry.path ? `${parent}/${entry.path}` : parent;
    const self: FlatRoute[] =
      entry.index || entry.path !== undefined ? [{ path: joined || "/", file: entry.file, id: entry.id }] : [];
    return [...self, ...flatRoutes(entry.children ?? [], joined)];
  });
}
