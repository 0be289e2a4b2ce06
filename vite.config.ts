import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { localesPlugin } from "./tooling/locales-plugin";

export default defineConfig({
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
  build: { assetsInlineLimit: 0 },
  // Lets several dev servers run side by side without sharing a dependency cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
});
