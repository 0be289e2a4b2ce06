import { loaders, staffLoaders } from "virtual:locale-loaders";
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next } from "react-i18next";
import type { TextChanges } from "~/lib/public-config";
import type { Language } from "./languages";
import { type Dictionary, withValues } from "./merge";
import { sharedI18nOptions } from "./options";

/** The `data-i18n-changes` attribute ("version:ns1,ns2") the root renders when staff changed texts. */
export function textChangesOf(attribute: string | undefined): TextChanges | undefined {
  const colon = attribute?.lastIndexOf(":") ?? -1;
  if (!attribute || colon < 0) return undefined;
  return {
    version: attribute.slice(0, colon),
    namespaces: attribute
      .slice(colon + 1)
      .split(",")
      .filter(Boolean),
  };
}

/** A namespace's shipped dictionary, with staff's changes to it when it has any (decision 0017). */
async function loadNamespace(lng: string, ns: string, changes: TextChanges | undefined): Promise<Dictionary> {
  const load = loaders[lng]?.[ns] ?? (await staffLoaders())[lng]?.[ns];
  const shipped = load ? load().then((module) => module.default) : Promise.resolve({});
  if (!changes?.namespaces.includes(ns)) return shipped;
  const address = `/api/texts/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}?v=${encodeURIComponent(changes.version)}`;
  const changed = fetch(address)
    .then((response) => (response.ok ? (response.json() as Promise<{ values: Record<string, string> }>) : { values: {} }))
    .catch(() => ({ values: {} }));
  const [dictionary, { values }] = await Promise.all([shipped, changed]);
  return withValues(dictionary, values);
}

/**
 * The browser's instance: it starts from the dictionaries the server put in the page and
 * downloads further namespaces of its one language as pages need them.
 */
export async function initClientI18n(
  language: Language,
  namespaces: string[],
  bundles: Record<string, Dictionary>,
  changes?: TextChanges,
) {
  await i18next
    .use(resourcesToBackend((lng: string, ns: string) => loadNamespace(lng, ns, changes)))
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
