/**
 * Hashed client assets (build/client/assets), held in memory with their precompressed brotli and
 * gzip forms (scripts/compress-assets.mjs) and served without touching the disk or compressing
 * per request. Their names change with their content, so browsers and CDNs may keep them forever.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".json": "application/json",
  ".map": "application/json",
};

interface Asset {
  raw: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

export function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  for (const name of readdirSync(dir)) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const file = path.join(dir, name);
    const raw = readFileSync(file);
    const sibling = (suffix: string) => (existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined);
    assets.set(`/assets/${name}`, {
      raw,
      brotli: sibling(".br"),
      gzip: sibling(".gz"),
      type: TYPES[path.extname(name)] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(raw).digest("base64url")}"`,
    });
  }
  return assets;
}

/** Returns a handler that answers GET/HEAD of a known asset and returns false for anything else. */
export function serveAssets(dir: string) {
  const assets = loadAssets(dir);
  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const asset = assets.get(pathname);
    if (!asset) return false;
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Cache-Control", IMMUTABLE);
    res.setHeader("ETag", asset.etag);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    if (asset.brotli || asset.gzip) res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === asset.etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const accepts = String(req.headers["accept-encoding"] ?? "");
    let body = asset.raw;
    if (asset.brotli && /\bbr\b/.test(accepts)) {
      body = asset.brotli;
      res.setHeader("Content-Encoding", "br");
    } else if (asset.gzip && /\bgzip\b/.test(accepts)) {
      body = asset.gzip;
      res.setHeader("Content-Encoding", "gzip");
    }
    res.setHeader("Content-Length", body.length);
    if (req.method === "HEAD") res.end();
    else res.end(body);
    return true;
  };
}
