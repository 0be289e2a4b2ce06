import { readFileSync } from "node:fs";

/**
 * A dictionary file as written (`app/locales/<language>/<namespace>.json`), for tests that assert
 * the text a page shows in a language. Read as data and looked up by known keys.
 */
// biome-ignore lint/suspicious/noExplicitAny: a dictionary read as data, looked up by known keys.
export const dictionary = (language: string, namespace: string): any =>
  JSON.parse(readFileSync(new URL(`../../app/locales/${language}/${namespace}.json`, import.meta.url), "utf8"));
