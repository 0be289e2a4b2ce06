import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { localesPlugin } from "./tooling/locales-plugin";

/**
 * The public site's shared code in a few chunks instead of dozens of tiny ones: a first visit over
 * HTTP/1.1 (6 connections per host) waits a round trip per wave of requests. Lazy parts (the map,
 * the admin area, its chart) keep their own chunks.
 */
function siteChunks(id: string): string | undefined {
  // The libraries every page runs first: in one chunk of their own, so no chunk cycle with the entry.
  if (/\/node_modules\/(react|react-dom|scheduler|react-router|react-i18next|i18next|cookie|set-cookie-parser)\//.test(id)) {
    return "vendor";
  }
  if (id.includes("/node_modules/lucide-react/")) return "icons";
  // (Never i18n/server.ts: a module named here joins the client even where only loaders used it.)
  if (/\/app\/(components\/(layout|ui|forms)|i18n\/(?!server))/.test(id)) return "site";
  if (/\/app\/lib\/(?!admin\/)/.test(id)) return "site";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), localesPlugin(), reactRouter()],
  resolve: {
    alias: [
      { find: "~", replacement: new URL("./app", import.meta.url).pathname },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: new URL("./app/lib/use-sync-external-store-shim.ts", import.meta.url).pathname,
      },
    ],
  },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? undefined : { output: { manualChunks: siteChunks } },
  },
  // Lets several dev servers run side by side without sharing a dependency cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
}));
