import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Uploaded images, stored in the database so every instance serves the same ones: one row per
 * distinct upload (its content hash), and its encoded variants as blobs (BLOB on SQLite, bytea on
 * PostgreSQL; both drivers read them as Buffers).
 */
export async function up(db: Kysely<unknown>, { id, engine, nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("images")
    .addColumn("id", id.type, id.build)
    .addColumn("hash", "text", (c) => c.notNull().unique())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema
    .createTable("image_variants")
    .addColumn("image_id", "integer", (c) => c.notNull().references("images.id").onDelete("cascade"))
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("byte_length", "integer", (c) => c.notNull())
    .addColumn("bytes", engine === "sqlite" ? "blob" : "bytea", (c) => c.notNull())
    .addPrimaryKeyConstraint("image_variants_pkey", ["image_id", "width", "format"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("image_variants").ifExists().execute();
  await db.schema.dropTable("images").ifExists().execute();
}
