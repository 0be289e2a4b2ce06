/**
 * Staff's changes to the texts (decision 0017): one write path for the editor, the in-page editor,
 * restores and the file import. A batch is checked whole first and applied in one transaction with
 * its versions, its audit entries and a new content version (every cache follows it), or not at all.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/languages";
import { entryName, type TextEntryId } from "~/lib/texts/model";
import { type TextRefusal, textRefusal } from "~/lib/texts/rules";
import type { Database, DB } from "../../../db";
import { nowIso } from "../../../db/schema";
import { type AuditActor, recordAudit } from "../../operations/audit";
import { bumpContentVersion } from "../version";
import { type CatalogEntry, textCatalog } from "./catalog";
import { textHash } from "./shipped-sources";
import { forgetSiteTexts } from "./site-texts";

export interface TextWrite extends TextEntryId {
  language: string;
  /** The new text; "" removes a Spanish or French translation; null restores the shipped text. */
  value: string | null;
}

export interface RefusedWrite {
  write: TextWrite;
  refusal: TextRefusal;
}

export type WriteOutcome = { ok: true; changed: number } | { ok: false; refused: RefusedWrite[] };

type WriteAction = "text.update" | "text.restore" | "text.import";

/** Why a write cannot be applied, judged against the catalog; undefined when it can. */
export function refusalOf(entry: CatalogEntry | undefined, write: TextWrite): TextRefusal | undefined {
  if (!entry) return { reason: "unknownEntry" };
  if (!isLanguage(write.language)) return { reason: "unknownLanguage" };
  if (write.language === DEFAULT_LANGUAGE && !entry.hasEnglishKey) return { reason: "noEnglishKey" };
  return write.value === null ? undefined : textRefusal(entry.reference, write.language, write.value);
}

async function applyWrite(
  trx: DB,
  actor: AuditActor,
  action: WriteAction,
  entry: CatalogEntry,
  write: TextWrite,
  english: string,
) {
  const language = write.language as Language;
  const where = { namespace: entry.namespace, key: entry.key, language };
  const before = entry.languages[language];
  const sourceEnglish = language === DEFAULT_LANGUAGE ? null : english;
  if (write.value === null) {
    if (!before.override) return false;
    await trx
      .deleteFrom("text_overrides")
      .where("namespace", "=", where.namespace)
      .where("key", "=", where.key)
      .where("language", "=", language)
      .execute();
  } else {
    // The same text made from the same English: nothing to record.
    if (before.override && before.override.value === write.value && before.override.sourceEnglish === sourceEnglish) return false;
    const values = { ...where, value: write.value, source_english: sourceEnglish, updated_at: nowIso(), updated_by: actor.email };
    await trx
      .insertInto("text_overrides")
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(["namespace", "key", "language"]).doUpdateSet({
          value: values.value,
          source_english: values.source_english,
          updated_at: values.updated_at,
          updated_by: values.updated_by,
        }),
      )
      .execute();
  }
  await trx
    .insertInto("text_versions")
    .values({
      ...where,
      value: write.value,
      source_english: write.value === null ? null : sourceEnglish,
      created_at: nowIso(),
      actor_email: actor.email,
    })
    .execute();
  await recordAudit(trx, {
    actor,
    action,
    target: { type: "text", id: [entry.namespace, entry.key, language] },
    before: { value: before.own, shipped: !before.override },
    after: { value: write.value ?? before.shipped ?? "", shipped: write.value === null },
  });
  return true;
}

/**
 * A Spanish or French text of nothing but spaces removes the translation, as "" does: stored as
 * spaces, the site would show a blank where English belongs and count it translated.
 */
function asStored(write: TextWrite): TextWrite {
  return write.value !== null && write.value !== "" && write.value.trim() === "" ? { ...write, value: "" } : write;
}

/**
 * Applies every write or none: one refused write refuses the batch, each refusal listed. English
 * writes are applied first, so a translation in the same batch is made from the new English.
 */
