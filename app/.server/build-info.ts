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
