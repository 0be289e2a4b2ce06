import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from "react-router";
import { isDatabaseUnavailable } from "./.server/db/errors";
import { deferHydration } from "./.server/html/deferred-hydration";
import { RETRY_AFTER_SECONDS } from "./.server/http/boundary";
import { serverI18n } from "./.server/i18n";
import { heldSiteTexts, siteTexts } from "./.server/services/content";
import { NonceProvider } from "./components/nonce";
import { languageOfRequest } from "./i18n/request-language.server";

// What server.ts and the admin command run from this build, so that they share its one copy of
// every server module with the pages (decision 0008).
export { createAdministrator } from "./.server/cli/admin-create";
export { runBackup } from "./.server/cli/backup";
export { runRestore } from "./.server/cli/restore";
export { startServer } from "./.server/start";

export const streamTimeout = 5_000;

/** How React Router words its refusal of a post from another origin (it has no error class for it). */
const CROSS_ORIGIN_REFUSAL = /origin.*Aborting the action/;

/** Requests whose loaders failed because the database was away: answered 503, "try again". */
const unavailableDuring = new WeakSet<Request>();

/**
 * Errors of loaders, actions and rendering, before React Router hides their details from the
 * page: logged once, through pino, with the request's id (server/http/boundary.ts logs the rest).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  const { logger, requestId } = context as AppLoadContext;
  const where = { requestId, method: request.method, url: request.url.slice(0, 300) };
  if (isDatabaseUnavailable(error)) {
    unavailableDuring.add(request);
    logger.warn({ ...where, err: error }, "Database unavailable");
  } else if (error instanceof Error && CROSS_ORIGIN_REFUSAL.test(error.message)) {
    // React Router's own check refused a cross-origin post (answered 400): the visitor's doing.
    logger.warn({ ...where, reason: "crossOrigin" }, "Request refused");
  } else logger.error({ ...where, err: error }, "Route failed");
};

/**
 * Renders the whole document before answering (onAllReady): marketing pages have no slow data,
 * and crawlers, caches and the status code all want the complete page.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (unavailableDuring.has(request)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // With the database away, the page (a 503 by now) is worded with the texts this instance last read.
  const { database } = loadContext;
  const texts = await siteTexts(database).catch(() => heldSiteTexts(database));
  const i18n = await serverI18n(languageOfRequest(request), texts);
  const nonce = loadContext.nonce;

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        // React outlines Suspense boundaries above this size into hidden segments that a script
        // swaps in; without JavaScript they would stay hidden. Pages render whole instead.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // The whole document is ready (see above): collect it, so the rewrite that defers its
          // scripts past the first paint sees it in one piece.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(deferHydration(Buffer.concat(chunks).toString("utf8")), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          loadContext.logger.error({ requestId: loadContext.requestId, url: request.url, err: error }, "Rendering failed");
        },
      },
    );
  });
}
