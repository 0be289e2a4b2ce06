/**
 * Server-only code lives under app/.server/ (design.md layout), and the build refuses it in the
 * browser: a component that imports a server module fails `npm run build` instead of shipping the
 * module (and whatever it reads) to every visitor. The build runs with a plugin that plants such
 * an import in the footer, in a child process and a throwaway build folder, and must fail with
 * React Router's own refusal (every CI run builds the same app without the plant).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/** Builds the app like `react-router build`, with `plant` at the top of the footer's client module. */
function buildWith(plant: string, buildDir: string) {
  const script = `
    import { createBuilder } from "vite";
    const plant = ${JSON.stringify(plant)};
    const planter = {
      name: "plant-server-import",
      enforce: "pre",
      transform(code, id) {
        if (this.environment?.name === "client" && id.endsWith("/app/components/layout/Footer.tsx"))
          return plant + "\\n" + code;
      },
    };
    const builder = await createBuilder({ configFile: "vite.config.ts", mode: "production", logLevel: "error", plugins: [planter] });
    await builder.buildApp();
  `;
  return spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    encoding: "utf8",
  });
}

describe("the server boundary", () => {
  const buildDirs: string[] = [];
  const freshBuildDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "boundary-build-"));
    buildDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of buildDirs) rmSync(dir, { recursive: true, force: true });
  });

  it("fails the build when a component imports a server module", { timeout: 180_000 }, () => {
    const planted = buildWith('import { loadConfig } from "~/.server/config"; console.log(loadConfig);', freshBuildDir());
    expect(planted.status).not.toBe(0);
    expect(`${planted.stderr}${planted.stdout}`).toMatch(/Server-only module referenced by client/);
  });
});
