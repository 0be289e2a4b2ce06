/**
 * docs/architecture.md, improvement 2: no privileged credential reaches the browser. `npm test` builds the app once
 * with recognisable secrets in the environment (scripts/test-build.mjs), as a production host would
 * have them; this searches every file of that build's client for them. Run alone on a build made
 * otherwise, it makes that build first.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import planted from "../support/planted-secrets.json";

const { mark: PLANTED_MARK, needles: PLANTED_NEEDLES } = planted;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe("the client build", () => {
  beforeAll(() => {
    if (existsSync(PLANTED_MARK)) return;
    const result = spawnSync(process.execPath, ["scripts/test-build.mjs"], { encoding: "utf8" });
    expect(result.status, result.stderr).toBe(0);
  }, 180_000);

  it("holds no secret from the server's environment", () => {
    expect(JSON.parse(readFileSync(PLANTED_MARK, "utf8"))).toEqual(PLANTED_NEEDLES);
    const clientFiles = filesUnder("build/client");
    expect(clientFiles.some((file) => file.endsWith(".js"))).toBe(true);
    for (const file of clientFiles) {
      const content = readFileSync(file, "latin1");
      for (const needle of PLANTED_NEEDLES) expect(content.includes(needle), `${needle} found in ${file}`).toBe(false);
    }
  });
});
