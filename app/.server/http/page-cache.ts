/**
 * Anonymous HTML of public pages, rendered once per address and served from memory
 * (docs/decisions/0008-fast-lane-and-page-cache.md; docs/architecture.md, Speed).
 *
 * Opt-in: a response is stored only when its route declared it shareable (`sharedPageHeaders`,
 * Cache-Control public with s-maxage), it is HTML and it sets no cookie. A new route is therefore
 * rendered per visitor until it says otherwise. Candidates are GET/HEAD requests without a session
 * or toast cookie and without a query, on canonical paths (see ./canonical-path.ts) outside the
 * admin area and the API, whose language is the user's preference, a cookie. The key is the path
 * alone: a page's language is its address's (decision 0004), so no cookie or header takes part,
 * and the answer varies by nothing but its encoding. Every unknown path of a language
 * shares one key, so a not-found page is rendered once however it is spelled.
 * Concurrent misses of one key wait for one render. Entries keep the CSP nonce they were rendered
 * with, expire after `ttlMs` so the nonce rotates, leave least recently used first once they hold
 * `maxBytes` (all three encodings counted), and are all dropped when the settings change
 * (the site name is on every page): each instance looks at the settings' last change at most
 * every `settingsCheckMs`.
 */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlibConstants } from "node:zlib";
import { sql } from "kysely";
import { LRUCache } from "lru-cache";
import { homePathOf, isPreferencePath, languageOfPath } from "~/i18n/paths";
import { parseCookies } from "~/i18n/request-language.server";
import { cacheControlOf, isSharedCacheControl } from "~/lib/cache-headers";
import type { DB } from "../db";
import { TOAST_COOKIE } from "./toast";

export interface CachedPage {
  status: number;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  headers: Record<string, string>;
}

/** A render the cache may not keep: sent once to the visitor who asked, as it is. */
interface UncachedPage {
  status: number;
  body: Buffer;
  headers: [string, string][];
}

export interface PageCacheOptions {
  db: DB;
  /** Renders a fetch Request for the visitor of `req` (React Router's core request handler). */
  render: (request: Request, nonce: string, req: IncomingMessage, res: ServerResponse) => Promise<Response>;
  /** Security headers for a response whose inline scripts carry `nonce` (CSP, HSTS, ...). */
  securityHeaders: (nonce: string) => Record<string, string>;
  /** The session cookie's name (from the auth configuration): a signed-in request is never a candidate. */
  sessionCookie: string;
  /** True when no route but the catch-all not-found page matches a path. */
  isUnknownPath: (path: string) => boolean;
  ttlMs?: number;
  /** The most bytes the stored pages may hold, their three encodings together. */
  maxBytes?: number;
  settingsCheckMs?: number;
  /**
   * Called when the settings changed on any instance, as the pages are dropped: the content and
   * texts caches (services/published.ts) forget what they hold too, so the next render cannot
   * store stale content.
   */
  onSettingsChange?: () => void;
  /** Told of every candidate request, whether it was answered from memory (the metrics count both). */
  onLookup?: (hit: boolean) => void;
}

/** What the cache needs of a request to key it: a canonical path, whether a query follows it, its cookies. */
export interface CacheableRequest {
  method?: string;
  path: string;
  hasQuery: boolean;
  cookies: string | undefined;
}

const FILE = /\.[^/]*$/;

