import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import { type AppLoadContext, createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { sessionCookieName } from "../auth/auth";
import type { AppServices } from "../context";
import { ping } from "../db";
import { metricsRoute } from "../metrics/endpoint";
import type { Metrics } from "../metrics/metrics";
import { forgetPublished, heldSiteTexts } from "../services/content";
import { createErrorBoundary, HttpError } from "./boundary";
import { canonicalPath, canonicalTarget } from "./canonical-path";
import { clickBeacon } from "./clicks-route";
import { clientIpOf, TRUSTED_PROXIES } from "./client-ip";
import { documentHandler } from "./document-handler";
import { redirectLanguageQuery } from "./language-query";
import { mailEventsEndpoint } from "./mail-events-route";
import { mediaRoute } from "./media-route";
import { newsletterEndpoint } from "./newsletter-route";
import { requestPath, sendJson } from "./node-io";
import { oneClickUnsubscribe } from "./one-click-unsubscribe";
import { PageCache } from "./page-cache";
import { type HandlerRoute, labelDocument, labelRoute, restoreRouteLabel, routeLabelOf } from "./route-label";
import { publicPagesOf, routeIdsOf, routeMatcher, unknownPathsOf } from "./route-match";
import { assignNonce, securityHeaders, securityHeadersFor } from "./security";
import { serveAssets } from "./static-assets";
import { uploadBodyLimit } from "./upload-body-limit";
import { viewBeacon } from "./views-route";

export interface HttpAppOptions extends AppServices {
  /** React Router's server build; in development a loader Vite calls per request, so edits reload. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development: Vite serves the browser's modules. */
  vite?: ViteDevServer;
  /** Production: the built browser files. */
  clientDir?: string;
  /** Counts and times every request, and serves GET /metrics to a bearer of the token (decision 0020). */
  metrics?: Metrics;
}

/** Takes a request (returning true) or leaves it to the next handler; `pathname` is the path before any `?`. */
type FastHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean;

/** GET /healthz: 200 while the database answers, 503 while it does not (for load balancers and supervisors). */
function healthCheck(database: AppServices["database"]): FastHandler {
  return (req, res, pathname) => {
    if (pathname !== "/healthz" || (req.method !== "GET" && req.method !== "HEAD")) return false;
    void ping(database).then((healthy) => sendJson(res, healthy ? 200 : 503, { status: healthy ? "ok" : "unavailable" }));
    return true;
  };
}

const ALLOWED_METHODS = "GET, HEAD, POST";

/** Every method but GET, HEAD and POST is refused here; OPTIONS is answered with what is allowed. */
function answerMethod(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? "GET";
  if (method === "GET" || method === "HEAD" || method === "POST") return false;
  if (method !== "OPTIONS") throw new HttpError(405, "methodNotAllowed", { Allow: ALLOWED_METHODS });
  res.writeHead(204, { Allow: ALLOWED_METHODS, "Cache-Control": "no-store" }).end();
  return true;
}

/** Non-canonical spellings of a path are redirected: 301 for reads, 308 (method kept) for posts. */
function redirectToCanonical(req: IncomingMessage, res: ServerResponse, raw: string, canonical: string): boolean {
  if (canonical === raw) return false;
  res
    .writeHead(req.method === "GET" || req.method === "HEAD" ? 301 : 308, {
      Location: canonicalTarget(canonical, req.url ?? "/"),
      "Cache-Control": "public, max-age=3600",
    })
    .end();
  return true;
}

/**
 * The request listener of the server (docs/decisions/0008-fast-lane-and-page-cache.md). Every
 * request passes one error boundary. In front of Express sits a fast lane for the hot paths
 * (hashed assets, stored images, the health check, the click and view beacons, newsletter sign-ups, one-click unsubscribes,
 * the mail providers' webhooks, cached anonymous pages): plain node:http
 * handlers, since Express's own per-request work would cost more than they do. Between the two,
 * methods other than GET, HEAD and POST are refused, paths are made canonical and old `?lang=`
 * addresses are sent to their language's path. Everything else
 * (admin, forms, first renders) goes through Express and React Router.
 */
export async function createHttpApp(options: HttpAppOptions): Promise<RequestListener> {
  const { build, vite, clientDir, metrics, ...services } = options;
  const boundary = createErrorBoundary(services.logger, () => heldSiteTexts(services.database));
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", TRUSTED_PROXIES.join(", "));
  // Express's default query parser would build nested objects from `a[b]=c`; nothing here needs that.
  app.set("query parser", "simple");

  // Where paths land in the route table, asked by the page cache, the view beacon and the metrics alike.
  const match = typeof build === "function" ? undefined : routeMatcher(build);
  // Which paths are pages of the public site, for the view beacon; in development the build may change with each edit.
  const isPublicPage =
    typeof build === "function" ? async (path: string) => publicPagesOf(await build())(path) : publicPagesOf(build, match);
  const metricsToken = services.config.metrics.token;
  const metricsLane: [HandlerRoute, FastHandler][] =
    metrics && metricsToken
      ? [["metrics", metricsRoute(metrics, metricsToken, (req, res, error) => boundary.fail(req, res, error))]]
      : [];
  const fastLane: [HandlerRoute, FastHandler][] = [
    ...metricsLane,
    ["healthz", healthCheck(services.database)],
    ["click-beacon", clickBeacon(services, clientIpOf)],
    ["view-beacon", viewBeacon(services, { clientIpOf, isPublicPage })],
    ["newsletter", newsletterEndpoint(services, clientIpOf)],
    ["unsubscribe", oneClickUnsubscribe(services, clientIpOf)],
    ["mail-events", mailEventsEndpoint(services, { clientIpOf })],
  ];
  const media = mediaRoute(services.database, { onError: (req, res, error) => boundary.fail(req, res, error) });
  let assets: FastHandler | undefined;
  let pageCache: PageCache | undefined;
  // What every loader and action receives; the page cache is created below and handed in here.
  const contextFor = (nonce: string, clientIp: string, requestId: string): AppLoadContext => ({
    ...services,
    pageCache,
    nonce,
    clientIp,
    requestId,
  });
  const requestIdOf = (res: ServerResponse) => String(res.getHeader("X-Request-Id") ?? "");

  if (vite) {
    app.use(compression());
    app.use(assignNonce, securityHeaders(services.config, false));
    app.use(vite.middlewares);
  } else {
    if (typeof build === "function" || !clientDir) throw new Error("The production server needs its build and its client folder");
    assets = serveAssets(path.join(clientDir, "assets"));
    const render = createFetchHandler(build, "production");
    pageCache = new PageCache({
      db: services.database.db,
      render: (request, nonce, req, res) => render(request, contextFor(nonce, clientIpOf(req), requestIdOf(res))),
      securityHeaders: securityHeadersFor(services.config),
      sessionCookie: sessionCookieName(services.auth),
      isUnknownPath: unknownPathsOf(build, match),
      onSettingsChange: () => forgetPublished(services.database),
      onLookup: metrics?.pageCacheLookup,
    });
    metrics?.watchPageCache(pageCache);
    app.use(compression());
    app.use(assignNonce, securityHeaders(services.config, true));
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    // Named a public file while it may be one; a path it does not serve goes on to the routes as it came.
    app.use((req, res, next) => {
      const label = routeLabelOf(res);
      labelRoute(res, "public-file");
      publicFiles(req, res, (error?: unknown) => {
        restoreRouteLabel(res, label);
        next(error);
      });
    });
  }

  app.all(
    "/{*path}",
    documentHandler({
      build,
      mode: vite ? "development" : "production",
      getLoadContext: (req, res, posted) => ({
        ...contextFor(res.locals.nonce as string, req.ip ?? "", requestIdOf(res)),
        posted,
      }),
      bodyLimit: uploadBodyLimit(sessionCookieName(services.auth)),
    }),
  );
  const handleExpressError: ErrorRequestHandler = (error, req, res, _next) => boundary.fail(req, res, error);
  app.use(handleExpressError);

  const cache = pageCache;
  // Pages are named by their route (in development, where the build changes with each edit, all "document").
  const observe = metrics?.requests(typeof build === "function" ? () => "document" : routeIdsOf(build, match)).observe;
  const route: RequestListener = (req, res) => {
    try {
      const raw = requestPath(req);
      // Hashed assets first: the busiest path does no per-request work but the lookup.
      if (assets?.(req, res, raw)) return labelRoute(res, "asset");
      // Stored images next, as fast: after its first read a variant is a map lookup too.
      if (media(req, res, raw)) return labelRoute(res, "media");
      boundary.name(res);
      if (answerMethod(req, res)) return labelRoute(res, "options");
      const pathname = canonicalPath(raw);
      if (redirectToCanonical(req, res, raw, pathname)) return labelRoute(res, "redirect");
      if (redirectLanguageQuery(req, res, pathname)) return labelRoute(res, "redirect");
      for (const [name, handler] of fastLane) if (handler(req, res, pathname)) return labelRoute(res, name);
      labelDocument(res, pathname);
      const onError = (error: unknown) => boundary.fail(req, res, error);
      if (cache?.handle(req, res, pathname, () => app(req, res), onError)) return;
      app(req, res);
    } catch (error) {
      boundary.fail(req, res, error);
    }
  };
  if (!observe) return route;
  // Observed once routed: 'finish' never fires synchronously, and an answer already written (a
  // hashed asset, a stored image) is counted at once, with no listener on the busiest paths.
  return (req, res) => {
    const started = performance.now();
    route(req, res);
    observe(req, res, started);
  };
}
