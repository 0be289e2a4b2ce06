import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { NonceProvider } from "./components/nonce";
import { languageOfRequest } from "./i18n/languages";
import { serverI18n } from "./i18n/server";
import { deferHydration } from "./server/html/deferred-hydration";

export const streamTimeout = 5_000;

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
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const i18n = await serverI18n(languageOfRequest(request));
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
          console.error(error);
        },
      },
    );
  });
}
