/**
 * This build's version and commit, fixed by tooling/build-info.ts at build time. Outside a Vite
 * build (a bare script) neither is defined and both read as unknown.
 */
declare const __APP_VERSION__: string | null | undefined;
declare const __APP_COMMIT__: string | null | undefined;

export interface BuildInfo {
  version: string | null;
  commit: string | null;
}

/** The commit set at run time (APP_COMMIT, for an image built without `.git`) wins over the build's. */
export function buildInfo(runtimeCommit?: string): BuildInfo {
  return {
    version: typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : null,
    commit: runtimeCommit || (typeof __APP_COMMIT__ === "string" ? __APP_COMMIT__ : null),
  };
}
