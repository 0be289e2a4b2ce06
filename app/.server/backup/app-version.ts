/**
 * The app's version as a backup records it: the commit the code runs from (the project has no
 * release numbers), or "unknown" outside a checkout. Read once per process.
 */
import { execFileSync } from "node:child_process";

let version: string | undefined;

export function appVersion(): string {
  if (version === undefined) {
    try {
      version = execFileSync("git", ["rev-parse", "--short=12", "HEAD"], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
    } catch {
      version = "unknown";
    }
  }
  return version;
}
