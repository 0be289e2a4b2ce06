/**
 * The texts the site shows (decision 0017): the shipped dictionaries with staff's overrides over
 * them. Read once per database handle and kept as one immutable snapshot, dropped when the content
 * version changes (every override write bumps it), as the editable content is (decision 0011). The
 * server's i18next instances are made per snapshot, so a page renders with overrides at the cost of
 * a page without.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/i18n/languages";
import { type Dictionary, mergeOverEnglish } from "~/i18n/merge";
import { withValues } from "~/lib/texts/model";
import type { Database, DB } from "../../../db";
import { CONTENT_CHECK_MS } from "../public";
import { readContentVersion } from "../version";
import { shippedTexts } from "./shipped";

export interface OverrideRow {
  namespace: string;
  key: string;
  language: string;
  value: string;
  source_english: string | null;
}

/** One state of the overrides. Immutable: a change makes a new snapshot. */
export interface SiteTexts {
  /** The content version it was read at ("" before any write): part of the browser's cache key. */
  version: string;
  /** Raw overrides: language -> namespace -> key -> value ("" removes a translation). */
  overrides: ReadonlyMap<Language, ReadonlyMap<string, Readonly<Record<string, string>>>>;
  /** What the site shows where it differs from the shipped, English-merged dictionary, per language and namespace. */
  changes: ReadonlyMap<Language, ReadonlyMap<string, Readonly<Record<string, string>>>>;
}

export const NO_OVERRIDES: SiteTexts = { version: "", overrides: new Map(), changes: new Map() };

/** A snapshot of overrides rows (exported for the tests and the benchmark). */
export function snapshotOf(version: string, rows: readonly OverrideRow[]): SiteTexts {
  const overrides = new Map<Language, Map<string, Record<string, string>>>();
  for (const row of rows) {
    if (!(LANGUAGES as readonly string[]).includes(row.language)) continue;
    const language = row.language as Language;
    if (!shippedTexts.byName.has(`${row.namespace}:${row.key}`)) continue;
    const byNamespace = overrides.get(language) ?? new Map<string, Record<string, string>>();
    overrides.set(language, byNamespace);
    const values = byNamespace.get(row.namespace) ?? {};
    byNamespace.set(row.namespace, values);
    values[row.key] = row.value;
  }
  const changes = new Map<Language, Map<string, Record<string, string>>>();
  const english = overrides.get(DEFAULT_LANGUAGE);
  for (const language of LANGUAGES) {
    const own = overrides.get(language);
    const namespaces = new Set([...(english?.keys() ?? []), ...(own?.keys() ?? [])]);
    const byNamespace = new Map<string, Record<string, string>>();
    for (const namespace of namespaces) {
      const shown: Record<string, string> = {};
      // An English change shows wherever a language has no text of its own.
      for (const [key, value] of Object.entries(english?.get(namespace) ?? {})) {
        const entry = shippedTexts.byName.get(`${namespace}:${key}`);
        if (language === DEFAULT_LANGUAGE || !entry?.text[language]) shown[key] = value;
      }
      if (language !== DEFAULT_LANGUAGE) {
        for (const [key, value] of Object.entries(own?.get(namespace) ?? {})) {
          const entry = shippedTexts.byName.get(`${namespace}:${key}`);
          shown[key] = value !== "" ? value : (english?.get(namespace)?.[entry?.englishKey ?? key] ?? entry?.text.en ?? "");
        }
      }
      if (Object.keys(shown).length > 0) byNamespace.set(namespace, shown);
    }
    if (byNamespace.size > 0) changes.set(language, byNamespace);
  }
  return { version, overrides, changes };
}

/** The namespaces of a language whose shown text differs from the shipped one. */
export function changedNamespaces(texts: SiteTexts, language: Language): string[] {
  return [...(texts.changes.get(language)?.keys() ?? [])].sort();
}

/** What a language's namespace shows that differs from the shipped dictionary (flat keys). */
export function changesOf(texts: SiteTexts, language: Language, namespace: string): Readonly<Record<string, string>> {
  return texts.changes.get(language)?.get(namespace) ?? {};
}

const mergedBundles = new WeakMap<SiteTexts, Map<string, Dictionary>>();

/** The dictionary a page of `language` shows for `namespace`: shipped, English-filled, with the overrides. */
export function shownDictionary(texts: SiteTexts, language: Language, namespace: string): Dictionary {
  let cache = mergedBundles.get(texts);
  if (!cache) {
    cache = new Map();
    mergedBundles.set(texts, cache);
  }
  const cacheKey = `${language}/${namespace}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const { dictionaries } = shippedTexts;
  const english = dictionaries[DEFAULT_LANGUAGE][namespace] ?? {};
  const base = language === DEFAULT_LANGUAGE ? english : mergeOverEnglish(english, dictionaries[language][namespace] ?? {});
  const shown = withValues(base, changesOf(texts, language, namespace));
  cache.set(cacheKey, shown);
  return shown;
}

export async function readOverrideRows(db: DB): Promise<OverrideRow[]> {
  return db.selectFrom("text_overrides").select(["namespace", "key", "language", "value", "source_english"]).execute();
}

interface CachedTexts {
  checkedAt: number;
  texts: Promise<SiteTexts>;
}

const caches = new WeakMap<Database, CachedTexts>();
/** The last snapshot read per handle, for answers that must not wait on the database. */
const held = new WeakMap<Database, SiteTexts>();

/** Drops this instance's snapshot, after a write through it. */
export function forgetSiteTexts(database: Database): void {
  caches.delete(database);
}

/**
 * The last snapshot this instance read, without touching the database (the shipped texts before the
 * first): for the error answers, which are given while the database is away too.
 */
export function heldSiteTexts(database: Database): SiteTexts {
  return held.get(database) ?? NO_OVERRIDES;
}

/**
 * The version first, then the rows: a write between the two reads leaves a snapshot with newer rows
 * under the older version, which the next check replaces. Read together (on two pooled
 * connections), older rows could be kept under the newer version until the next write.
 */
async function readSnapshot(db: DB): Promise<SiteTexts> {
  const version = await readContentVersion(db);
  return snapshotOf(version, await readOverrideRows(db));
}

/**
 * The current snapshot. Checked against the content version at most every 2 s (the page cache's
 * bound, decision 0008); concurrent callers share one read.
 */
export async function siteTexts(database: Database, now = Date.now()): Promise<SiteTexts> {
  const cached = caches.get(database);
  if (cached && now - cached.checkedAt < CONTENT_CHECK_MS) return cached.texts;
  if (cached) {
    cached.checkedAt = now;
    const current = await cached.texts.catch(() => undefined);
    if (current && (await readContentVersion(database.db)) === current.version) return current;
  }
  const entry: CachedTexts = { checkedAt: now, texts: readSnapshot(database.db) };
  caches.set(database, entry);
  entry.texts.then(
    (texts) => held.set(database, texts),
    // A failed read is tried again by the next caller, unless a newer read took its place already.
    () => caches.get(database) === entry && caches.delete(database),
  );
  return entry.texts;
}
