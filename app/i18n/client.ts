import { loaders } from "virtual:locale-loaders";
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import type { Language } from "./languages";
import type { Dictionary } from "./merge";
import { sharedI18nOptions } from "./options";

/**
 * The browser's instance: it starts from the dictionaries the server put in the page and
 * downloads further namespaces of its one language as pages need them.
 */
export async function initClientI18n(language: Language, namespaces: string[], bundles: Record<string, Dictionary>) {
  await i18next
    .use(
      resourcesToBackend((lng: string, ns: string) => {
        const load = loaders[lng]?.[ns];
        return load ? load().then((module) => module.default) : Promise.resolve({});
      }),
    )
    .use(initReactI18next)
    .init({
      ...sharedI18nOptions,
      lng: language,
      ns: namespaces,
      resources: { [language]: bundles },
      partialBundledLanguages: true,
    });
  return i18next;
}
