import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { PageCache, type PageCacheOptions } from "~/.server/http/page-cache";
import { TOAST_COOKIE } from "~/.server/http/toast";
import { updateSettings } from "~/.server/settings";
import { languageOfPath } from "~/i18n/paths";
import { preferredLanguage } from "~/i18n/request-language.server";
import { SHARED_PAGE_CACHE_CONTROL } from "~/lib/cache-headers";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { type LoopbackServer, serveOnLoopback } from "../support/http";

const SESSION_COOKIE = "crestway.session_token";
/** Paths the fake router knows; every other one is "unknown" and answered by the not-found page. */
const KNOWN = new Set([
  "/",
  "/private-long",
  "/es/",
  "/fr/",
  "/pricing",
  "/fr/pricing",
  "/about",
  "/fr/about",
  "/es/about",
  "/markets",
  "/declared",
  "/undeclared",
  "/cookie",
  "/slow",
  "/admin/login",
]);

/**
 * A cache over a fake renderer whose routes declare (or not) that their HTML may be shared. Like
 * the real one, it takes a page's language from its path; it also prints the Cookie header it was
 * given, so a test sees whether a visitor's cookies reached a render that others are served.
 */
function fakeSite(db: Database["db"], options: Pick<PageCacheOptions, "maxBytes"> = {}) {
  let renders = 0;
  const siteName = async () =>
    (await db.selectFrom("settings").select("value").where("key", "=", "siteName").executeTakeFirst())?.value ?? "Default";
  const cache = new PageCache({
    ...options,
    db,
    settingsCheckMs: 0,
    sessionCookie: SESSION_COOKIE,
    isUnknownPath: (path) => !KNOWN.has(path),
    securityHeaders: (nonce) => ({ "content-security-policy": `script-src 'nonce-${nonce}'` }),
    render: async (request, nonce) => {
      renders++;
      const path = new URL(request.url).pathname;
      const language = languageOfPath(path);
      const html = { "Content-Type": "text/html; charset=utf-8" };
      const shared = { ...html, "Cache-Control": SHARED_PAGE_CACHE_CONTROL };
      if (path === "/slow") await new Promise((resolve) => setTimeout(resolve, 100));
      if (!KNOWN.has(path)) return new Response(`<html lang="${language}">not found</html>`, { status: 404, headers: shared });
      // A route that says nothing about caching: a new per-visitor page, say.
      if (path === "/undeclared") return new Response(`<html>for you ${renders}</html>`, { headers: html });
      // A long page for one visitor alone (a private link's), kept by nobody.
      if (path === "/private-long") {
        return new Response(`<html>${"<p>One line of a long request.</p>".repeat(400)}</html>`, {
          headers: { ...html, "Cache-Control": "private, no-store" },
        });
      }
      if (path === "/cookie") return new Response("<html>c</html>", { headers: { ...shared, "Set-Cookie": "a=b" } });
      // The admin area follows the visitor's language cookie: its page is that visitor's own.
      if (path === "/admin/login") {
        const preferred = preferredLanguage(request.headers.get("cookie"));
        return new Response(`<html lang="${preferred}">sign in</html>`, {
          headers: { ...html, "Cache-Control": "private, no-cache" },
        });
      }
      const cookie = request.headers.get("cookie") ?? "none";
      return new Response(
        `<html lang="${language}"><script nonce="${nonce}"></script>${await siteName()} ${path} cookie:${cookie}</html>`,
        { headers: shared },
      );
    },
  });
  return { cache, renders: () => renders };
}

/** A loopback server in front of a site's cache; what the cache leaves is answered 418 by "the normal path". */
function serveSite(site: ReturnType<typeof fakeSite>): Promise<LoopbackServer> {
  const normalPath = (res: ServerResponse) => res.writeHead(418).end("rendered by the normal path");
  return serveOnLoopback((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const fail = () => res.writeHead(500).end();
    if (!site.cache.handle(req, res, path, () => normalPath(res), fail)) normalPath(res);
  });
}

