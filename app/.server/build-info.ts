/** This build's version and commit, fixed by tooling/build-info.ts when the server was built. */
import { commit as builtCommit, version } from "virtual:build-info";

export interface BuildInfo {
  version: string | null;
  commit: string | null;
}

/** The commit set at run time (APP_COMMIT, for an image built without `.git`) wins over the build's. */
export function buildInfo(runtimeCommit?: string): BuildInfo {
  return { version, commit: runtimeCommit || builtCommit };
}

/** "1.0.0 (3f2a9c1b7d4e)", as a backup's manifest names the code that made it; "unknown" when neither is known. */
export function describeBuild(runtimeCommit?: string): string {
  const { version: number, commit } = buildInfo(runtimeCommit);
  const short = commit?.slice(0, 12);
  if (number && short) return `${number} (${short})`;
  return number ?? short ?? "unknown";
}
