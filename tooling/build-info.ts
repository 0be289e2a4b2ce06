/**
 * What the server build says about itself on the system page: the package's version and the git
 * commit it was built from. Both are fixed at build time, since a container runs without `.git`;
 * there the image's build passes the commit as APP_COMMIT (the server also reads APP_COMMIT at
 * run time, which wins). A build outside git without APP_COMMIT says the commit is unknown.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

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

/** Vite's `define` for app/.server/build-info.ts. */
export function buildInfoDefines(): Record<string, string> {
  return {
    __APP_VERSION__: JSON.stringify(packageVersion()),
    __APP_COMMIT__: JSON.stringify(gitCommit()),
  };
}
