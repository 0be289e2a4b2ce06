/**
 * Another instance's page cache (server/http/page-cache.ts) on a loopback server, for tests of
 * what a content write must reach: it checks the settings at every request, forgets what
 * `onSettingsChange` names when they changed, and stores what `page` renders as a shareable page.
 */
import type { ServerResponse } from "node:http";
import type { DB } from "~/.server/db";
import { PageCache } from "~/.server/http/page-cache";
import { SHARED_PAGE_CACHE_CONTROL } from "~/lib/cache-headers";
import { type LoopbackServer, serveOnLoopback } from "./http";

export interface InstancePageCache {
  cache: PageCache;
  server: LoopbackServer;
  /** How many times the page was rendered (not served from the cache). */
  renders(): number;
}

export async function instancePageCache(
  db: DB,
  onSettingsChange: () => void,
  page: () => Promise<string>,
): Promise<InstancePageCache> {
  let renders = 0;
  const cache = new PageCache({
    db,
    settingsCheckMs: 0,
    onSettingsChange,
    sessionCookie: "crestway.session_token",
    isUnknownPath: () => false,
    securityHeaders: () => ({}),
    render: async () => {
      renders++;
      return new Response(`<html>${await page()}</html>`, {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": SHARED_PAGE_CACHE_CONTROL },
      });
    },
  });
  const server = await serveOnLoopback((req, res: ServerResponse) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const fail = () => res.writeHead(500).end();
    if (!cache.handle(req, res, path, () => res.writeHead(418).end(), fail)) res.writeHead(418).end();
  });
  return { cache, server, renders: () => renders };
}
