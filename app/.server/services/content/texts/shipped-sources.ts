/**
 * Which English text each shipped translation was made from (decision 0017). A release that changes
 * an English text without changing its translation leaves the translation made from the old English:
 * out of date. A release that changes the translation too made it from the new English. Synced once
 * per process, before the first state is read (the catalog asks); idempotent, so instances may race.
 */
import { createHash } from "node:crypto";
import { DEFAULT_LANGUAGE, LANGUAGES } from "~/i18n/languages";
import type { Database, DB } from "../../../db";
import { shippedTexts } from "./shipped";

/** A short stable fingerprint of a text. */
export function textHash(text: string): string {
  return createHash("sha256").update(text).digest("base64url").slice(0, 22);
}

const BATCH = 200;

export async function syncShippedSources(db: DB): Promise<void> {
  const seen = new Map<string, { translation_hash: string; english_hash: string }>();
  for (const row of await db.selectFrom("shipped_text_sources").selectAll().execute()) {
    seen.set(`${row.namespace}:${row.key}:${row.language}`, row);
  }
  const writes: { namespace: string; key: string; language: string; translation_hash: string; english_hash: string }[] = [];
  for (const entry of shippedTexts.entries) {
    const english = textHash(entry.text.en);
    for (const language of LANGUAGES) {
      const translation = language === DEFAULT_LANGUAGE ? undefined : entry.text[language];
      if (translation === undefined) continue;
      const translationHash = textHash(translation);
      const known = seen.get(`${entry.namespace}:${entry.key}:${language}`);
      // Unchanged translation: it keeps the English it was made from, even if English moved on.
      if (known && known.translation_hash === translationHash) continue;
      writes.push({
        namespace: entry.namespace,
        key: entry.key,
        language,
        translation_hash: translationHash,
        english_hash: english,
      });
    }
  }
  for (let start = 0; start < writes.length; start += BATCH) {
    await db
      .insertInto("shipped_text_sources")
      .values(writes.slice(start, start + BATCH))
      .onConflict((conflict) =>
        conflict.columns(["namespace", "key", "language"]).doUpdateSet((eb) => ({
          translation_hash: eb.ref("excluded.translation_hash"),
          english_hash: eb.ref("excluded.english_hash"),
        })),
      )
      .execute();
  }
}

const synced = new WeakMap<Database, Promise<void>>();

/** Syncs once per database handle and process; a failed sync is tried again by the next caller. */
export function ensureShippedSources(database: Database): Promise<void> {
  let done = synced.get(database);
  if (!done) {
    done = syncShippedSources(database.db);
    synced.set(database, done);
    done.catch(() => synced.delete(database));
  }
  return done;
}
