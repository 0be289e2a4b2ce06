/**
 * React Router on Express, with the request body read before any route sees it: a form post is
 * capped (413), checked to be a readable form (415, 400) and decoded once (http/request-body.ts)
 * before a loader or action runs, so no session is looked up for an oversized or broken body and
 * every action takes the decoded form from its context. What it adds to `@react-router/express`'s
 * small adapter is exactly that; the rest follows it.
 */
import type { IncomingMessage } from "node:http";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import { cacheControlOf, isSharedCacheControl } from "~/lib/cache-headers";
import { HttpError } from "./boundary";
import { CLIENT_IP_HEADER } from "./client-ip";
import { type PostedForm, readPostedForm } from "./request-body";
import { type UploadSlots, uploadSlots } from "./upload-slots";

/** Every form of the site fits with room to spare; a larger body is refused before it is parsed. */
export const DOCUMENT_BODY_LIMIT_BYTES = 64 * 1024;

function requestUrl(req: ExpressRequest): URL {
  try {
    return new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
  } catch {
    throw new HttpError(400, "badRequest");
  }
}

/**
 * The fetch Request routes see: the body is already read and decoded, so it carries none; the
 * client's address as Express computed it rides in CLIENT_IP_HEADER, whatever the client sent there.
 */
function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_IP_HEADER, req.ip ?? "");
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(requestUrl(req), { method: req.method, headers, signal: controller.signal });
}

export interface DocumentHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse, posted: PostedForm | undefined) => AppLoadContext;
  /** The most bytes a post's body may hold (default DOCUMENT_BODY_LIMIT_BYTES), decided per request. */
  bodyLimit?: number | ((req: IncomingMessage) => number);
  /** Posts allowed more than DOCUMENT_BODY_LIMIT_BYTES (uploads) wait for one of these before their body is read. */
  uploads?: UploadSlots;
}

/** Express middleware that renders pages and runs actions; errors go to Express's error handler. */
export function documentHandler({
  build,
  mode,
  getLoadContext,
  bodyLimit = DOCUMENT_BODY_LIMIT_BYTES,
  uploads = uploadSlots(),
}: DocumentHandlerOptions) {
  const handle = createRequestHandler(build, mode);
  const middleware: RequestHandler = async (req, res, next) => {
    let giveBack: (() => void) | undefined;
    try {
      const limit = typeof bodyLimit === "number" ? bodyLimit : bodyLimit(req);
      const isUpload = req.method !== "GET" && req.method !== "HEAD" && limit > DOCUMENT_BODY_LIMIT_BYTES;
      if (isUpload) {
        giveBack = await uploads.take();
        // A sender that goes away while it waits or sends gives its slot back at once.
        res.once("close", giveBack);
      }
      const posted = req.method === "GET" || req.method === "HEAD" ? undefined : await readPostedForm(req, limit);
      const response = await handle(fetchRequest(req, res), getLoadContext(req, res, posted));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.status(response.status);
      // Cookies are appended (a response may set several); any other header the route sets replaces
      // the middleware's default, as in the page cache: a route's own CSP (the campaign preview's)
      // is the one policy, not a second one the browser would intersect with helmet's.
      for (const [name, value] of response.headers) {
        if (name === "set-cookie") res.append(name, value);
        else res.setHeader(name, value);
      }
      // Only a read may be shared; the answer to a post is for the visitor who sent it.
      const cacheControl = posted === undefined ? cacheControlOf(response.headers) : "private, no-cache";
      res.set("Cache-Control", cacheControl);
      // The language still comes from a cookie: a shared answer (page or its data) varies by it.
      if (isSharedCacheControl(cacheControl)) res.vary("Cookie");
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    } finally {
      giveBack?.();
    }
  };
  return middleware;
}
