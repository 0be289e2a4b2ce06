// Bundles the Express entry (server.ts and the server modules it imports) into build/entry/server.js.
// Packages stay external: they are installed beside the build.
import { build } from "esbuild";
import { localesEsbuildPlugin } from "../tooling/locales-esbuild.mjs";

await build({
  entryPoints: ["server.ts", "scripts/admin-create.ts"],
  outdir: "build/entry",
  // Split so the app (and React) load only after server.ts has set NODE_ENV.
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  define: { __SERVES_BUILD__: "true" },
  plugins: [localesEsbuildPlugin()],
  logLevel: "warning",
});
