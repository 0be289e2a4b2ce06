// `node scripts/run-with-vite.mjs FILE [ARGS...]`: runs a TypeScript script that uses the app's
// server modules through Vite, as `npm run dev` loads them (decision 0008): the dictionaries'
// virtual module and the `~` alias resolve as in the server build, which plain tsx cannot do.
// The script exports `done`, a promise of its end; the process then exits (Vite and whatever the
// modules started at import, such as the dictionaries' preload, end with it).
import path from "node:path";
import { createServer } from "vite";

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/run-with-vite.mjs FILE [ARGS...]");
  process.exit(2);
}
// The script reads its own arguments as if run directly.
process.argv = [process.argv[0], path.resolve(file), ...args];
const vite = await createServer({
  configFile: "vite.config.ts",
  appType: "custom",
  logLevel: "error",
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  cacheDir: "node_modules/.vite-scripts",
});
const script = await vite.ssrLoadModule(path.resolve(file));
await script.done;
process.exit();
