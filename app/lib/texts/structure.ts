/**
 * What a text must keep so the page that shows it still works (decision 0017): its placeholders
 * (`{{name}}`, filled in by the code), its nested references (`$t(key)`), and its markup (`<strong>`,
 * `<1>`, `</a>`). An edit or an import of a text whose structure differs from the English text is
 * refused, naming what is missing or unknown. Shared by the forms, the server and the file import.
 */

const TOKEN = /\{\{\s*[^{}]{1,80}?\s*\}\}|\$t\([^()]{1,120}\)|<\/?[a-zA-Z0-9]{1,20}(?:\s[^<>]{0,200})?\/?>/g;

/** The tokens of a text, normalised ("{{ name }}" counts as "{{name}}"), each as often as it appears. */
export function structureOf(text: string): string[] {
  return (text.match(TOKEN) ?? []).map((token) =>
    token.startsWith("{{") ? `{{${token.slice(2, -2).trim()}}}` : token.replace(/\s+/g, " "),
  );
}

export interface StructureProblems {
  /** Tokens of the reference the text lacks (one entry per missing occurrence). */
  missing: string[];
  /** Tokens the text has that the reference does not. */
  unknown: string[];
}

/** How `text` differs in structure from `reference`; both lists empty when it keeps it. */
export function structureProblems(reference: string, text: string): StructureProblems {
  const remaining = new Map<string, number>();
  for (const token of structureOf(reference)) remaining.set(token, (remaining.get(token) ?? 0) + 1);
  const unknown: string[] = [];
  for (const token of structureOf(text)) {
    const left = remaining.get(token) ?? 0;
    if (left > 0) remaining.set(token, left - 1);
    else unknown.push(token);
  }
  const missing = [...remaining].flatMap(([token, count]) => Array.from({ length: count }, () => token));
  return { missing, unknown };
}

export function keepsStructure(reference: string, text: string): boolean {
  const { missing, unknown } = structureProblems(reference, text);
  return missing.length === 0 && unknown.length === 0;
}
