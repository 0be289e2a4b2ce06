import type { InitOptions } from "i18next";

/** "footer.quickLinks" -> "Quick Links": the last resort of the lookup order (docs/product.md section 7). */
export function titleCaseKey(key: string): string {
  const lastSegment = key.split(/[.:]/).pop() ?? key;
  return lastSegment
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

const reportedKeys = new Set<string>();

/** Logs a missing key once per key (docs/product.md section 8) and shows its title-cased rendering. */
export function renderMissingKey(key: string): string {
  if (!reportedKeys.has(key)) {
    reportedKeys.add(key);
    console.warn("Translation error for key", key);
  }
  return titleCaseKey(key);
}

/** Options shared by the server and the browser so both render the same text. */
export const sharedI18nOptions = {
  defaultNS: "common",
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  parseMissingKeyHandler: renderMissingKey,
  react: { useSuspense: true },
} satisfies InitOptions;
