import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db";
import { cacheKeyOf, PageCache } from "~/server/http/page-cache";
import { updateSettings } from "~/server/settings";
import { engines, type TestDatabase } from "../support/databases";
import { type LoopbackServer, serveOnLoopback } from "../support/http";

const req = (path: string, query: Record<string, string> = {}, cookie?: string, method = "GET") => ({
  method,
  path,
  query,
  headers: cookie ? { cookie } : {},
});

describe("which requests the page cache may answer", () => {
  it("keys public pages by language and path", () => {
    expect(cacheKeyOf(req("/pricing"))).toBe("en /pricing");
    expect(cacheKeyOf(req("/pricing", {}, "language=fr"))).toBe("fr /pricing");
    expect(cacheKeyOf(req("/pricing", { lang: "es" }, "language=es"))).toBe("es /pricing");
  });
  it("never answers for sessions, tokens, admin, queries, writes or files", () => {
    expect(cacheKeyOf(req("/pricing", {}, "crestway.session_token=abc"))).toBeUndefined();
    expect(cacheKeyOf(req("/pricing", {}, "__Secure-crestway.session_token=abc"))).toBeUndefined();
    expect(cacheKeyOf(req("/admin/dashboard"))).toBeUndefined();
    expect(cacheKeyOf(req("/unsubscribe", { token: "x" }))).toBeUndefined();
    expect(cacheKeyOf(req("/auth"))).toBeUndefined();
    expect(cacheKeyOf(req("/contact", { sent: "1" }))).toBeUndefined();
    expect(cacheKeyOf(req("/contact", {}, undefined, "POST"))).toBeUndefined();
    expect(cacheKeyOf(req("/sitemap.xml"))).toBeUndefined();
    expect(cacheKeyOf(req("/pricing.data"))).toBeUndefined();
    // A ?lang= the cookie does not hold yet sets the cookie: rendered, not cached.
    expect(cacheKeyOf(req("/pricing", { lang: "fr" }))).toBeUndefined();
  });
});

describe.each(engines())("page cache on $name", ({ make }) => {
  let handle: TestDatabase;
  let database: Database;
  let server: LoopbackServer;
  let renders = 0;
  let cache: PageCache;

  beforeAll(async () => {
    handle = make();
    database = await handle.open();
    const siteName = async () =>
      (await database.db.selectFrom("settings").select("value").where("key", "=", "siteName").executeTakeFirst())?.value ??
      "Default";
    cache = new PageCache({
      db: database.db,
      settingsCheckMs: 0,
      render: async (request, nonce) => {
        renders++;
        const path = new URL(request.url).pathname;
        if (path === "/missing")
          return new Response("<html>not found</html>", { status: 404, headers: { "Content-Type": "text/html" } });
        if (path === "/cookie")
          return new Response("<html>c</html>", { headers: { "Content-Type": "text/html", "Set-Cookie": "a=b" } });
        return new Response(`<html><script nonce="${nonce}"></script>${await siteName()} ${path}</html>`, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      },
      securityHeaders: (nonce) => ({ "content-security-policy": `script-src 'nonce-${nonce}'` }),
    });
    const normalPath = (_req: unknown, res: ServerResponse) => res.writeHead(418).end("rendered by the normal path");
    server = await serveOnLoopback((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      if (!cache.handle(req, res, url, () => normalPath(req, res))) normalPath(req, res);
    });
  });
  afterAll(async () => {
    await server.close();
    await handle.cleanup();
  });

  it("renders a page once, then serves it from memory with its nonce, an ETag and CDN headers", async () => {
    const before = renders;
    const first = await fetch(`${server.base}/pricing`);
    const second = await fetch(`${server.base}/pricing`);
    expect(renders - before).toBe(1);
    const html = await second.text();
    expect(html).toContain(await first.text());
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(second.headers.get("content-security-policy")).toBe(`script-src 'nonce-${nonce}'`);
    expect(second.headers.get("cache-control")).toContain("s-maxage=");
    expect(second.headers.get("cache-control")).toContain("stale-while-revalidate=");
    const etag = second.headers.get("etag") ?? "";
    const notModified = await fetch(`${server.base}/pricing`, { headers: { "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
  });

  it("keeps each language apart and serves brotli or gzip as asked", async () => {
    await fetch(`${server.base}/about`, { headers: { Cookie: "language=fr" } });
    const before = renders;
    const french = await fetch(`${server.base}/about`, { headers: { Cookie: "language=fr", "Accept-Encoding": "br" } });
    expect(french.headers.get("content-encoding")).toBe("br");
    expect(renders).toBe(before);
    await fetch(`${server.base}/about`);
    expect(renders).toBe(before + 1);
  });

  it("stores only 200 HTML without cookies, and leaves the rest to the normal path", async () => {
    expect((await fetch(`${server.base}/missing`)).status).toBe(418);
    expect((await fetch(`${server.base}/cookie`)).status).toBe(418);
    expect((await fetch(`${server.base}/pricing`, { headers: { Cookie: "crestway.session_token=x" } })).status).toBe(418);
  });

  it("drops every page when the settings change (the site name is on every page)", async () => {
    await cache.checkSettings();
    const before = await (await fetch(`${server.base}/markets`)).text();
    await updateSettings(database.db, { siteName: `Renamed ${Date.now()}` });
    await cache.checkSettings();
    const after = await (await fetch(`${server.base}/markets`)).text();
    expect(after).not.toBe(before);
    expect(after).toContain("Renamed");
  });
});
