/**
 * Translators' files (decision 0018), shared by the server and the import page: the languages a file
 * may carry, its bounds, and what a preview of an import says (each change, each refusal and why).
 * No dependencies beyond the texts' model.
 */
import type { Language } from "~/i18n/languages";
import type { TextRefusal } from "./rules";

/** Translations only: English is the files' source, changed in the editor (decision 0018). */
export const TEXT_FILE_LANGUAGES = ["es", "fr"] as const satisfies readonly Exclude<Language, "en">[];
export type TextFileLanguage = (typeof TEXT_FILE_LANGUAGES)[number];

export function isTextFileLanguage(value: unknown): value is TextFileLanguage {
  return (TEXT_FILE_LANGUAGES as readonly unknown[]).includes(value);
}

/** What an export holds: every entry, or only those missing or out of date in the language. */
export const TEXT_EXPORT_SCOPES = ["all", "pending"] as const;
export type TextExportScope = (typeof TEXT_EXPORT_SCOPES)[number];

/**
 * The largest file read: the size an admin's upload may have at the edge (MAX_UPLOAD_BYTES,
 * app/.server/http/upload-body-limit.ts). A full export of every entry is under 2 MB.
 */
export const TEXT_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The most units a file may hold: four times the entries of a language today. */
export const TEXT_FILE_MAX_UNITS = 10_000;
/** The most elements a file may hold, counted before it is parsed (a unit of ours has eight). */
export const TEXT_FILE_MAX_ELEMENTS = 200_000;

/** Why a whole file is refused: nothing of it is read further. */
export type FileRefusal =
  | { reason: "tooLarge"; max: number }
  | { reason: "empty" }
  /** Not UTF-8 or UTF-16 text, or control characters: a binary file. */
  | { reason: "notText" }
  | { reason: "notXml"; line?: number }
  /** A DOCTYPE or ENTITY declaration: XLIFF needs none, and they carry the entity attacks. */
  | { reason: "declarations" }
  /** A named entity other than XML's five (&nbsp; and the like need a DTD). */
  | { reason: "entity"; name: string }
  | { reason: "notXliff"; root: string }
  | { reason: "version"; version: string }
  | { reason: "sourceLanguage"; found: string }
  | { reason: "targetLanguage"; found: string; expected: string }
  | { reason: "noUnits" }
  | { reason: "tooManyUnits"; max: number }
  | { reason: "tooManyElements"; max: number };

/** Why one unit of a file is refused; one refused unit refuses the file. */
export type UnitRefusal =
  | TextRefusal
  | { reason: "duplicate" }
  /** Inline XML elements (<g>, <ph>, <x/>...) in a text: markup travels as escaped text. */
  | { reason: "markup"; element: string }
  /** No source, or segments of which only some are translated. */
  | { reason: "malformed" }
  /** The English changed since the file was exported: the translation was made from another text. */
  | { reason: "sourceChanged"; english: string };

export interface RefusedUnit {
  /** The unit's id as the file has it ("pricing:plans.basic.title" for ours). */
  id: string;
  refusal: UnitRefusal;
}

/** One text an import would change. */
export interface ImportChange {
  namespace: string;
  key: string;
  /** The language's own text now ("" when missing). */
  current: string;
  next: string;
  status: "translated" | "missing" | "outOfDate";
}

export interface ImportPreview {
  language: TextFileLanguage;
  fileName: string;
  /** The file's XLIFF version, as it says it. */
  version: string;
  changes: ImportChange[];
  /** Units whose text is the one the site has. */
  unchanged: number;
  /** Units without a translation (no target, or an empty one): left alone. */
  untranslated: number;
  refused: RefusedUnit[];
  /** The stored import "Apply" applies: only when nothing is refused and something changes. */
  importId?: string;
}

/** The export's address for a language and a scope. */
export function textExportHref(language: TextFileLanguage, only: TextExportScope): string {
  return `/admin/texts/export?language=${language}&only=${only}`;
}
