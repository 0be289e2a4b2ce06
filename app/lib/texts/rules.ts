/**
 * What a text must be to be saved (decision 0017), shared by the admin forms, the in-page editor, the
 * server and the file import, so each refuses the same texts with the same reasons.
 */
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { TEXT_VALUE_MAX } from "./model";
import { structureProblems } from "./structure";

export type TextRefusal =
  | { reason: "unknownEntry" }
  | { reason: "unknownLanguage" }
  /** A plural form only Spanish or French use has no English of its own to change. */
  | { reason: "noEnglishKey" }
  | { reason: "empty" }
  | { reason: "tooLong"; max: number }
  | { reason: "structure"; missing: string[]; unknown: string[] };

/**
 * Why `value` cannot be the text of an entry in `language`, or undefined when it can. `reference` is
 * the shipped English, whose placeholders and markup the code relies on. An empty Spanish or French
 * value removes the translation (the site shows English); English cannot be empty.
 */
export function textRefusal(reference: string, language: Language, value: string): TextRefusal | undefined {
  if (value.length > TEXT_VALUE_MAX) return { reason: "tooLong", max: TEXT_VALUE_MAX };
  if (value.trim() === "") return language === DEFAULT_LANGUAGE ? { reason: "empty" } : undefined;
  const { missing, unknown } = structureProblems(reference, value);
  return missing.length > 0 || unknown.length > 0 ? { reason: "structure", missing, unknown } : undefined;
}
