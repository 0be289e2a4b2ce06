/**
 * Hashed client assets (build/client/assets), held in memory with their precompressed brotli and
 * gzip forms (scripts/compress-assets.mjs) and served without touching the disk or compressing
 * per request. Their names change with their content, so browsers and CDNs may keep them forever.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { immutableFileHeaders } from "./immutable-file";

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

/** One way of sending an asset: its bytes and its headers laid out once, as writeHead takes them. */
interface Answer {
  body: Buffer;
  headers: (string | number)[];
}

/** An asset's answers: plain, precompressed (when the build made them), and not modified. */
interface Asset {
  etag: string;
  notModified: (string | number)[];
  plain: Answer;
  brotli?: Answer;
  gzip?: Answer;
}

function assetOf(file: string): Asset {
  const raw = readFileSync(file);
  const sibling = (suffix: string) => (existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined);
  const brotli = sibling(".br");
  const gzip = sibling(".gz");
  const { etag, headers: common } = immutableFileHeaders(
    raw,
    TYPES[path.extname(file)] ?? "application/octet-stream",
    brotli || gzip ? ["Vary", "Accept-Encoding"] : [],
  );
  const answer = (body: Buffer, encoding?: string): Answer => ({
    body,
    headers: [...common, ...(encoding ? ["Content-Encoding", encoding] : []), "Content-Length", body.length],
  });
  return {
    etag,
    notModified: common,
    plain: answer(raw),
    brotli: brotli ? answer(brotli, "br") : undefined,
    gzip: gzip ? answer(gzip, "gzip") : undefined,
  };
}

export function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  for (const name of readdirSync(dir)) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    assets.set(`/assets/${name}`, assetOf(path.join(dir, name)));
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
    if (req.headers["if-none-match"] === asset.etag) {
      res.writeHead(304, asset.notModified).end();
      return true;
    }
    const accepts = req.headers["accept-encoding"] ?? "";
    const answer =
      (asset.brotli && /\bbr\b/.test(accepts) ? asset.brotli : undefined) ??
      (asset.gzip && /\bgzip\b/.test(accepts) ? asset.gzip : undefined) ??
      asset.plain;
    res.writeHead(200, answer.headers);
    if (req.method === "HEAD") res.end();
    else res.end(answer.body);
    return true;
  };
}