describe("which requests the page cache may answer", () => {
  const { cache } = fakeSite(undefined as never);
  const key = (
    path: string,
    { query = false, cookies, method = "GET" }: { query?: boolean; cookies?: string; method?: string } = {},
  ) => cache.keyOf({ method, path, hasQuery: query, cookies });

  it("keys a public page by its canonical path alone: the address names the language", () => {
    expect(key("/pricing")).toBe("/pricing");
    expect(key("/fr/pricing")).toBe("/fr/pricing");
    expect(key("/es/")).toBe("/es/");
    expect(key("/")).toBe("/");
    expect(key("/pricing", { method: "HEAD" })).toBe("/pricing");
  });
  it("lets no cookie take part in the key: the language cookie, repeated or malformed, changes nothing", () => {
    for (const cookies of [
      "language=fr",
      "language=es; language=fr",
      "language=%",
      "language=%E0%A4%A",
      "language=xx",
      "=; ;; =x",
      `a=${"b".repeat(4000)}`,
    ]) {
      expect(key("/pricing", { cookies }), cookies).toBe("/pricing");
      expect(key("/fr/pricing", { cookies }), cookies).toBe("/fr/pricing");
      expect(key("/no-such-page", { cookies }), cookies).toBe("/*404");
    }
  });
  it("shares one key among every unknown path of a language, a key per language", () => {
    expect(key("/no-such-page")).toBe("/*404");
    expect(key("/another/one")).toBe("/*404");
    expect(key("/es/no-such-page")).toBe("/es/*404");
    expect(key("/es/x/y/z")).toBe("/es/*404");
    expect(key("/fr/no-such-page")).toBe("/fr/*404");
    expect(key("/fr/services/nope")).toBe("/fr/*404");
    // A made-up prefix is no language: an English unknown path.
    expect(key("/de/pricing")).toBe("/*404");
  });
  it("never answers for sessions, toasts, queries, writes, files or the admin area", () => {
    expect(key("/pricing", { cookies: `${SESSION_COOKIE}=abc` })).toBeUndefined();
    expect(key("/pricing", { cookies: `other=1; ${SESSION_COOKIE}=abc` })).toBeUndefined();
    expect(key("/fr/pricing", { cookies: `language=fr; ${TOAST_COOKIE}=x` })).toBeUndefined();
    expect(key("/contact", { query: true })).toBeUndefined();
    // What used to be ?lang= never reaches the cache (the server answers it 301); any query is left alone.
    expect(key("/pricing", { query: true })).toBeUndefined();
    expect(key("/contact", { method: "POST" })).toBeUndefined();
    expect(key("/fr/newsletter", { method: "POST" })).toBeUndefined();
    expect(key("/sitemap.xml")).toBeUndefined();
    expect(key("/favicon.svg")).toBeUndefined();
    // The admin area and the API follow the language cookie: a render without it would be wrong.
    expect(key("/admin/login")).toBeUndefined();
    expect(key("/admin/login", { cookies: "language=fr" })).toBeUndefined();
    expect(key("/admin")).toBeUndefined();
    expect(key("/api/clicks")).toBeUndefined();
  });
});