/** The key every unknown path of a language shares: its home path and this mark (`/fr/*404`). */
const NOT_FOUND = "*404";

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly pending = new Map<string, Promise<CachedPage | UncachedPage>>();
  private readonly settingsCheckMs: number;
  private settingsVersion: string | undefined;
  private lastCheck = 0;
  private checking: Promise<void> | undefined;

  constructor(private readonly options: PageCacheOptions) {
    this.entries = new LRUCache<string, CachedPage>({
      ttl: options.ttlMs ?? 5 * 60_000,
      // Bounded by what the pages weigh, not how many they are: a long not-found page costs its size.
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (page) => page.body.length + page.gzip.length + page.brotli.length,
    });
    this.settingsCheckMs = options.settingsCheckMs ?? 2_000;
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the stored pages weigh, their three encodings together (bounded by `maxBytes`). */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  clear(): void {
    this.entries.clear();
  }

  /** The cache key of a request, or undefined when its answer must not come from the cache. */
  keyOf(req: CacheableRequest): string | undefined {
    if (req.method !== "GET" && req.method !== "HEAD") return undefined;
    // Files (public/, sitemap.xml, robots.txt) are not pages; a query may change what a page shows.
    if (FILE.test(req.path) || req.hasQuery) return undefined;
    // The admin area (its login and setup pages included) is in the user's preferred language, a
    // cookie the cache's anonymous render leaves out: never a candidate.
    if (isPreferencePath(req.path)) return undefined;
    // Cookies only ever exclude a request (a signed-in visitor; a toast this visitor's render reads
    // and clears); none takes part in the key. Most visitors' cookies (analytics, the language
    // choice) name neither: the header is parsed only when it mentions one.
    if (req.cookies && (req.cookies.includes(this.options.sessionCookie) || req.cookies.includes(TOAST_COOKIE))) {
      const cookies = parseCookies(req.cookies);
      if (cookies[this.options.sessionCookie] !== undefined || cookies[TOAST_COOKIE] !== undefined) return undefined;
    }
    return this.options.isUnknownPath(req.path) ? `${homePathOf(languageOfPath(req.path))}${NOT_FOUND}` : req.path;
  }

  /** Drops everything when the settings changed since the last look (on any instance). */
  async checkSettings(now = Date.now()): Promise<void> {
    if (now - this.lastCheck < this.settingsCheckMs) return this.checking;
    this.lastCheck = now;
    this.checking = (async () => {
      const row = await sql<{ version: string | null }>`select max(updated_at) as version from settings`.execute(this.options.db);
      const version = row.rows[0]?.version ?? "";
      if (this.settingsVersion !== undefined && version !== this.settingsVersion) {
        this.options.onSettingsChange?.();
        this.clear();
      }
      this.settingsVersion = version;
    })();
    return this.checking;
  }

  /** Renders the page of `req`; keeps it when its route declared it shareable. */
  private async fill(key: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<CachedPage | UncachedPage> {
    const nonce = randomBytes(16).toString("base64");
    const headers = new Headers();
    // Rendered as for any anonymous visitor: the stored page must not depend on this one's cookies.
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string" && name !== "cookie") headers.set(name, value);
    }
    const response = await this.options.render(new Request(url, { method: "GET", headers }), nonce, req, res);
    const body = Buffer.from(await response.arrayBuffer());
    const security = this.options.securityHeaders(nonce);
    const storable =
      (response.status === 200 || (response.status === 404 && key.endsWith(NOT_FOUND))) &&
      (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
      !response.headers.has("Set-Cookie") &&
      isSharedCacheControl(response.headers.get("Cache-Control"));
    if (!storable) {
      const own: [string, string][] = [...Object.entries(security), ...response.headers];
      own.push(["Cache-Control", cacheControlOf(response.headers)]);
      return { status: response.status, body, headers: own };
    }
    const stored: Record<string, string> = { ...security };
    response.headers.forEach((value, name) => {
      stored[name.toLowerCase()] = value;
    });
    const page: CachedPage = {
      status: response.status,
      body,
      gzip: gzipSync(body, { level: 9 }),
      brotli: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      headers: stored,
    };
    this.entries.set(key, page);
    return page;
  }

  /**
   * Answers a candidate request from memory, rendering it on a miss (one render for concurrent
   * misses of a key); returns false, touching nothing, when the request is not a candidate.
   * `path` must be canonical. A visitor who waited on another's render that may not be shared
   * takes the normal path (`fallback`); a failed render is handed to `fail`.
   */
  handle(req: IncomingMessage, res: ServerResponse, path: string, fallback: () => void, fail: (error: unknown) => void): boolean {
    const hasQuery = (req.url ?? "/").includes("?");
    const key = this.keyOf({ method: req.method, path, hasQuery, cookies: req.headers.cookie });
    if (!key) return false;
    void this.checkSettings().catch(() => undefined);
    const hit = this.entries.get(key);
    this.options.onLookup?.(hit !== undefined);
    if (hit) {
      send(req, res, hit);
      return true;
    }
    let render = this.pending.get(key);
    const first = !render;
    if (!render) {
      const url = new URL(path, "http://localhost");
      render = this.fill(key, req, res, url).finally(() => this.pending.delete(key));
      this.pending.set(key, render);
    }
    render
      .then((page) => {
        if ("etag" in page) send(req, res, page);
        else if (first) return sendUncached(req, res, page);
        else fallback();
      })
      .catch(fail);
    return true;
  }
}

/** Below this an answer goes as it is: compressing it saves less than its headers weigh. */
const COMPRESS_FROM_BYTES = 1024;
const brotliFast = promisify(brotliCompress);
const gzipFast = promisify(gzip);

/**
 * A page this visitor alone may see (a private link's page, an answer that sets a cookie) is
 * compressed for them, as every other answer is: this lane answers before Express's compression.
 * A middling quality, off the main thread: the body is compressed once and never kept.
 */
async function encodedFor(req: IncomingMessage, body: Buffer): Promise<[Buffer, string | undefined]> {
  if (body.length < COMPRESS_FROM_BYTES) return [body, undefined];
  const accepts = String(req.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepts)) return [await brotliFast(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }), "br"];
  if (/\bgzip\b/.test(accepts)) return [await gzipFast(body, { level: 6 }), "gzip"];
  return [body, undefined];
}

async function sendUncached(req: IncomingMessage, res: ServerResponse, page: UncachedPage): Promise<void> {
  const [body, encoding] = await encodedFor(req, page.body);
  res.statusCode = page.status;
  for (const [name, value] of page.headers) {
    if (name.toLowerCase() === "set-cookie") res.appendHeader(name, value);
    else res.setHeader(name, value);
  }
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader("ETag", page.etag);
  // The page depends on its address alone (decision 0004): caches keep one copy per encoding.
  res.setHeader("Vary", "Accept-Encoding");
  res.removeHeader("Content-Length");
  if (req.headers["if-none-match"] === page.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const [body, encoding] = /\bbr\b/.test(accepts)
    ? [page.brotli, "br"]
    : /\bgzip\b/.test(accepts)
      ? [page.gzip, "gzip"]
      : [page.body, undefined];
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = page.status;
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
