import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests drive the system Chromium's headless shell (never a downloaded browser) against the production build,
 * started on a free port with a throwaway data folder. Both are chosen once in the main process;
 * the workers inherit them through the environment.
 */
function freePort(): string {
  return execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "staffing-e2e-"));
// A host name, not 127.0.0.1: browsers refuse passkeys on an IP address (decision 0023), and the
// site's public address is the passkeys' relying party. The server still listens on 127.0.0.1.
process.env.E2E_BASE_URL ??= `http://localhost:${process.env.E2E_PORT}`;
const baseURL = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  // CI's two cores run Chromium, the server and two workers at once: an axe pass over an admin
  // page can take most of 30 s there. The limits catch a hung test, they measure nothing.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's headless shell of the same Chromium: a third less CPU per test than the full browser
      // on CI's two cores (docs/decisions/0031-ci-time.md). CHROME_PATH=/usr/bin/chromium runs them there.
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // The first administrator is created through /admin/setup before anything else needs one.
    { name: "setup", testMatch: /admin-setup\.spec\.ts/, use: { ...devices["Desktop Chrome"], channel: undefined } },
    // Then each role's account, signed in once: the tests start from these saved sessions.
    {
      name: "roles",
      dependencies: ["setup"],
      testMatch: /roles\.setup\.ts/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: "chromium",
      dependencies: ["roles"],
      // The texts specs run here too: each changes texts no other spec reads (decision 0017's
      // overrides), and puts them back after each test, passed or failed.
      testIgnore: [/admin-setup\.spec\.ts/],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: "warn",
      // Every browser test posts from 127.0.0.1; the limits themselves are tested in tests/integration.
      RATE_LIMIT_FORMS: "100000",
      RATE_LIMIT_SIGN_IN: "100000",
      RATE_LIMIT_VIEWS: "100000",
      WHATSAPP_NUMBER: "14255550148",
      RECRUITMENT_PORTAL_URL: "https://careers.example.com/jobs",
    },
  },
});