export async function writeTexts(
  database: Database,
  actor: AuditActor,
  writes: readonly TextWrite[],
  action: WriteAction,
): Promise<WriteOutcome> {
  const catalog = await textCatalog(database);
  const refused: RefusedWrite[] = [];
  for (const write of writes) {
    const refusal = refusalOf(catalog.byName.get(entryName(write)), write);
    if (refusal) refused.push({ write, refusal });
  }
  if (refused.length > 0) return { ok: false, refused };
  const ordered = writes
    .map(asStored)
    .sort((a, b) => Number(b.language === DEFAULT_LANGUAGE) - Number(a.language === DEFAULT_LANGUAGE));
  const changed = await database.db.transaction().execute(async (trx) => {
    const englishNow = new Map<string, string>();
    let count = 0;
    for (const write of ordered) {
      const entry = catalog.byName.get(entryName(write)) as CatalogEntry;
      // Keyed by the English an entry translates: a `_many` form follows its `_other` sibling.
      const englishName = entryName({ namespace: entry.namespace, key: entry.englishKey });
      if (write.language === DEFAULT_LANGUAGE) {
        englishNow.set(englishName, write.value ?? entry.languages.en.shipped ?? entry.reference);
      }
      const english = englishNow.get(englishName) ?? entry.languages.en.own;
      if (await applyWrite(trx, actor, action, entry, write, english)) count += 1;
    }
    if (count > 0) await bumpContentVersion(trx);
    return count;
  });
  if (changed > 0) forgetSiteTexts(database);
  return { ok: true, changed };
}

/**
 * Marks a translation as still right for the English it now has: an out-of-date entry whose
 * translation needs no change. False when the entry or language is unknown or there is nothing to mark.
 */
export async function confirmTranslation(
  database: Database,
  actor: AuditActor,
  id: TextEntryId,
  language: string,
): Promise<boolean> {
  const catalog = await textCatalog(database);
  const entry = catalog.byName.get(entryName(id));
  if (!entry || !isLanguage(language) || language === DEFAULT_LANGUAGE) return false;
  const text = entry.languages[language];
  if (text.status !== "outOfDate") return false;
  const english = entry.languages.en.own;
  await database.db.transaction().execute(async (trx) => {
    if (text.override) {
      await trx
        .updateTable("text_overrides")
        .set({ source_english: english })
        .where("namespace", "=", entry.namespace)
        .where("key", "=", entry.key)
        .where("language", "=", language)
        .execute();
    } else {
      await trx
        .updateTable("shipped_text_sources")
        .set({ english_hash: textHash(english) })
        .where("namespace", "=", entry.namespace)
        .where("key", "=", entry.key)
        .where("language", "=", language)
        .execute();
    }
    await recordAudit(trx, {
      actor,
      action: "text.confirm",
      target: { type: "text", id: [entry.namespace, entry.key, language] },
      after: { english },
    });
    await bumpContentVersion(trx);
  });
  forgetSiteTexts(database);
  return true;
}

export interface TextVersion {
  id: number;
  language: string;
  /** null: the shipped text was restored. */
  value: string | null;
  sourceEnglish: string | null;
  createdAt: string;
  actorEmail: string | null;
}

export const HISTORY_LIMIT = 100;

/** An entry's saved versions, newest first. */
export async function textHistory(database: Database, id: TextEntryId): Promise<TextVersion[]> {
  const rows = await database.db
    .selectFrom("text_versions")
    .selectAll()
    .where("namespace", "=", id.namespace)
    .where("key", "=", id.key)
    .orderBy("id", "desc")
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    language: row.language,
    value: row.value,
    sourceEnglish: row.source_english,
    createdAt: row.created_at,
    actorEmail: row.actor_email,
  }));
}

/** Restores an earlier version of an entry (checked again: the rules may have changed since). */
export async function restoreVersion(
  database: Database,
  actor: AuditActor,
  id: TextEntryId,
  versionId: number,
): Promise<WriteOutcome | undefined> {
  const version = await database.db
    .selectFrom("text_versions")
    .selectAll()
    .where("id", "=", versionId)
    .where("namespace", "=", id.namespace)
    .where("key", "=", id.key)
    .executeTakeFirst();
  if (!version) return undefined;
  return writeTexts(
    database,
    actor,
    [{ namespace: version.namespace, key: version.key, language: version.language, value: version.value }],
    "text.restore",
  );
}
