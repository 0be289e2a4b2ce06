import { defineConfig } from "vitest/config";
import { buildInfoPlugin } from "./tooling/build-info";
import { localesPlugin } from "./tooling/locales-plugin";

export default defineConfig({
  // Services render emails with the same dictionaries the app uses; the system page reads the build's version.
  plugins: [localesPlugin(), buildInfoPlugin()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // Vitest's default leaves one of CI's two cores idle, and most suites wait on a server, a
    // database or a child process (docs/decisions/0031-ci-time.md).
    maxWorkers: 2,
    // Drops the run's PostgreSQL schemas once every file has finished (tests/support/postgres-schemas.ts).
    globalSetup: ["tests/support/postgres-schemas.ts"],
    // The server's identifier key, installed in every test process as the server's start does (decision 0040).
    setupFiles: ["tests/support/identifier-key.ts"],
    testTimeout: 20_000,
  },
});
