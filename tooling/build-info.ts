/**
 * What the server build says about itself on the system page: the package's version and the git
 * commit it was built from, as the virtual module `virtual:build-info`. Both are fixed at build
 * time, since a container runs without `.git`; there the image's build passes the commit as
 * APP_COMMIT (the server also reads APP_COMMIT at run time, which wins). A build outside git
 * without APP_COMMIT says the commit is unknown. A module, not Vite's `define`: a `define` of the
 * config's own changes how Vite replaces `process.env.NODE_ENV`, and the browser got React's
 * development build.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const MODULE_ID = "virtual:build-info";

function packageVersion(): string | null {
  const manifest = JSON.parse(readFileSync(path.resolve("package.json"), "utf8")) as { version?: unknown };
  return typeof manifest.version === "string" ? manifest.version : null;
}

function gitCommit(): string | null {
  const fromEnvironment = process.env.APP_COMMIT?.trim();
  if (fromEnvironment) return fromEnvironment;
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
  } catch {
    return null;
  }
}

export function buildInfoPlugin(): Plugin {
  return {
    name: "app-build-info",
    resolveId: (id) => (id === MODULE_ID ? `\0${MODULE_ID}` : undefined),
    load(id) {
      if (id !== `\0${MODULE_ID}`) return undefined;
      return `export const version = ${JSON.stringify(packageVersion())};\nexport const commit = ${JSON.stringify(gitCommit())};\n`;
    },
  };
}
