export type Dictionary = { [key: string]: string | Dictionary };

/** The translation's value where it has one, English where it does not (docs/product.md section 7 lookup order). */
export function mergeOverEnglish(english: Dictionary, translation: Dictionary): Dictionary {
  const merged: Dictionary = {};
  for (const [key, englishValue] of Object.entries(english)) {
    const value = translation[key];
    if (typeof englishValue === "string") merged[key] = typeof value === "string" && value !== "" ? value : englishValue;
    else merged[key] = mergeOverEnglish(englishValue, value && typeof value === "object" ? value : {});
  }
  return merged;
}

/** Sets a dotted key in a nested dictionary, making the levels it needs. */
export function setNested(dictionary: Dictionary, dottedKey: string, value: string): void {
  const parts = dottedKey.split(".");
  let level = dictionary;
  for (const part of parts.slice(0, -1)) {
    const next = level[part];
    if (next === undefined || typeof next === "string") level[part] = {};
    level = level[part] as Dictionary;
  }
  level[parts[parts.length - 1] as string] = value;
}

/** A copy of a nested dictionary with the flat values set over it. */
export function withValues(dictionary: Dictionary, values: Readonly<Record<string, string>>): Dictionary {
  const copy = structuredClone(dictionary);
  for (const [key, value] of Object.entries(values)) setNested(copy, key, value);
  return copy;
}
