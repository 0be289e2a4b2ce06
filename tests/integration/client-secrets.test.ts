/**
 * design.md item 2: no privileged credential reaches the browser. Builds the client with
 * recognisable secrets in the environment (as a production host would have them) and searches
 * every file of the client build for them.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const SECRETS = {
  AUTH_SECRET: "authsecret-Zq8PnL2vX9rT4yW7bK3mH6jD1fG5sA0e",
  SMTP_URL: "smtp://mailer:smtpPassw0rd-Kx7Qe@smtp.example.test:587",
  DATABASE_URL: "postgres://app:dbPassw0rd-Vm3Rt@db.example.test:5432/site",
  REDIS_URL: "redis://:redisPassw0rd-Hy5Nw@cache.example.test:6379",
};
const NEEDLES = ["authsecret-Zq8PnL2vX9rT4yW7bK3mH6jD1fG5sA0e", "smtpPassw0rd-Kx7Qe", "dbPassw0rd-Vm3Rt", "redisPassw0rd-Hy5Nw"];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe("the client build", () => {
  const buildDir = mkdtempSync(path.join(tmpdir(), "client-build-"));
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

  it("holds no secret from the server's environment", { timeout: 180_000 }, () => {
    const result = spawnSync("npx", ["react-router", "build"], {
      env: { ...process.env, ...SECRETS, BUILD_DIR: buildDir, NODE_ENV: "production" },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    const clientFiles = filesUnder(path.join(buildDir, "client"));
    expect(clientFiles.some((file) => file.endsWith(".js"))).toBe(true);
    for (const file of clientFiles) {
      const content = readFileSync(file, "latin1");
      for (const needle of NEEDLES) expect(content.includes(needle), `${needle} found in ${file}`).toBe(false);
    }
  });
});
