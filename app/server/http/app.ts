import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppServices } from "../context";
import { ping } from "../db";
import { clicksRouter } from "./clicks-route";
import { assignNonce, securityHeaders } from "./security";

export interface HttpAppOptions extends AppServices {
  /** Development: Vite serves the app and its modules. Production: the built files under buildDir. */
  vite?: ViteDevServer;
  buildDir: string;
}

const YEAR_SECONDS = 60 * 60 * 24 * 365;

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
  app.use(compression());
  app.use(assignNonce, securityHeaders(services.config, !vite));

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (vite) {
    app.use(vite.middlewares);
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const clientDir = path.join(buildDir, "client");
    // Hashed file names change with their content, so browsers and CDNs may keep them forever.
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: YEAR_SECONDS * 1000, index: false }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
    build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
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
