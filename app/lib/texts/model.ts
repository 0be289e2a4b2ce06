/**
 * Editable texts (decision 0017), shared by the server and the browser: what identifies an entry of
 * the dictionaries, the states of its translations, and the bounds of a value. No dependencies but the dictionary helpers.
 */
import type { Dictionary } from "~/i18n/merge";

/** One entry of the dictionaries: a namespace (a page or section) and a dotted key inside it. */
export interface TextEntryId {
  namespace: string;
  key: string;
}

/**
 * A translation's state: translated; missing (the site shows English, the fallback of decision 0003);
 * or out of date (the English text changed, by staff or by a release, after it was saved).
 */
export const TEXT_STATUSES = ["translated", "missing", "outOfDate"] as const;
export type TextStatus = (typeof TEXT_STATUSES)[number];

/** The longest value any entry takes: the longest shipped text is under 500 characters. */
export const TEXT_VALUE_MAX = 5_000;
export const NAMESPACE_PATTERN = /^[a-zA-Z][a-zA-Z0-9-]{0,63}$/;
export const KEY_PATTERN = /^[a-zA-Z0-9_]{1,80}(\.[a-zA-Z0-9_]{1,80}){0,7}$/;

/** "pricing:plans.basic.title": how an entry is named in files, addresses and the audit log. */
export function entryName({ namespace, key }: TextEntryId): string {
  return `${namespace}:${key}`;
}

/** The reverse of entryName; undefined for anything that is not shaped like one. */
export function parseEntryName(name: string): TextEntryId | undefined {
  const colon = name.indexOf(":");
  if (colon < 1) return undefined;
  const namespace = name.slice(0, colon);
  const key = name.slice(colon + 1);
  return NAMESPACE_PATTERN.test(namespace) && KEY_PATTERN.test(key) ? { namespace, key } : undefined;
}

/** A nested dictionary as dotted keys: { a: { b: "x" } } -> { "a.b": "x" }. */
export function flattenDictionary(
  dictionary: Dictionary,
  prefix = "",
  into: Record<string, string> = {},
): Record<string, string> {
  for (const [key, value] of Object.entries(dictionary)) {
    if (typeof value === "string") into[`${prefix}${key}`] = value;
    else flattenDictionary(value, `${prefix}${key}.`, into);
  }
  return into;
}

// Dictionary edits live with the other dictionary helpers: the browser's i18n setup, on every
// page, imports them from there without bringing this module (and what else any page uses of it)
// into the chunk every visitor downloads.
export { setNested, withValues } from "~/i18n/merge";
