/**
 * Every entry of the dictionaries with what each language shows and its state (decision 0017), for
 * the admin area's text list, search and counts, and the translators' file export. Built once per
 * state of the texts (a write makes a new one), so listing and searching are work in memory.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/i18n/languages";
import { TEXT_STATUSES, type TextEntryId, type TextStatus } from "~/lib/texts/model";
import type { Database } from "../../../db";
import { type ShippedEntry, shippedTexts } from "./shipped";
import { ensureShippedSources, textHash } from "./shipped-sources";
import { type SiteTexts, siteTexts } from "./site-texts";

export interface TextOverride {
  value: string;
  sourceEnglish: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

export interface LanguageText {
  /** What the site shows in this language (English where it has no translation). */
  shown: string;
  /** This language's own text: the override's, else the shipped one; "" when missing. */
  own: string;
  shipped?: string;
  override?: TextOverride;
  /** English's state is always "translated". */
  status: TextStatus;
  /** For an out-of-date translation, the English it was made from when known. */
  madeFrom?: string;
}

export interface CatalogEntry extends TextEntryId {
  /** False for a plural form only some languages use: English is another key's (read only). */
  hasEnglishKey: boolean;
  /** The key whose English this entry translates: its own, or for such a plural form its `_other` sibling. */
  englishKey: string;
  /** The shipped English: the reference of placeholders and markup. */
  reference: string;
  languages: Record<Language, LanguageText>;
}

export type StatusCounts = Record<Language, Record<TextStatus, number>>;

export interface TextCatalog {
  version: string;
  entries: CatalogEntry[];
  byName: Map<string, CatalogEntry>;
  namespaces: string[];
  /** Per namespace, and "" for all. */
  counts: Map<string, StatusCounts>;
}

function emptyCounts(): StatusCounts {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, Object.fromEntries(TEXT_STATUSES.map((status) => [status, 0]))]),
  ) as StatusCounts;
}

interface OverrideFull extends TextOverride {
  namespace: string;
  key: string;
  language: string;
}

/** The shipped English's fingerprints, made once per process: a catalog is built anew after every change. */
const shippedHashes = new WeakMap<ShippedEntry, string>();

function shippedHashOf(shipped: ShippedEntry): string {
  let hash = shippedHashes.get(shipped);
  if (hash === undefined) {
    hash = textHash(shipped.text.en);
    shippedHashes.set(shipped, hash);
  }
  return hash;
}

function buildEntry(shipped: ShippedEntry, overrides: Map<string, OverrideFull>, sources: Map<string, string>): CatalogEntry {
  const name = `${shipped.namespace}:${shipped.key}`;
  // A plural form only Spanish and French use translates its `_other` sibling's English, as changed by staff too.
  const englishOverride = overrides.get(`${shipped.namespace}:${shipped.englishKey}:en`);
  const english = englishOverride?.value ?? shipped.text.en;
  const englishHash = englishOverride ? textHash(english) : shippedHashOf(shipped);
  const languages = {} as Record<Language, LanguageText>;
  for (const language of LANGUAGES) {
    const override = language === DEFAULT_LANGUAGE ? englishOverride : overrides.get(`${name}:${language}`);
    const shippedText = shipped.text[language];
    const own = override ? override.value : (shippedText ?? "");
    const text: LanguageText = { shown: own !== "" ? own : english, own, status: "translated" };
    if (shippedText !== undefined) text.shipped = shippedText;
    if (override) {
      const { value, sourceEnglish, updatedAt, updatedBy } = override;
      text.override = { value, sourceEnglish, updatedAt, updatedBy };
    }
    if (language !== DEFAULT_LANGUAGE) {
      if (own === "") text.status = "missing";
      else if (override) {
        if (override.sourceEnglish !== null && override.sourceEnglish !== english) {
          text.status = "outOfDate";
          text.madeFrom = override.sourceEnglish;
        }
      } else {
        const madeFrom = sources.get(`${name}:${language}`);
        if (madeFrom !== undefined && madeFrom !== englishHash) {
          text.status = "outOfDate";
          if (madeFrom === shippedHashOf(shipped)) text.madeFrom = shipped.text.en;
        }
      }
    }
    languages[language] = text;
  }
  return {
    namespace: shipped.namespace,
    key: shipped.key,
    hasEnglishKey: shipped.hasEnglishKey,
    englishKey: shipped.englishKey,
    reference: shipped.text.en,
    languages,
  };
}

