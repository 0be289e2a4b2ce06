/**
 * The dictionaries as this release ships them (decision 0017), read once into the server build:
 * every entry with its text in each language that has one. A language may lack an entry (the site
 * then shows English); Spanish and French add plural forms English has no use for (`_many`), whose
 * English is the `_other` form.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/i18n/languages";
import type { Dictionary } from "~/i18n/merge";
import { flattenDictionary, type TextEntryId } from "~/lib/texts/model";

const files = import.meta.glob<Dictionary>("../../../../locales/*/*.json", { eager: true, import: "default" });

/** languages -> namespace -> nested dictionary, as the files hold them. */
function readShipped(): Record<Language, Record<string, Dictionary>> {
  const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Record<
    Language,
    Record<string, Dictionary>
  >;
  for (const [file, dictionary] of Object.entries(files)) {
    const match = /locales\/([a-z]{2})\/([^/]+)\.json$/.exec(file);
    const language = match?.[1] as Language | undefined;
    if (!match || !language || !(language in byLanguage)) continue;
    byLanguage[language][match[2] as string] = dictionary;
  }
  return byLanguage;
}

export interface ShippedEntry extends TextEntryId {
  /** The shipped text per language; English always, the others where translated (non-empty). */
  text: Partial<Record<Language, string>> & { en: string };
  /** False for a plural form only some languages use: its English is another key's, not editable here. */
  hasEnglishKey: boolean;
  /** The key whose English this entry translates: its own, or for such a plural form its `_other` sibling. */
  englishKey: string;
}

export interface ShippedTexts {
  /** Nested dictionaries per language and namespace, as shipped. */
  dictionaries: Record<Language, Record<string, Dictionary>>;
  /** Every namespace, sorted. */
  namespaces: string[];
  /** Every entry, sorted by namespace then key. */
  entries: ShippedEntry[];
  /** Entries by "namespace:key". */
  byName: Map<string, ShippedEntry>;
}

/** The English a language-only plural form is translated from: its `_other` sibling. */
export function englishKeyOf(key: string, english: Readonly<Record<string, string>>): string | undefined {
  if (key in english) return key;
  const other = key.replace(/_(zero|one|two|few|many)$/, "_other");
  return other !== key && other in english ? other : undefined;
}

function buildShipped(): ShippedTexts {
  const dictionaries = readShipped();
  const namespaces = Object.keys(dictionaries[DEFAULT_LANGUAGE]).sort();
  const entries: ShippedEntry[] = [];
  for (const namespace of namespaces) {
    const flat = Object.fromEntries(
      LANGUAGES.map((language) => [language, flattenDictionary(dictionaries[language][namespace] ?? {})]),
    ) as Record<Language, Record<string, string>>;
    const keys = new Set(LANGUAGES.flatMap((language) => Object.keys(flat[language])));
    for (const key of [...keys].sort()) {
      const englishKey = englishKeyOf(key, flat.en);
      if (englishKey === undefined) continue;
      const text: ShippedEntry["text"] = { en: flat.en[englishKey] as string };
      for (const language of LANGUAGES) {
        const value = flat[language][key];
        if (language !== DEFAULT_LANGUAGE && value !== undefined && value !== "") text[language] = value;
      }
      entries.push({ namespace, key, text, hasEnglishKey: englishKey === key, englishKey });
    }
  }
  return {
    dictionaries,
    namespaces,
    entries,
    byName: new Map(entries.map((entry) => [`${entry.namespace}:${entry.key}`, entry])),
  };
}

/** The release's dictionaries, built once per process. */
export const shippedTexts: ShippedTexts = buildShipped();
