/**
 * The in-memory copy of the public content (public.ts), per database handle and language. Apart
 * from public.ts so that every writer (site-details.ts, editing.ts, published.ts) can drop it
 * without importing the reader, which imports some of them: no import circle (decision 0029).
 */
import type { Language } from "~/i18n/languages";
import type { SiteContent } from "~/lib/site-content";
import type { Database } from "../../db";

export const CONTENT_CHECK_MS = 2_000;

export interface CachedContent {
  version: string;
  checkedAt: number;
  byLanguage: Map<Language, SiteContent>;
  /** One read at a time per handle: concurrent misses share it. */
  loading?: Promise<Record<Language, SiteContent>>;
}

/** Per database handle: the server and the tests each open their own. */
export const caches = new WeakMap<Database, CachedContent>();

/** Drops what this instance holds, after a write through it. */
export function forgetSiteContent(database: Database): void {
  caches.delete(database);
}
