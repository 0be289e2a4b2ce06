import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppServices } from "../context";
import { ping } from "../db";
import { clickBeacon } from "./clicks-route";
import { clientIpOf, TRUSTED_PROXIES } from "./client-ip";
import { newsletterEndpoint } from "./newsletter-route";
import { requestPath } from "./node-io";
import { PageCache } from "./page-cache";
import { assignNonce, securityHeaders, securityHeadersFor } from "./security";
import { serveAssets } from "./static-assets";

export interface HttpAppOptions extends AppServices {
  /** Development: Vite serves the app and its modules. Production: the built files under buildDir. */
  vite?: ViteDevServer;
  buildDir: string;
}

/** Takes a request (returning true) or leaves it to the next handler; `pathname` is the raw path before any `?`. */
type FastHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean;

/**
 * The request listener of the server. In front of Express sits a fast lane for the hot paths (the
 * click beacon, newsletter sign-ups, hashed assets, cached anonymous pages): plain node:http handlers, since
 * Express's own per-request work would cost more than they do (issue 6, `npm run bench`).
 * Everything else (admin, forms, first renders) goes through Express and React Router.
 */
export async function createHttpApp(options: HttpAppOptions): Promise<RequestListener> {
  const { vite, buildDir, ...services } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", TRUSTED_PROXIES.join(", "));

  app.get("/healthz", async (_req, res) => {
    const healthy = await ping(services.database);
    res
      .status(healthy ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: healthy ? "ok" : "unavailable" });
  });

  const fastLane: FastHandler[] = [];
  const beacon = clickBeacon(services, clientIpOf);
  fastLane.push(beacon);
  const newsletter = newsletterEndpoint(services, clientIpOf);
  fastLane.push(newsletter);

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (vite) {
    app.use(compression());
    app.use(assignNonce, securityHeaders(services.config, false));
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const clientDir = path.join(buildDir, "client");
    const serverBuild = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
    build = serverBuild;
    const assets = serveAssets(path.join(clientDir, "assets"));
    fastLane.push(assets);
    const render = createFetchHandler(serverBuild, "production");
    const pageCache = new PageCache({
      db: services.db,
      render: (request, nonce) => render(request, { ...services, nonce, clientIp: "" }),
      securityHeaders: securityHeadersFor(services.config),
    });
    services.pageCache = pageCache;
    // The page cache keys on the normalized path and the query, so it parses the URL in full.
    fastLane.push((req, res) => pageCache.handle(req, res, new URL(req.url ?? "/", "http://localhost"), () => app(req, res)));
    app.use(compression());
    app.use(assignNonce, securityHeaders(services.config, true));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: vite ? "development" : "production",
      getLoadContext: (req, res) => ({ ...services, nonce: res.locals.nonce as string, clientIp: req.ip ?? "" }),
    }),
  );

  return (req, res) => {
    const pathname = requestPath(req);
    for (const handler of fastLane) if (handler(req, res, pathname)) return;
    app(req, res);
  };
}
