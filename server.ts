/**
 * The Express entry, and nothing of the app but React Router's server build (decision 0008): the
 * build's server entry module exports `startServer`, which runs everything else. In development
 * the build comes from Vite (hot reload); `npm run build` transpiles this file alone to
 * build/entry/server.js, which loads build/server/index.js.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type * as ServerEntry from "./app/entry.server";

/** Replaced with true by scripts/build-server.mjs when it transpiles this file into build/entry/server.js. */
declare const __SERVES_BUILD__: boolean | undefined;
const SERVES_BUILD = typeof __SERVES_BUILD__ !== "undefined" && __SERVES_BUILD__;

/** React Router's server build, whose entry module is app/entry.server.tsx. */
type AppBuild = ServerBuild & { entry: { module: typeof ServerEntry } };

async function main() {
  // An operator's .env (see .env.example) fills in whatever the environment does not set.
  if (existsSync(".env")) process.loadEnvFile(".env");
  // The configuration reads the environment as the operator set it: an unset NODE_ENV means "not a
  // production deployment" (a generated auth secret is fine). React, though, picks its build from
  // NODE_ENV when first imported, so the built app runs React's production build either way.
  const env = { ...process.env };
  process.env.NODE_ENV ??= SERVES_BUILD ? "production" : "development";

  if (SERVES_BUILD) {
    const buildDir = path.resolve("build");
    const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as AppBuild;
    await build.entry.module.startServer({ env, build, clientDir: path.join(buildDir, "client") });
    return;
  }
  const { createServer } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<AppBuild>;
  const { entry } = await loadBuild();
  await entry.module.startServer({ env, build: loadBuild, vite });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
