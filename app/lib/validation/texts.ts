/**
 * The writes of the text editor and the in-page editor (decision 0017), checked in the browser and
 * by the server (decision 0010). The placeholders and markup rule needs the entry's shipped English:
 * the server looks it up in its catalog, the browser passes the one it shows. Messages are i18n keys
 * of the `admin-texts` namespace.
 */
import * as z from "zod";
import { isLanguage, LANGUAGES } from "~/i18n/languages";
import { KEY_PATTERN, NAMESPACE_PATTERN, TEXT_VALUE_MAX } from "~/lib/texts/model";
import { textRefusal } from "~/lib/texts/rules";
import { INTENT_UNKNOWN, oneOf, recordId } from "./rules";

const NOT_FOUND = "admin-texts:errors.notFound";

/** The messages of a text refusal (lib/texts/rules.ts), by reason. */
export const TEXT_REFUSAL_MESSAGES = {
  unknownEntry: NOT_FOUND,
  unknownLanguage: NOT_FOUND,
  noEnglishKey: "admin-texts:errors.noEnglishKey",
  empty: "admin-texts:errors.empty",
  tooLong: "admin-texts:errors.tooLong",
  structure: "admin-texts:errors.structure",
} as const;

const entry = {
  namespace: z.string({ error: NOT_FOUND }).regex(NAMESPACE_PATTERN, NOT_FOUND),
  key: z.string({ error: NOT_FOUND }).regex(KEY_PATTERN, NOT_FOUND),
};
const language = oneOf(LANGUAGES, NOT_FOUND);

/** The shipped English of an entry, or undefined when there is no such entry. */
export type ReferenceOf = (namespace: string, key: string) => string | undefined;

/** Form posts carry CRLF line breaks; texts keep LF. A field left out is an empty text. */
const postedText = z
  .string()
  .max(TEXT_VALUE_MAX * 2, TEXT_REFUSAL_MESSAGES.tooLong)
  .optional()
  .transform((value) => (value ?? "").replace(/\r\n?/g, "\n"));

function saveSchema(referenceOf: ReferenceOf) {
  return z.object({ intent: z.literal("save"), ...entry, language, value: postedText }).superRefine((write, context) => {
    const reference = referenceOf(write.namespace, write.key);
    if (reference === undefined || !isLanguage(write.language)) {
      context.addIssue({ code: "custom", message: NOT_FOUND, path: ["key"] });
      return;
    }
    const refusal = textRefusal(reference, write.language, write.value);
    if (refusal && refusal.reason !== "unknownEntry" && refusal.reason !== "unknownLanguage") {
      context.addIssue({ code: "custom", message: TEXT_REFUSAL_MESSAGES[refusal.reason], path: ["value"] });
    }
  });
}

/** Every form of an entry's page, one union on the intent each posts. */
export function textActionSchema(referenceOf: ReferenceOf) {
  return z.discriminatedUnion(
    "intent",
    [
      saveSchema(referenceOf),
      z.object({ intent: z.literal("restoreShipped"), ...entry, language }),
      z.object({ intent: z.literal("confirm"), ...entry, language }),
      z.object({ intent: z.literal("restoreVersion"), ...entry, version: recordId(NOT_FOUND) }),
    ],
    INTENT_UNKNOWN,
  );
}

export type TextAction = z.output<ReturnType<typeof textActionSchema>>;
