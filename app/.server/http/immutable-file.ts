/**
 * The answer headers of a file named by its content's hash (built assets, uploaded images): cached
 * for a year by everyone, revalidated by ETag, never sniffed, never embedded by other sites.
 */
import { createHash } from "node:crypto";

export function immutableFileHeaders(body: Buffer, contentType: string, extra: (string | number)[] = []) {
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers: (string | number)[] = [
    "Content-Type",
    contentType,
    "Cache-Control",
    "public, max-age=31536000, immutable",
    "ETag",
    etag,
    "X-Content-Type-Options",
    "nosniff",
    "Cross-Origin-Resource-Policy",
    "same-origin",
    ...extra,
  ];
  return { etag, headers };
}
