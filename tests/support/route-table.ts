import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
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

/**
 * The route manifest React Router's build holds (`build.routes`: ids, parents, paths), made from
 * app/routes.ts as the build makes it, for tests that match paths against the real route table
 * without a build. A route without an id is named after its file, its extension dropped.
 */
export function routeManifest(entries: RouteConfigEntry[] = routes): ServerBuild["routes"] {
  const manifest: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }> = {
    root: { id: "root", path: "" },
  };
  const walk = (list: RouteConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.[^./]+$/, "");
      manifest[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive };
      walk(entry.children ?? [], id);
    }
  };
  walk(entries, "root");
  return manifest as unknown as ServerBuild["routes"];
}
