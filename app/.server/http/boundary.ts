/**
 * The one error boundary every request passes through (docs/decisions/0008-fast-lane-and-page-cache.md).
 * Whatever a handler throws, synchronously or not, ends here: it is logged once with the request's
 * id, and answered 4xx when the request was at fault, 503 while the database is away, 500 otherwise.
 * The process keeps serving either way.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { serverI18n } from "~/.server/i18n";
import { languageOf } from "~/i18n/request-language.server";
import { isDatabaseUnavailable } from "../db/errors";
import type { Logger } from "../logger";
import { NO_OVERRIDES, type SiteTexts } from "../services/content";

/** The messages a refused request gets, as keys of the server-only `http` namespace. */
export type HttpMessage =
  | "badRequest"
  | "badPath"
  | "pathTooLong"
  | "methodNotAllowed"
  | "tooLarge"
  | "unsupportedType"
  | "malformedForm"
  | "unavailable"
  | "unexpected";

/** A request refused on purpose: its status, the message it is answered with, and extra headers. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: HttpMessage,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${status} ${messageKey}`);
  }
}

export const RETRY_AFTER_SECONDS = 5;

/** What an error means for the answer: the status and the message to send. */
export function classifyError(error: unknown): { status: number; messageKey: HttpMessage; headers: Record<string, string> } {
  if (error instanceof HttpError) return { status: error.status, messageKey: error.messageKey, headers: error.headers };
  if (isDatabaseUnavailable(error))
    return { status: 503, messageKey: "unavailable", headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } };
  // Errors of the request's own making (a malformed escape, a body parser's 4xx) are the client's.
  if (error instanceof URIError) return { status: 400, messageKey: "badRequest", headers: {} };
  const status = Number((error as { status?: unknown; statusCode?: unknown } | null)?.status ?? Number.NaN);
  if (status >= 400 && status < 500) return { status, messageKey: "badRequest", headers: {} };
  return { status: 500, messageKey: "unexpected", headers: {} };
}

/**
 * Request ids: a random prefix per process (unique across instances) and a counter, so naming a
 * request costs no randomness per request.
 */
export function requestIds(): () => string {
  const prefix = randomBytes(4).toString("hex");
  let next = 0;
  return () => `${prefix}-${(++next).toString(36)}`;
}

const REQUEST_ID = "X-Request-Id";

const CLOSED_STREAM_CODES = new Set(["ERR_STREAM_PREMATURE_CLOSE", "ECONNRESET", "EPIPE"]);

/**
 * The visitor left before the answer was out (a phone losing signal mid-upload, a closed tab):
 * writing to their closed connection failed, nothing on the server did.
 */
export function visitorLeft(req: IncomingMessage, res: ServerResponse, error: unknown): boolean {
  if (!(res.destroyed || req.socket?.destroyed)) return false;
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === "WritableClosedError" || name === "AbortError" || CLOSED_STREAM_CODES.has(String(code));
}

export interface ErrorBoundary {
  /** Names the request (X-Request-Id) and returns its id. */
  name(res: ServerResponse): string;
  /** Logs `error` once and answers it, unless an answer is already under way (then the socket is closed). */
  fail(req: IncomingMessage, res: ServerResponse, error: unknown): void;
}

/**
 * `texts` gives the texts the answers are worded in (decision 0017): what the instance holds, never
 * a database read, since the database may be the reason of the failure (services/content/texts, `heldSiteTexts`).
 */
export function createErrorBoundary(logger: Logger, texts: () => SiteTexts = () => NO_OVERRIDES): ErrorBoundary {
  const nextId = requestIds();
  const name = (res: ServerResponse) => {
    const id = nextId();
    res.setHeader(REQUEST_ID, id);
    return id;
  };
  const idOf = (res: ServerResponse) => String(res.getHeader(REQUEST_ID) ?? (res.headersSent ? "" : name(res)));

  return {
    name,
    fail(req, res, error) {
      if (visitorLeft(req, res, error)) {
        logger.info(
          { requestId: idOf(res), method: req.method, url: String(req.url ?? "").slice(0, 300) },
          "Visitor left before the answer",
        );
        res.destroy();
        return;
      }
      const { status, messageKey, headers } = classifyError(error);
      const requestId = idOf(res);
      const where = { requestId, method: req.method, url: String(req.url ?? "").slice(0, 300), status };
      if (status >= 500) logger.error({ ...where, err: error }, "Request failed");
      else logger.warn({ ...where, reason: messageKey }, "Request refused");
      if (res.headersSent || res.destroyed) {
        // Part of an answer is out: the only honest ending left is to cut the connection.
        res.destroy();
        return;
      }
      void answer(req, res, status, messageKey, headers, texts()).catch(() => res.destroy());
    },
  };
}

/** A short plain-text answer in the visitor's language (JSON under /api/), never cached. */
async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  messageKey: HttpMessage,
  headers: Record<string, string>,
  texts: SiteTexts,
): Promise<void> {
  const target = String(req.url ?? "");
  const language = languageOf(target.split("?", 1)[0] ?? "/", req.headers.cookie);
  const message = (await serverI18n(language, texts)).t(`http:${messageKey}`);
  const json = target.startsWith("/api/");
  const body = json ? JSON.stringify({ error: message }) : `${message}\n`;
  if (res.headersSent) return;
  for (const name of res.getHeaderNames()) if (name !== REQUEST_ID.toLowerCase()) res.removeHeader(name);
  res.writeHead(status, {
    ...headers,
    "Content-Type": json ? "application/json" : "text/plain; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    // An unread request body would otherwise be drained before the connection can be reused.
    ...(status === 413 || status === 400 ? { Connection: "close" } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
