/**
 * Server-only code lives under app/.server/ (docs/architecture.md, Layers), and the bundler refuses it in the
 * browser: a component that imports a server module fails instead of shipping the module (and
 * whatever it reads) to every visitor. React Router's plugin makes that refusal when it resolves
 * an import for the browser, in a build as in development; this test plants such an import in the
 * footer and asks Vite to prepare the footer for the browser, without a production build (npm test
 * builds the app once, without the plant).
 */

import { createServer, type Plugin, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const FOOTER = "/app/components/layout/Footer.tsx";

/** Puts `plant` at the top of the footer's browser module, once armed. */
function planter(): Plugin & { plant?: string } {
  const plugin: Plugin & { plant?: string } = {
    name: "plant-server-import",
    enforce: "pre",
    transform(code, id) {
      if (plugin.plant && this.environment?.name === "client" && id.endsWith(FOOTER)) return `${plugin.plant}\n${code}`;
    },
  };
  return plugin;
}

describe("the server boundary", () => {
  let vite: ViteDevServer;
  const plugin = planter();

  beforeAll(async () => {
    vite = await createServer({
      configFile: "vite.config.ts",
      logLevel: "silent",
      plugins: [plugin],
      server: { middlewareMode: true, hmr: false, watch: null },
      cacheDir: "node_modules/.vite-boundary",
      optimizeDeps: { noDiscovery: true, include: [] },
    });
  }, 60_000);
  afterAll(() => vite?.close());

  it("prepares the footer for the browser as it is", { timeout: 60_000 }, async () => {
    plugin.plant = undefined;
    expect(await vite.environments.client.transformRequest(FOOTER)).toBeTruthy();
  });

  it("refuses a component that imports a server module", { timeout: 60_000 }, async () => {
    plugin.plant = 'import { loadConfig } from "~/.server/config"; console.log(loadConfig);';
    vite.environments.client.moduleGraph.invalidateAll();
    await expect(vite.environments.client.transformRequest(FOOTER)).rejects.toThrow(/Server-only module referenced by client/);
  });
});
