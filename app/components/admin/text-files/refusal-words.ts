/** The words of a file's or a unit's refusal (decision 0018), with the values each message names. */
import type { TFunction } from "i18next";
import type { FileRefusal, UnitRefusal } from "~/lib/texts/files";

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Why a whole file was refused, in the reader's language (keys of `admin-text-files`). */
export function fileRefusalText(t: TFunction, language: string, refusal: FileRefusal): string {
  const number = (value: number) => value.toLocaleString(language);
  switch (refusal.reason) {
    case "tooLarge":
      return t("file.tooLarge", { size: megabytes(refusal.max) });
    case "notXml":
      return refusal.line ? t("file.notXmlLine", { line: refusal.line }) : t("file.notXml");
    case "targetLanguage":
      return t("file.targetLanguage", { found: refusal.found, expected: t(`languages.${refusal.expected}`) });
    case "tooManyUnits":
    case "tooManyElements":
      return t(`file.${refusal.reason}`, { max: number(refusal.max) });
    default:
      return t(`file.${refusal.reason}`, refusal);
  }
}

/** Why one unit was refused: one or two sentences. */
export function unitRefusalTexts(t: TFunction, refusal: UnitRefusal): string[] {
  switch (refusal.reason) {
    case "structure":
      return [
        ...(refusal.missing.length > 0 ? [t("refusals.structureMissing", { tokens: refusal.missing.join(" ") })] : []),
        ...(refusal.unknown.length > 0 ? [t("refusals.structureUnknown", { tokens: refusal.unknown.join(" ") })] : []),
      ];
    default:
      return [t(`refusals.${refusal.reason}`, refusal)];
  }
}
