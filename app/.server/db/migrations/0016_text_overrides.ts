import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Editable texts (decision 0017): staff overrides of the shipped dictionaries, every saved version of
 * an entry, and which English text each shipped translation was made from, so a release that
 * changes an English text marks its translations out of date.
 */
export async function up(db: Kysely<unknown>, { id, nowDefault }: MigrationContext): Promise<void> {
  // One row per (namespace, key, language) staff changed. An empty value in Spanish or French
  // removes that translation: the site shows English and the entry counts as missing.
  await db.schema
    .createTable("text_overrides")
    .addColumn("namespace", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    // The English text this translation was made from (null for English itself).
    .addColumn("source_english", "text")
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addColumn("updated_by", "text")
    .addPrimaryKeyConstraint("text_overrides_pk", ["namespace", "key", "language"])
    .execute();

  // Every version staff saved, newest last; a null value is "the shipped text restored".
  await db.schema
    .createTable("text_versions")
    .addColumn("id", id.type, id.build)
    .addColumn("namespace", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("value", "text")
    .addColumn("source_english", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addColumn("actor_email", "text")
    .execute();
  await db.schema
    .createIndex("text_versions_entry")
    .on("text_versions")
    .columns(["namespace", "key", "language", "id"])
    .execute();

  // What this database has seen shipped, per translated entry: the translation's hash and the hash of
  // the English it was made from. Synced before a process first reads the states (services/content/texts/shipped-sources.ts).
  await db.schema
    .createTable("shipped_text_sources")
    .addColumn("namespace", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("translation_hash", "text", (c) => c.notNull())
    .addColumn("english_hash", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("shipped_text_sources_pk", ["namespace", "key", "language"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["shipped_text_sources", "text_versions", "text_overrides"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
