import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Candidates' CVs (decision 0034): one row per accepted file, with what was learnt from its bytes
 * (type, size, sha256, the virus scan's state, the extracted text staff search), and its bytes in
 * a table of their own, so reading and searching the rows never loads a file. The bytes live in
 * the database, as uploaded images do (decision 0012): every instance serves the same file, a
 * backup takes them with their row, and a row never outlives its bytes nor the bytes their row.
 *
 * Privacy (docs/product.md, "Candidates' CVs"): a CV is a person's document. It is found through
 * its application (`application_id`; the applications table that owns a file comes next and will
 * reference this column); erasing a person deletes their applications' `cv_files` rows, and with
 * each row its `cv_file_bytes` row, in one transaction (`eraseCvFiles`). Nothing of the file is
 * kept elsewhere: the audit log names a download by the file's id only.
 */
export async function up(db: Kysely<unknown>, { id, engine, nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("cv_files")
    .addColumn("id", id.type, id.build)
    // The application the file came with; null until the applications table (next) claims it.
    .addColumn("application_id", "integer")
    // The sender's file name, cleaned for display only: never a path, never used to type the file.
    .addColumn("display_name", "text", (c) => c.notNull())
    // What the bytes are: "pdf" or "docx", and the content type it is served with.
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    // clean | infected | held (clamd did not answer; scanned again later) | unscanned (no clamd configured).
    .addColumn("scan_state", "text", (c) => c.notNull())
    // The signature clamd named, or why the last scan could not run.
    .addColumn("scan_detail", "text")
    .addColumn("scanned_at", "text")
    // The file's text for staff search; empty when it could not be read.
    .addColumn("extracted_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("cv_files_application").on("cv_files").column("application_id").execute();
  await db.schema.createIndex("cv_files_scan_state").on("cv_files").columns(["scan_state", "id"]).execute();
  await db.schema
    .createTable("cv_file_bytes")
    .addColumn("cv_file_id", "integer", (c) => c.primaryKey().references("cv_files.id").onDelete("cascade"))
    .addColumn("bytes", engine === "sqlite" ? "blob" : "bytea", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("cv_file_bytes").ifExists().execute();
  await db.schema.dropTable("cv_files").ifExists().execute();
}
