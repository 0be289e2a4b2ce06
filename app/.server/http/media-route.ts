/**
 * GET/HEAD /media/<hash>-<width>.<ext>: stored image variants, served like hashed assets. Their
 * names change with their content, so they are immutable; after the first database read each one
 * is answered from a bounded in-memory LRU, without touching the database. Any other name under
 * /media/ is a 404.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";
import { EXTENSION_OF, type ImageFormat } from "~/lib/media/image-sources";
import type { Database } from "../db";
import { variantBytes } from "../services/content";
import { immutableFileHeaders } from "./immutable-file";

const NAME = /^\/media\/([0-9a-f]{64})-([1-9][0-9]{0,4})\.(webp|jpg|png|svg)$/;
const FORMAT_OF_EXTENSION = Object.fromEntries(Object.entries(EXTENSION_OF).map(([format, ext]) => [ext, format])) as Record<
  string,
  ImageFormat
>;

/** An SVG opened on its own runs nothing and loads nothing, even if sanitizing had missed something. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A variant's answer, its headers laid out once as writeHead takes them. */
interface MediaAnswer {
  etag: string;
  body: Buffer;
  headers: (string | number)[];
  notModified: (string | number)[];
}

function answerOf(contentType: string, body: Buffer): MediaAnswer {
  const svg = contentType === "image/svg+xml" ? ["Content-Security-Policy", SVG_POLICY] : [];
  const { etag, headers } = immutableFileHeaders(body, contentType, svg);
  return { etag, body, headers: [...headers, "Content-Length", body.length], notModified: headers };
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  res.end("Not found\n");
}

function send(req: IncomingMessage, res: ServerResponse, answer: MediaAnswer): void {
  if (req.headers["if-none-match"] === answer.etag) {
    res.writeHead(304, answer.notModified).end();
    return;
  }
  res.writeHead(200, answer.headers);
  res.end(req.method === "HEAD" ? undefined : answer.body);
}

export interface MediaRouteOptions {
  /** How many bytes of variants the LRU keeps (default 64 MB). */
  cacheBytes?: number;
  /** Told when the database fails (the error boundary answers 503 while it is away). */
  onError: (req: IncomingMessage, res: ServerResponse, error: unknown) => void;
}

export function mediaRoute(database: Database, { cacheBytes = 64 * 1024 * 1024, onError }: MediaRouteOptions) {
  const cache = new LRUCache<string, MediaAnswer>({ maxSize: cacheBytes, sizeCalculation: (answer) => answer.body.length + 512 });
  // Concurrent first requests for one variant share one database read.
  const loading = new Map<string, Promise<MediaAnswer | undefined>>();

  const load = (name: string, hash: string, width: number, format: ImageFormat) => {
    let pending = loading.get(name);
    if (!pending) {
      pending = variantBytes(database, hash, width, format)
        .then((variant) => {
          if (!variant) return undefined;
          const answer = answerOf(variant.contentType, variant.bytes);
          cache.set(name, answer);
          return answer;
        })
        .finally(() => loading.delete(name));
      loading.set(name, pending);
    }
    return pending;
  };

  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (!pathname.startsWith("/media/") || (req.method !== "GET" && req.method !== "HEAD")) return false;
    const cached = cache.get(pathname);
    if (cached) {
      send(req, res, cached);
      return true;
    }
    const [, hash, width, extension] = NAME.exec(pathname) ?? [];
    const format = extension ? FORMAT_OF_EXTENSION[extension] : undefined;
    if (!hash || !format) {
      notFound(res);
      return true;
    }
    load(pathname, hash, Number(width), format).then(
      (answer) => (answer ? send(req, res, answer) : notFound(res)),
      (error: unknown) => onError(req, res, error),
    );
    return true;
  };
}
