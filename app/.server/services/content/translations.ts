/** Translatable fields as stored: one JSON object per row, `{ en: {...}, es: {...}, fr: {...} }`. */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/i18n/languages";

export type Translations = Record<Language, Record<string, string>>;

/** Reads a stored column; anything malformed reads as empty, never as an error on a public page. */
export function parseTranslations(json: string, fields: readonly string[]): Translations {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    stored = {};
  }
  const source = (stored && typeof stored === "object" ? stored : {}) as Record<string, Record<string, unknown> | undefined>;
  const read = (language: Language) =>
    Object.fromEntries(fields.map((field) => [field, String(source[language]?.[field] ?? "")])) as Record<string, string>;
  return Object.fromEntries(LANGUAGES.map((language) => [language, read(language)])) as Translations;
}

/** A field in `language`, or in English when that translation is empty. */
export function inLanguage(translations: Translations, language: Language, field: string): string {
  const own = translations[language][field] ?? "";
  return own.trim() !== "" ? own : (translations[DEFAULT_LANGUAGE][field] ?? "");
}

/** The fields each language leaves empty while English has them: what an editor still has to translate. */
export function missingTranslations(translations: Translations, fields: readonly string[]): Partial<Record<Language, string[]>> {
  const missing: Partial<Record<Language, string[]>> = {};
  for (const language of LANGUAGES) {
    if (language === DEFAULT_LANGUAGE) continue;
    const empty = fields.filter(
      (field) => translations[DEFAULT_LANGUAGE][field]?.trim() && !translations[language][field]?.trim(),
    );
    if (empty.length > 0) missing[language] = empty;
  }
  return missing;
}
