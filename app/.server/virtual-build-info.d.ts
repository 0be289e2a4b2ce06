declare module "virtual:build-info" {
  /** package.json's version, or null when it has none. */
  export const version: string | null;
  /** The commit the server was built from (APP_COMMIT at build time, else git), or null. */
  export const commit: string | null;
}
