/**
 * Translators' files (decision 0018): one language of the texts written as XLIFF 1.2, the version every
 * CAT tool reads, and XLIFF 1.2 or 2.x read back (xliff-read.ts). A unit is an entry ("namespace:key"),
 * its source the English the site shows, its target the language's own text; placeholders and markup
 * travel as escaped text, so a file holds text only and the import checks it with the editor's rules.
 */
import type { TextExportScope, TextFileLanguage } from "~/lib/texts/files";
import { TEXT_VALUE_MAX } from "~/lib/texts/model";
import { structureOf } from "~/lib/texts/structure";
import type { CatalogEntry, TextCatalog } from "./catalog";

export { readXliff, type XliffReading, type XliffUnit } from "./xliff-read";

const XLIFF_1_2_NAMESPACE = "urn:oasis:names:tc:xliff:document:1.2";

/** A translation's state as XLIFF 1.2 names it. */
const TARGET_STATES = { translated: "translated", outOfDate: "needs-review-translation", missing: "new" } as const;

/** What XML 1.0 cannot hold, even as a character reference: replaced, so the file stays well-formed. */
const NOT_XML_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data: every `<`, `>` and `&` escaped, so markup of the texts stays text. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML_CHARACTERS, "\uFFFD").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function xmlAttribute(value: string): string {
  return xmlText(value).replace(/"/g, "&quot;").replace(/\n/g, "&#10;");
}

/** The entries an export holds, in catalog order (by namespace, then key). */
function exportedEntries(catalog: TextCatalog, language: TextFileLanguage, only: TextExportScope): CatalogEntry[] {
  return only === "all" ? catalog.entries : catalog.entries.filter((entry) => entry.languages[language].status !== "translated");
}

const FILE_NOTE =
  "Each unit is one text of the site, named page:key. The target is shown on the site as it is. Keep every placeholder " +
  "({{name}}), nested reference ($t(...)) and tag (<strong>, <1>, </1>) of the English: the import refuses a text " +
  "that loses or adds one. A unit left without a target is left alone.";

/** The context a translator needs beside the English: where the text is, what it must keep, its bounds. */
function contextNote(entry: CatalogEntry, language: TextFileLanguage): string {
  const sentences = [`Page or section: ${entry.namespace}. Key: ${entry.key}.`];
  const kept = [...new Set(structureOf(entry.reference))];
  if (kept.length > 0) sentences.push(`Keep as they are: ${kept.join(" ")}`);
  const plural = /_(zero|one|two|few|many|other)$/.exec(entry.key)?.[1];
  if (plural) sentences.push(`Plural form "${plural}".`);
  sentences.push(`At most ${TEXT_VALUE_MAX} characters.`);
  const text = entry.languages[language];
  if (text.status === "outOfDate") {
    sentences.push(
      text.madeFrom === undefined
        ? "The English changed since this translation was made: review it."
        : `The English changed since this translation was made from: ${text.madeFrom}`,
    );
  }
  return sentences.join("\n");
}

function unitLines(entry: CatalogEntry, language: TextFileLanguage): string[] {
  const id = xmlAttribute(`${entry.namespace}:${entry.key}`);
  const text = entry.languages[language];
  const state = TARGET_STATES[text.status];
  return [
    `        <trans-unit id="${id}" resname="${id}" xml:space="preserve" maxwidth="${TEXT_VALUE_MAX}" size-unit="char">`,
    `          <source>${xmlText(entry.languages.en.shown)}</source>`,
    `          <target state="${state}">${xmlText(text.own)}</target>`,
    `          <note from="site">${xmlText(contextNote(entry, language))}</note>`,
    "        </trans-unit>",
  ];
}

export interface XliffExportOptions {
  only: TextExportScope;
  /** What the file is a translation of (the `original` attribute): the site. */
  original?: string;
  /** When it was made (ISO 8601). */
  date?: string;
}

/** One language's texts as an XLIFF 1.2 document, grouped by namespace. */
export function exportXliff(
  catalog: TextCatalog,
  language: TextFileLanguage,
  { only, original = "site-texts", date = new Date().toISOString() }: XliffExportOptions,
): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff version="1.2" xmlns="${XLIFF_1_2_NAMESPACE}">`,
    `  <file original="${xmlAttribute(original)}" source-language="en" target-language="${language}" datatype="plaintext" date="${xmlAttribute(date)}">`,
    "    <header>",
    `      <note from="site">${xmlText(FILE_NOTE)}</note>`,
    "    </header>",
    "    <body>",
  ];
  let namespace: string | undefined;
  for (const entry of exportedEntries(catalog, language, only)) {
    if (entry.namespace !== namespace) {
      if (namespace !== undefined) lines.push("      </group>");
      namespace = entry.namespace;
      lines.push(`      <group id="${xmlAttribute(namespace)}" resname="${xmlAttribute(namespace)}">`);
    }
    lines.push(...unitLines(entry, language));
  }
  if (namespace !== undefined) lines.push("      </group>");
  lines.push("    </body>", "  </file>", "</xliff>", "");
  return lines.join("\n");
}
