import { useRouteLoaderData } from "react-router";
import type { SiteDetails } from "./site-content";

/** The configuration safe to send to the browser (app/.server/config.ts reads it): nothing here is a secret. */
export interface PublicConfig {
  mapTiles: { street: string; satellite: string };
  whatsappNumber: string;
  /** An outside recruitment portal "Join Our Team" opens in a new tab; absent, it goes to /careers. */
  recruitmentPortalUrl?: string;
}

export interface RootData {
  language: import("~/i18n/languages").Language;
  publicConfig: PublicConfig;
  siteName: string;
  /** The social links and contact details staff edit (services/content), shown on every page. */
  siteDetails: SiteDetails;
  /**
   * The namespaces of this language whose texts staff changed, and the version of those changes
   * (decision 0017): the browser fetches their changes with a namespace it loads later. Absent when
   * nothing is changed, so such pages are as they were.
   */
  texts?: TextChanges;
  /**
   * Present only for signed-in staff who may change the texts, on the public site: the shell then
   * loads the in-page text editor (decision 0017). Visitors' pages never carry it.
   */
  textEditor?: true;
}

export interface TextChanges {
  version: string;
  namespaces: string[];
}

/** The root loader's data: configuration that is safe for the browser, the language, the site name, the site details. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("Root data is missing: useRootData must be used under the root route");
  return data;
}

export const usePublicConfig = (): PublicConfig => useRootData().publicConfig;

export const useSiteDetails = (): SiteDetails => useRootData().siteDetails;
