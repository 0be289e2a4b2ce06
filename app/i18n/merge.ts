export type Dictionary = { [key: string]: string | Dictionary };

/** The translation's value where it has one, English where it does not (spec section 7 lookup order). */
export function mergeOverEnglish(english: Dictionary, translation: Dictionary): Dictionary {
  const merged: Dictionary = {};
  for (const [key, englishValue] of Object.entries(english)) {
    const value = translation[key];
    if (typeof englishValue === "string") merged[key] = typeof value === "string" && value !== "" ? value : englishValue;
    else merged[key] = mergeOverEnglish(englishValue, value && typeof value === "object" ? value : {});
  }
  return merged;
}
