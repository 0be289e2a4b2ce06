declare module "virtual:locale-loaders" {
  import type { Dictionary } from "~/i18n/merge";
  export const namespaces: string[];
  export const loaders: Record<string, Record<string, () => Promise<{ default: Dictionary }>>>;
  /** The admin area's loaders, in a chunk of their own (tooling/locales-plugin.ts). */
  export const staffLoaders: () => Promise<Record<string, Record<string, () => Promise<{ default: Dictionary }>>>>;
}
