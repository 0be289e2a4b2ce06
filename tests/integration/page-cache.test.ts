import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { PageCache } from "~/.server/http/page-cache";
import { updateSettings } from "~/.server/settings";
import { SHARED_PAGE_CACHE_CONTROL } from "~/lib/cache-headers";
import { engines, suiteDatabase } from "../support/databases";
import { type LoopbackServer, serveOnLoopback } from "../support/http";

const SESSION_COOKIE = "crestway.session_token";
/** Paths the fake router knows; every other one is "unknown" and answered by the not-found page. */
const KNOWN = new Set(["/pricing", "/about", "/markets", "/declared", "/undeclared", "/cookie", "/slow"]);

/** A cache over a fake renderer whose routes declare (or not) that their HTML may be shared. */
function fakeSite(db: Database["db"]) {
  let renders = 0;
  const siteName = async () =>
    (await db.selectFrom("settings").select("value").where("key", "=", "siteName").executeTakeFirst())?.value ?? "Default";
  const cache = new PageCache({
    db,
    settingsCheckMs: 0,
    sessionCookie: SESSION_COOKIE,
    isUnknownPath: (path) => !KNOWN.has(path),
    securityHeaders: (nonce) => ({ "content-security-policy": `script-src 'nonce-${nonce}'` }),
    render: async (request, nonce) => {
      renders++;
      const path = new URL(request.url).pathname;
      const html = { "Content-Type": "text/html; charset=utf-8" };
      const shared = { ...html, "Cache-Control": SHARED_PAGE_CACHE_CONTROL };
      if (path === "/slow") await new Promise((resolve) => setTimeout(resolve, 100));
      if (!KNOWN.has(path)) return new Response("<html>not found</html>", { status: 404, headers: shared });
      // A route that says nothing about caching: a new per-visitor page, say.
      if (path === "/undeclared") return new Response(`<html>for you ${renders}</html>`, { headers: html });
      if (path === "/cookie") return new Response("<html>c</html>", { headers: { ...shared, "Set-Cookie": "a=b" } });
      const language = request.headers.get("cookie")?.includes("language=fr") ? "fr" : "en";
      return new Response(`<html lang="${language}"><script nonce="${nonce}"></script>${await siteName()} ${path}</html>`, {
        headers: shared,
      });
    },
  });
  return { cache, renders: () => renders };
}

describe("which requests the page cache may answer", () => {
  const { cache } = fakeSite(undefined as never);
  const key = (path: string, query = "", cookies?: string, method = "GET") =>
    cache.keyOf({ method, path, query: new URLSearchParams(query), cookies });

  it("keys public pages by language and canonical path, the renderer's way", () => {
    expect(key("/pricing")).toBe("en /pricing");
    expect(key("/pricing", "", "language=fr")).toBe("fr /pricing");
    expect(key("/pricing", "lang=es", "language=es")).toBe("es /pricing");
    // The renderer reads the first of repeated parameters and cookies; so does the key.
    expect(key("/pricing", "lang=fr&lang=en", "language=fr")).toBe("fr /pricing");
    expect(key("/pricing", "", "language=es; language=fr")).toBe("es /pricing");
  });
  it("treats a malformed cookie escape as no cookie", () => {
    expect(key("/pricing", "", "language=%")).toBe("en /pricing");
    expect(key("/pricing", "", "language=%E0%A4%A")).toBe("en /pricing");
  });
  it("shares one key among every unknown path of a language", () => {
    expect(key("/no-such-page")).toBe(key("/another-one"));
    expect(key("/no-such-page", "", "language=fr")).not.toBe(key("/no-such-page"));
  });
  it("never answers for sessions, queries, writes or files", () => {
    expect(key("/pricing", "", `${SESSION_COOKIE}=abc`)).toBeUndefined();
    expect(key("/pricing", "", `other=1; ${SESSION_COOKIE}=abc`)).toBeUndefined();
    expect(key("/contact", "sent=1")).toBeUndefined();
    expect(key("/contact", "", undefined, "POST")).toBeUndefined();
    expect(key("/sitemap.xml")).toBeUndefined();
    expect(key("/favicon.svg")).toBeUndefined();
    // A ?lang= the cookie does not hold yet sets the cookie: rendered, not cached.
    expect(key("/pricing", "lang=fr")).toBeUndefined();
  });
});

