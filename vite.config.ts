import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import { buildInfoPlugin } from "./tooling/build-info";
import { localesPlugin } from "./tooling/locales-plugin";

/**
 * The public site's shared code in a few chunks instead of dozens of tiny ones: a first visit over
 * HTTP/1.1 (6 connections per host) waits a round trip per wave of requests. Only what the shell
 * (the document, the site layout, the browser entry) imports statically joins "site"; what a page
 * or a lazy import alone needs (a form, a page's icons, the toast library, the map, the admin area)
 * stays with it, so the home page does not download the other pages' code (decision 0009).
 * The shell imports each icon by its own path (`lucide-react/icons/x`): importing lucide's index
 * would pull every icon any page uses into this chunk, as Rollup adds a manual chunk's dependencies.
 */
function siteChunks(): Rollup.GetManualChunk {
  const shellEntry = /\/app\/(root\.tsx|entry\.client\.tsx|routes\/site-shell\.tsx)(\?|$)/;
  const reached = new Map<string, boolean>();
  /** Whether the shell imports the module statically, directly or through other modules. */
  const fromShell = (id: string, meta: Rollup.ManualChunkMeta): boolean => {
    const walk = (module: string, visiting: Set<string>): boolean => {
      const known = reached.get(module);
      if (known !== undefined) return known;
      if (visiting.has(module)) return false;
      visiting.add(module);
      const importers = meta.getModuleInfo(module)?.importers ?? [];
      return importers.some((importer) => shellEntry.test(importer) || walk(importer, visiting));
    };
    // Only the top-level answer is kept: a "no" met inside an import cycle may be premature.
    let result = reached.get(id);
    if (result === undefined) {
      result = walk(id, new Set());
      reached.set(id, result);
    }
    return result;
  };
  const vendor = /\/node_modules\/(react|react-dom|scheduler|react-router|react-i18next|i18next)\//;
  return (id, meta) => {
    // The libraries every page runs first: in one chunk of their own, so no chunk cycle with the entry.
    // What they import goes with them (Rollup's CommonJS helpers, the useSyncExternalStore alias):
    // in "site", it would make the two chunks import each other, and React would be undefined.
    if (vendor.test(id) || meta.getModuleInfo(id)?.importers.some((importer) => vendor.test(importer))) return "vendor";
    // (Never a route module nor .server/i18n.ts: a module named here joins the client bundle.)
    if (shellEntry.test(id) || id.includes("/app/routes/") || id.includes("/app/.server/i18n.ts")) return undefined;
    return fromShell(id, meta) ? "site" : undefined;
  };
}

/**
 * A dictionary's file names its language and namespace (`locale.fr.pricing-<hash>.js`, not
 * `pricing-<hash>.js` three times over): readable in a network panel, and how
 * tests/e2e/loading.spec.ts tells that a page fetched its own language's namespaces only.
 */
function dictionaryChunkNames(chunk: Rollup.PreRenderedChunk): string {
  const locale = chunk.facadeModuleId?.match(/^\0virtual:locale\/([\w-]+)\/([\w-]+)$/);
  return locale ? `assets/locale.${locale[1]}.${locale[2]}-[hash].js` : "assets/[name]-[hash].js";
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), localesPlugin(), buildInfoPlugin(), reactRouter()],
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
    rollupOptions: isSsrBuild ? undefined : { output: { manualChunks: siteChunks(), chunkFileNames: dictionaryChunkNames } },
  },
  // Lets several dev servers run side by side without sharing a dependency cache.
  cacheDir: process.env.VITE_CACHE_DIR ?? "node_modules/.vite",
}));
