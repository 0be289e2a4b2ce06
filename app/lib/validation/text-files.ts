/**
 * The translators' files (decision 0018): the import page's two forms, checked in the browser and by
 * the server (decision 0010), and the export's query. Messages are i18n keys of `admin-text-files`.
 */
import * as z from "zod";
import { TEXT_EXPORT_SCOPES, TEXT_FILE_LANGUAGES, TEXT_FILE_MAX_BYTES } from "~/lib/texts/files";
import { INTENT_UNKNOWN, oneOf } from "./rules";

/** The upload's field name. */
export const TEXT_FILE_FIELD = "file";
export const FILE_REQUIRED = "admin-text-files:errors.fileRequired";
export const FILE_TOO_LARGE = "admin-text-files:errors.fileTooLarge";
const LANGUAGE_REQUIRED = "admin-text-files:errors.language";
const IMPORT_GONE = "admin-text-files:apply.expired";

const uploadedFile = z
  .instanceof(File, { error: FILE_REQUIRED })
  .refine((file) => file.size > 0, FILE_REQUIRED)
  .refine((file) => file.size <= TEXT_FILE_MAX_BYTES, FILE_TOO_LARGE);

export const textImportSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("preview"), language: oneOf(TEXT_FILE_LANGUAGES, LANGUAGE_REQUIRED), file: uploadedFile }),
    // The stored import's id (file-import.ts): 128 random bits in hex.
    z.object({ intent: z.literal("apply"), importId: z.string({ error: IMPORT_GONE }).regex(/^[0-9a-f]{32}$/, IMPORT_GONE) }),
  ],
  INTENT_UNKNOWN,
);

export type TextImportAction = z.output<typeof textImportSchema>;

/** `?language=es|fr&only=all|pending` (everything when `only` is left out). */
export const textExportQuerySchema = z.object({
  language: z.enum(TEXT_FILE_LANGUAGES),
  only: z.enum(TEXT_EXPORT_SCOPES).default("all"),
});
