import { loaders } from "virtual:locale-loaders";
import { createInstance, type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "./languages";
import { sharedI18nOptions } from "./options";

/** Every dictionary, loaded once per process: the server renders any language on any request. */
const allResources: Promise<Resource> = (async () => {
  const resources: Resource = {};
  for (const [lng, byNamespace] of Object.entries(loaders)) {
    resources[lng] = {};
    for (const [ns, load] of Object.entries(byNamespace)) resources[lng][ns] = (await load()).default;
  }
  return resources;
})();

const instances = new Map<Language, Promise<i18n>>();

/**
 * One instance per language, made once and never switched: the server renders a request in its
 * language without sharing mutable state between requests of different languages.
 */
export function serverI18n(language: Language): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = (async () => {
      const created = createInstance();
      await created.use(initReactI18next).init({
        ...sharedI18nOptions,
        lng: language,
        resources: await allResources,
        react: { useSuspense: false },
      });
      return created;
    })();
    instances.set(language, instance);
  }
  return instance;
}
