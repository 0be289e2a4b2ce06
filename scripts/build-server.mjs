// Transpiles the Express entry (server.ts) into build/entry/server.js. It imports nothing of app/
// but types: everything it runs comes from React Router's server build (decision 0008), and the
// build fails if a module of app/ would be bundled into it. Packages stay external.
import { build } from "esbuild";

const result = await build({
  entryPoints: ["server.ts"],
  outdir: "build/entry",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  metafile: true,
  define: { __SERVES_BUILD__: "true" },
  logLevel: "warning",
});

const appModules = Object.keys(result.metafile.inputs).filter((input) => input.startsWith("app/"));
if (appModules.length > 0) {
  console.error(`server.ts must load the app through the server build only; it bundles ${appModules.join(", ")}`);
  process.exit(1);
}
