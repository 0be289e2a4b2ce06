import { createInstance, type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "~/i18n/languages";
import { sharedI18nOptions } from "~/i18n/options";
import { NO_OVERRIDES, type SiteTexts, shippedTexts, shownDictionary } from "./services/content";

/** Instances per snapshot of the staff's text overrides (decision 0017), one per language. */
const instances = new WeakMap<SiteTexts, Map<Language, Promise<i18n>>>();

/**
 * One instance per language and state of the texts, made once and never switched: the server
 * renders a request in its language without sharing mutable state between requests, and a page
 * with overrides costs what a page without costs. Pass the request's `siteTexts(database)`; without
 * it, the shipped dictionaries.
 */
export function serverI18n(language: Language, texts: SiteTexts = NO_OVERRIDES): Promise<i18n> {
  let byLanguage = instances.get(texts);
  if (!byLanguage) {
    byLanguage = new Map();
    instances.set(texts, byLanguage);
  }
  let instance = byLanguage.get(language);
  if (!instance) {
    instance = (async () => {
      const resources: Resource = { [language]: {} };
      for (const namespace of shippedTexts.namespaces) {
        (resources[language] as Resource[string])[namespace] = shownDictionary(texts, language, namespace);
      }
      const created = createInstance();
      await created.use(initReactI18next).init({
        ...sharedI18nOptions,
        lng: language,
        resources,
        react: { useSuspense: false },
      });
      return created;
    })();
    byLanguage.set(language, instance);
  }
  return instance;
}