describe.each(engines())("page cache on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let server: LoopbackServer;
  let site: ReturnType<typeof fakeSite>;

  beforeAll(async () => {
    site = fakeSite(database.db);
    server = await serveSite(site);
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

  it("compresses a page it may not keep, as asked, and leaves a short one as it is", async () => {
    const brotli = await fetch(`${server.base}/private-long`, { headers: { "Accept-Encoding": "br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toBe("Accept-Encoding");
    expect(Number(brotli.headers.get("content-length"))).toBeLessThan(1_000);
    expect(await brotli.text()).toContain("One line of a long request.");
    const gzipped = await fetch(`${server.base}/private-long`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    const plain = await fetch(`${server.base}/private-long`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(10_000);
    const short = await fetch(`${server.base}/undeclared`, { headers: { "Accept-Encoding": "br" } });
    expect(short.headers.get("content-encoding")).toBeNull();
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

  it("renders the not-found page once for every unknown path of a language", async () => {
    const before = site.renders();
    for (const [paths, language] of [
      [["/nope", "/nothing-here", "/x/y/z"], "en"],
      [["/fr/nope", "/fr/nothing-here", "/fr/x/y"], "fr"],
      [["/es/nope", "/es/a/b"], "es"],
    ] as const) {
      for (const path of paths) {
        const answer = await fetch(`${server.base}${path}`);
        expect(answer.status, path).toBe(404);
        expect(await answer.text(), path).toBe(`<html lang="${language}">not found</html>`);
      }
    }
    expect(site.renders() - before).toBe(3);
  });

  it("keeps each address apart whatever the cookie says, and serves brotli or gzip as asked", async () => {
    const before = site.renders();
    const french = await fetch(`${server.base}/fr/about`, { headers: { Cookie: "language=en", "Accept-Encoding": "br" } });
    expect(french.headers.get("content-encoding")).toBe("br");
    expect(await french.text()).toContain('<html lang="fr">');
    // The French cookie does not pick the French page: /about is English, an entry of its own.
    const english = await fetch(`${server.base}/about`, { headers: { Cookie: "language=fr", "Accept-Encoding": "gzip" } });
    expect(english.headers.get("content-encoding")).toBe("gzip");
    expect(await english.text()).toContain('<html lang="en">');
    const spanish = await fetch(`${server.base}/es/about`);
    expect(await spanish.text()).toContain('<html lang="es">');
    expect(site.renders() - before).toBe(3);
    for (const cookie of ["language=fr", "language=es", "language=%", ""]) {
      const again = await fetch(`${server.base}/about`, { headers: { Cookie: cookie } });
      expect(await again.text(), cookie).toContain('<html lang="en">');
    }
    expect(site.renders() - before).toBe(3);
  });

  it("renders a stored page without the visitor's cookies and varies by encoding only", async () => {
    const before = site.renders();
    const first = await fetch(`${server.base}/fr/pricing`, { headers: { Cookie: "language=es; tracking=abc" } });
    const html = await first.text();
    expect(html).toContain("cookie:none");
    expect(html).not.toContain("tracking");
    const second = await fetch(`${server.base}/fr/pricing`);
    expect(await second.text()).toBe(html);
    expect(site.renders() - before).toBe(1);
    for (const answer of [first, second]) {
      expect(answer.headers.get("vary")).toBe("Accept-Encoding");
      expect(answer.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    }
  });

  it("leaves the admin area to the normal path: its language is the visitor's cookie", async () => {
    const before = site.renders();
    const answer = await fetch(`${server.base}/admin/login`, { headers: { Cookie: "language=fr" } });
    expect(answer.status).toBe(418);
    expect(site.renders()).toBe(before);
  });

  it("leaves signed-in visitors to the normal path", async () => {
    const answer = await fetch(`${server.base}/pricing`, { headers: { Cookie: `${SESSION_COOKIE}=x` } });
    expect(answer.status).toBe(418);
  });

  it("drops every page when the settings change (the site name is on every page)", async () => {
    await site.cache.checkSettings();
    const before = await (await fetch(`${server.base}/markets`)).text();
    await updateSettings(database.db, TEST_ACTOR, { siteName: `Renamed ${Date.now()}` });
    await site.cache.checkSettings();
    const after = await (await fetch(`${server.base}/markets`)).text();
    expect(after).not.toBe(before);
    expect(after).toContain("Renamed");
  });

  it("holds pages up to a number of bytes, letting the least recently used go first", async () => {
    // What one page weighs as stored; room for two such pages, not three.
    const probe = fakeSite(database.db);
    await probe.cache.checkSettings();
    const probeServer = await serveSite(probe);
    await fetch(`${probeServer.base}/pricing`);
    const onePage = probe.cache.bytes;
    expect(onePage).toBeGreaterThan(0);
    await probeServer.close();

    const small = fakeSite(database.db, { maxBytes: Math.floor(onePage * 2.5) });
    const smallServer = await serveSite(small);
    try {
      const visit = (path: string) => fetch(`${smallServer.base}${path}`).then((answer) => answer.text());
      await visit("/pricing");
      await visit("/about");
      await visit("/pricing"); // now the most recent: /about is the least recently used
      const before = small.renders();
      await visit("/markets"); // a third page: /about leaves
      await visit("/pricing");
      expect(small.renders() - before).toBe(1);
      await visit("/about");
      expect(small.renders() - before).toBe(2);
      expect(small.cache.size).toBe(2);
    } finally {
      await smallServer.close();
    }
  });
});
