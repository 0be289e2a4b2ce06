import { defineConfig } from "vitest/config";
import { localesPlugin } from "./tooling/locales-plugin";

export default defineConfig({
  // Services render emails with the same dictionaries the app uses.
  plugins: [localesPlugin()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 20_000,
  },
});
