import type { Kysely } from "kysely";

/** The unread filter of the messages page (and its count) walks this index instead of every row. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("contacts_archived_read_created_at")
    .on("contacts")
    .columns(["archived", "read", "created_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("contacts_archived_read_created_at").ifExists().execute();
}
