/**
 * Anonymous HTML of public pages, rendered once per path and language and served from memory
 * (issue 6; design.md "Speed": rendering per request runs at a few percent of a bare server).
 *
 * Only a GET or HEAD with no session cookie, no query but `lang`, outside the admin and account
 * pages, is a candidate; only a 200 HTML answer without Set-Cookie is stored. Entries keep the
 * CSP nonce they were rendered with (their inline scripts carry it), expire after `ttlMs` so the
 * nonce rotates, and are all dropped when the settings change (the site name is on every page):
 * each instance looks at the settings' last change at most every `settingsCheckMs`.
 */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import { sql } from "kysely";
import { isLanguage, LANGUAGE_KEY, readCookie } from "~/i18n/languages";
import type { DB } from "../db";

/** Paths whose answer depends on the visitor (a session, a token in the URL) or is not a page. */
const NEVER_CACHED = [
  /^\/admin(\/|$)/,
  /^\/api\//,
  /^\/(auth|confirm-password|reset-password|accept-invite|unsubscribe)$/,
  /^\/newsletter\/confirm$/,
  /\.\w+$/,
];
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?crestway\.session_token=/;

export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export interface CachedPage {
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  headers: Record<string, string>;
  storedAt: number;
}

export interface PageCacheOptions {
  db: DB;
  /** Renders a fetch Request with a load context (React Router's core request handler). */
  render: (request: Request, nonce: string) => Promise<Response>;
  /** Security headers for a response whose inline scripts carry `nonce` (CSP, HSTS, ...). */
  securityHeaders: (nonce: string) => Record<string, string>;
  ttlMs?: number;
  maxEntries?: number;
  settingsCheckMs?: number;
}

/** The cache key of a request, or undefined when its answer must not come from the cache. */
export interface CacheableRequest {
  method?: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage["headers"];
}

export function cacheKeyOf(req: CacheableRequest): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  if (NEVER_CACHED.some((pattern) => pattern.test(req.path))) return undefined;
  const cookies = req.headers.cookie;
  if (cookies && SESSION_COOKIE.test(cookies)) return undefined;
  const params = Object.keys(req.query);
  if (params.some((name) => name !== "lang")) return undefined;
  const asked = req.query.lang;
  const language = isLanguage(asked) ? asked : (readCookie(cookies, LANGUAGE_KEY) ?? "en");
  // A ?lang= that differs from the cookie sets the cookie (Set-Cookie): not cacheable, rendered as usual.
  if (typeof asked === "string" && asked !== readCookie(cookies, LANGUAGE_KEY)) return undefined;
  return `${isLanguage(language) ? language : "en"} ${req.path}`;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly settingsCheckMs: number;
  private settingsVersion: string | undefined;
  private lastCheck = 0;
  private checking: Promise<void> | undefined;

  constructor(private readonly options: PageCacheOptions) {
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.maxEntries = options.maxEntries ?? 500;
    this.settingsCheckMs = options.settingsCheckMs ?? 2_000;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops everything when the settings changed since the last look (on any instance). */
  async checkSettings(now = Date.now()): Promise<void> {
    if (now - this.lastCheck < this.settingsCheckMs) return this.checking;
    this.lastCheck = now;
    this.checking = (async () => {
      const row = await sql<{ version: string | null }>`select max(updated_at) as version from settings`.execute(this.options.db);
      const version = row.rows[0]?.version ?? "";
      if (this.settingsVersion !== undefined && version !== this.settingsVersion) this.clear();
      this.settingsVersion = version;
    })();
    return this.checking;
  }

  private fresh(key: string, now: number): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private store(key: string, entry: CachedPage): void {
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }

  private async fill(req: IncomingMessage): Promise<CachedPage | undefined> {
    const nonce = randomBytes(16).toString("base64");
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const response = await this.options.render(new Request(url, { method: "GET", headers }), nonce);
    const type = response.headers.get("Content-Type") ?? "";
    if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("Set-Cookie")) return undefined;
    const body = Buffer.from(await response.arrayBuffer());
    const stored: Record<string, string> = { ...this.options.securityHeaders(nonce) };
    response.headers.forEach((value, name) => {
      stored[name.toLowerCase()] = value;
    });
    return {
      body,
      gzip: gzipSync(body, { level: 9 }),
      brotli: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      headers: stored,
      storedAt: Date.now(),
    };
  }

  /**
   * Answers a cacheable request from memory, filling the cache on a miss; returns false (and
   * touches nothing) when the request is not one for the cache or the page turns out not to be
   * cacheable, so the caller's normal path answers it.
   */
  handle(req: IncomingMessage, res: ServerResponse, url: URL, fallback: () => void): boolean {
    const key = cacheKeyOf({
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
    });
    if (!key) return false;
    void this.checkSettings().catch(() => undefined);
    const hit = this.fresh(key, Date.now());
    if (hit) {
      send(req, res, hit);
      return true;
    }
    this.fill(req).then(
      (entry) => {
        if (!entry) return fallback();
        this.store(key, entry);
        send(req, res, entry);
      },
      () => fallback(),
    );
    return true;
  }
}

function send(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader("ETag", page.etag);
  res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  res.setHeader("Vary", "Accept-Encoding, Cookie");
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
  res.statusCode = 200;
  if (req.method === "HEAD") res.end();
  else res.end(body);
}
