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