describe.each(engines())("page cache on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let server: LoopbackServer;
  let site: ReturnType<typeof fakeSite>;

  beforeAll(async () => {
    site = fakeSite(database.db);
    const normalPath = (res: ServerResponse) => res.writeHead(418).end("rendered by the normal path");
    server = await serveOnLoopback((req, res) => {
      const path = new URL(req.url ?? "/", "http://x").pathname;
      const fail = () => res.writeHead(500).end();
      if (!site.cache.handle(req, res, path, () => normalPath(res), fail)) normalPath(res);
    });
  });
  afterAll(async () => server.close());

  it("renders a declared page once, then serves it from memory with its nonce, an ETag and CDN headers", async () => {
    const before = site.renders();
    const first = await fetch(`${server.base}/pricing`);
    const second = await fetch(`${server.base}/pricing`);
    expect(site.renders() - before).toBe(1);
    const html = await second.text();
    expect(html).toContain(await first.text());
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    expect(second.headers.get("content-security-policy")).toBe(`script-src 'nonce-${nonce}'`);
    expect(second.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    const etag = second.headers.get("etag") ?? "";
    const notModified = await fetch(`${server.base}/pricing`, { headers: { "If-None-Match": etag } });
    expect(notModified.status).toBe(304);
  });

  it("does not cache a route that does not declare its HTML shareable", async () => {
    const before = site.renders();
    const first = await fetch(`${server.base}/undeclared`);
    const second = await fetch(`${server.base}/undeclared`);
    expect(site.renders() - before).toBe(2);
    expect(await first.text()).not.toBe(await second.text());
    expect(second.headers.get("cache-control")).toBe("private, no-cache");
    expect(second.headers.get("etag")).toBeNull();
  });

  it("never stores a response that sets a cookie", async () => {
    const before = site.renders();
    const first = await fetch(`${server.base}/cookie`);
    expect(first.headers.get("set-cookie")).toBe("a=b");
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    await fetch(`${server.base}/cookie`);
    expect(site.renders() - before).toBe(2);
  });

  it("renders once for concurrent misses of one key", async () => {
    const before = site.renders();
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.base}/slow`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(site.renders() - before).toBe(1);
  });

  it("renders the not-found page once for every unknown path", async () => {
    const before = site.renders();
    for (const path of ["/nope", "/nothing-here", "/x/y/z"]) {
      const answer = await fetch(`${server.base}${path}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe("<html>not found</html>");
    }
    expect(site.renders() - before).toBe(1);
  });

  it("keeps each language apart and serves brotli or gzip as asked", async () => {
    await fetch(`${server.base}/about`, { headers: { Cookie: "language=fr" } });
    const before = site.renders();
    const french = await fetch(`${server.base}/about`, { headers: { Cookie: "language=fr", "Accept-Encoding": "br" } });
    expect(french.headers.get("content-encoding")).toBe("br");
    expect(site.renders()).toBe(before);
    await fetch(`${server.base}/about`);
    expect(site.renders()).toBe(before + 1);
  });

  it("leaves signed-in visitors to the normal path", async () => {
    const answer = await fetch(`${server.base}/pricing`, { headers: { Cookie: `${SESSION_COOKIE}=x` } });
    expect(answer.status).toBe(418);
  });

  it("drops every page when the settings change (the site name is on every page)", async () => {
    await site.cache.checkSettings();
    const before = await (await fetch(`${server.base}/markets`)).text();
    await updateSettings(database.db, { siteName: `Renamed ${Date.now()}` });
    await site.cache.checkSettings();
    const after = await (await fetch(`${server.base}/markets`)).text();
    expect(after).not.toBe(before);
    expect(after).toContain("Renamed");
  });
});
