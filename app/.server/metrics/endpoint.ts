/**
 * Where Prometheus reads the metrics (decision 0020): GET /metrics on the site's own port for a
 * request bearing METRICS_TOKEN, and/or GET /metrics on a listener of its own (METRICS_PORT,
 * on METRICS_HOST) that only the operator's network reaches, with no token.
 *
 * On the site's port a request without the token, or with a wrong one, is not taken: it goes on
 * to the routes like any unknown path and gets their not-found page, so nothing tells a visitor
 * that the endpoint exists. The token is compared in constant time (as digests of equal length).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { requestPath } from "../http/node-io";
import type { Logger } from "../logger";
import type { Metrics } from "./metrics";

export const METRICS_PATH = "/metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

const isRead = (req: IncomingMessage) => req.method === "GET" || req.method === "HEAD";

/** Answers with the metrics; a failure to gather them is handed to `fail`. */
function sendMetrics(req: IncomingMessage, res: ServerResponse, metrics: Metrics, fail: (error: unknown) => void): void {
  metrics.render().then((text) => {
    res.writeHead(200, {
      "Content-Type": metrics.contentType,
      "Content-Length": Buffer.byteLength(text),
      "Cache-Control": "no-store",
    });
    res.end(req.method === "HEAD" ? undefined : text);
  }, fail);
}

/** The fast-lane handler of the site's port: takes GET /metrics bearing `token`, nothing else. */
export function metricsRoute(
  metrics: Metrics,
  token: string,
  fail: (req: IncomingMessage, res: ServerResponse, error: unknown) => void,
): (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean {
  const expected = digest(`Bearer ${token}`);
  return (req, res, pathname) => {
    if (pathname !== METRICS_PATH || !isRead(req)) return false;
    const given = req.headers.authorization;
    if (!given || !timingSafeEqual(digest(given), expected)) return false;
    sendMetrics(req, res, metrics, (error) => fail(req, res, error));
    return true;
  };
}

/** The listener of METRICS_PORT: GET /metrics, and 404 for anything else. */
export function createMetricsServer(metrics: Metrics, logger: Logger): Server {
  return createServer((req, res) => {
    if (requestPath(req) === METRICS_PATH && isRead(req)) {
      sendMetrics(req, res, metrics, (error) => {
        logger.error({ err: error }, "The metrics could not be gathered");
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("The metrics could not be gathered\n");
      });
      return;
    }
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Not found\n");
  });
}
