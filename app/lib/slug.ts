/**
 * Lower-case ASCII words of a text joined by hyphens, at most `max` characters, for addresses and
 * tags: "Chef de partie — Hôtel Île" → "chef-de-partie-hotel-ile". "" when nothing is left.
 */
export function slugWords(text: string, max: number): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
}
