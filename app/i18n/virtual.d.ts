declare module "virtual:locale-loaders" {
  import type { Dictionary } from "~/i18n/merge";
  export const namespaces: string[];
  export const loaders: Record<string, Record<string, () => Promise<{ default: Dictionary }>>>;
}