async function buildCatalog(database: Database, texts: SiteTexts): Promise<TextCatalog> {
  await ensureShippedSources(database);
  const [overrideRows, sourceRows] = await Promise.all([
    database.db.selectFrom("text_overrides").selectAll().execute(),
    database.db.selectFrom("shipped_text_sources").select(["namespace", "key", "language", "english_hash"]).execute(),
  ]);
  const overrides = new Map<string, OverrideFull>();
  for (const row of overrideRows) {
    overrides.set(`${row.namespace}:${row.key}:${row.language}`, {
      namespace: row.namespace,
      key: row.key,
      language: row.language,
      value: row.value,
      sourceEnglish: row.source_english,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
    });
  }
  const sources = new Map(sourceRows.map((row) => [`${row.namespace}:${row.key}:${row.language}`, row.english_hash]));
  const entries = shippedTexts.entries.map((entry) => buildEntry(entry, overrides, sources));
  const counts = new Map<string, StatusCounts>([["", emptyCounts()]]);
  for (const entry of entries) {
    const ofNamespace = counts.get(entry.namespace) ?? emptyCounts();
    counts.set(entry.namespace, ofNamespace);
    for (const language of LANGUAGES) {
      const status = entry.languages[language].status;
      ofNamespace[language][status] += 1;
      (counts.get("") as StatusCounts)[language][status] += 1;
    }
  }
  return {
    version: texts.version,
    entries,
    byName: new Map(entries.map((entry) => [`${entry.namespace}:${entry.key}`, entry])),
    namespaces: shippedTexts.namespaces,
    counts,
  };
}

const catalogs = new WeakMap<SiteTexts, Promise<TextCatalog>>();

/** The catalog of the current state of the texts. */
export async function textCatalog(database: Database): Promise<TextCatalog> {
  const texts = await siteTexts(database);
  let catalog = catalogs.get(texts);
  if (!catalog) {
    catalog = buildCatalog(database, texts);
    catalogs.set(texts, catalog);
    catalog.catch(() => catalogs.delete(texts));
  }
  return catalog;
}

export interface TextQuery {
  namespace?: string;
  /** Words to find in the key or any language's text (case- and accent-insensitive). */
  search?: string;
  /** With `status`: entries whose translation in this language is in that state. */
  language?: Language;
  status?: TextStatus;
}

/** Lowercase without accents: "Équipe" finds "equipe". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

const folded = new WeakMap<CatalogEntry, string>();
/**
 * Folded texts by their text, across catalogs: the first search after a change folds only what
 * changed. Bounded: emptied when it holds far more than the entries' texts (old versions piled up).
 */
const foldedTexts = new Map<string, string>();
const FOLDED_TEXTS_MAX = 20_000;

function haystackOf(entry: CatalogEntry): string {
  let text = folded.get(entry);
  if (text === undefined) {
    const raw = [`${entry.namespace}:${entry.key}`, ...LANGUAGES.map((language) => entry.languages[language].shown)].join("\n");
    text = foldedTexts.get(raw);
    if (text === undefined) {
      if (foldedTexts.size >= FOLDED_TEXTS_MAX) foldedTexts.clear();
      text = foldText(raw);
      foldedTexts.set(raw, text);
    }
    folded.set(entry, text);
  }
  return text;
}

/** The entries a query selects, in catalog order. */
export function queryTexts(catalog: TextCatalog, query: TextQuery): CatalogEntry[] {
  const words = foldText(query.search ?? "")
    .split(/\s+/)
    .filter(Boolean);
  return catalog.entries.filter((entry) => {
    if (query.namespace && entry.namespace !== query.namespace) return false;
    if (query.status && query.language && entry.languages[query.language].status !== query.status) return false;
    if (words.length > 0) {
      const haystack = haystackOf(entry);
      if (!words.every((word) => haystack.includes(word))) return false;
    }
    return true;
  });
}
