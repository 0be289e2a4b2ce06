/**
 * Which entries of the dictionaries a text on the page comes from (decision 0017): the in-page
 * editor reads the dictionaries the browser holds (what the page shows, staff's changes included)
 * and looks a clicked text up in them. A text with placeholders (`{{name}}`) or a nested entry
 * (`$t(key)`) shows with something the code filled in: those parts match anything. Markup an entry
 * uses (`<1>terms</1>`, `<strong>`) is not shown as such: only its words count.
 */
import type { Dictionary } from "~/i18n/merge";
import { flattenDictionary, type TextEntryId } from "~/lib/texts/model";

/** An entry and the text the page shows for it. */
export interface ShownEntry extends TextEntryId {
  text: string;
}

interface Template {
  pattern: RegExp;
  entry: ShownEntry;
}

export interface TextIndex {
  exact: Map<string, ShownEntry[]>;
  templates: Template[];
}

const FILLED_IN = /\{\{[^{}]*\}\}|\$t\([^()]*\)/g;
const MARKUP = /<\/?[a-zA-Z0-9]+(?:\s[^<>]*)?\/?>/g;
/** A template needs some words of its own, or it would match any text. */
const WORDS = /\p{L}.*\p{L}/u;

/** Text as a reader sees it: runs of white space are one space, none at either end. */
export function readerText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function add(index: TextIndex, entry: ShownEntry): void {
  const shown = readerText(entry.text.replace(MARKUP, ""));
  if (shown === "") return;
  const parts = shown.split(FILLED_IN);
  if (parts.length === 1) {
    const list = index.exact.get(shown) ?? [];
    list.push(entry);
    index.exact.set(shown, list);
    return;
  }
  if (!WORDS.test(parts.join(""))) return;
  // What the code fills in may be empty, so the spaces around a placeholder are optional too.
  const source = parts.map((part) => escapeRegExp(part).replace(/ /g, " ?")).join(".*?");
  index.templates.push({ pattern: new RegExp(`^${source}$`, "u"), entry });
}

/** The index of the dictionaries of one language, by namespace. */
export function buildTextIndex(bundles: Readonly<Record<string, Dictionary>>): TextIndex {
  const index: TextIndex = { exact: new Map(), templates: [] };
  for (const [namespace, dictionary] of Object.entries(bundles)) {
    for (const [key, text] of Object.entries(flattenDictionary(dictionary))) add(index, { namespace, key, text });
  }
  return index;
}

/** The entries that show `text` (as the page reads it): the exact ones, else the templates it fits. */
export function entriesShowing(index: TextIndex, text: string): ShownEntry[] {
  const shown = readerText(text);
  if (shown === "") return [];
  const exact = index.exact.get(shown);
  if (exact) return exact;
  return index.templates.filter((template) => template.pattern.test(shown)).map((template) => template.entry);
}
