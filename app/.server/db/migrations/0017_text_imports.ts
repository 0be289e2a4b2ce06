import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Translators' files (decision 0018): an import previewed and not yet applied. "Apply" applies what
 * the preview showed, read from here, never from the browser; a row lives a day at most.
 */
export async function up(db: Kysely<unknown>, { nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("text_imports")
    // A random token: the apply form names the import by it.
    .addColumn("id", "text", (c) => c.primaryKey())
    // Who previewed it (the user's id): only they may apply it.
    .addColumn("owner", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    // JSON: the writes, each with hashes of the texts the preview compared it with.
    .addColumn("writes", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("text_imports").ifExists().execute();
}
