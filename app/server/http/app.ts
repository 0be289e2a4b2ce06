import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppServices } from "../context";
import { ping } from "../db";
import { clicksRouter } from "./clicks-route";
import { PageCache } from "./page-cache";
import { assignNonce, securityHeaders, securityHeadersFor } from "./security";
import { serveAssets } from "./static-assets";

export interface HttpAppOptions extends AppServices {
  /** Development: Vite serves the app and its modules. Production: the built files under buildDir. */
  vite?: ViteDevServer;
  buildDir: string;
}


export async function createHttpApp(options: HttpAppOptions): Promise<express.Express> {
  const { vite, buildDir, ...services } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback, linklocal, uniquelocal");

  app.get("/healthz", async (_req, res) => {
    const healthy = await ping(services.database);
    res
      .status(healthy ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: healthy ? "ok" : "unavailable" });
  });

  app.use(clicksRouter(services));

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
    // Hashed assets from memory, precompressed; then anonymous public pages from the page cache.
    // Both answer before compression and helmet run: they carry their own headers.
    app.use(serveAssets(path.join(clientDir, "assets")));
    const render = createFetchHandler(serverBuild, "production");
    const pageCache = new PageCache({
      db: services.db,
      render: (request, nonce) => render(request, { ...services, nonce, clientIp: "" }),
      securityHeaders: securityHeadersFor(services.config),
    });
    services.pageCache = pageCache;
    app.use(pageCache.middleware());
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
  return app;
}
