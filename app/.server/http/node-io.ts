/** Small helpers for the fast-lane handlers, which work on node:http requests without Express. */
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The path the fast lane matches on: the raw request target before any `?`, without URL parsing.
 * A path that only matches once normalized (`/x/../api/clicks`) simply takes the normal path.
 */
export function requestPath(req: IncomingMessage): string {
  const target = req.url ?? "/";
  const query = target.indexOf("?");
  return query === -1 ? target : target.slice(0, query);
}

/**
 * The request body, read up to one byte past `limit` and no further: a body longer than `limit`
 * is too large, and the rest of it is drained without being kept.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      if (size > limit) return;
      size += chunk.length;
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).subarray(0, limit + 1)));
    req.on("error", reject);
  });
}

/** A JSON answer (or an empty one) that no cache keeps. */
export function sendJson(res: ServerResponse, status: number, body?: unknown, headers: HeadersInit = {}): void {
  const text = body === undefined ? undefined : JSON.stringify(body);
  res.writeHead(status, {
    ...Object.fromEntries(new Headers(headers)),
    ...(text ? { "Content-Type": "application/json" } : {}),
    "Cache-Control": "no-store",
  });
  res.end(text);
}
