import { defineConfig } from "vitest/config";
import { buildInfoDefines } from "./tooling/build-info";
import { localesPlugin } from "./tooling/locales-plugin";

export default defineConfig({
  // Services render emails with the same dictionaries the app uses.
  plugins: [localesPlugin()],
  // The build's version and commit, as the server build has them (app/.server/build-info.ts).
  define: buildInfoDefines(),
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 20_000,
  },
});
