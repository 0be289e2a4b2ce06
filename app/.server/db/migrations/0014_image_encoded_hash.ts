import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";

/**
 * `/media/` addresses are cached as immutable for a year (decision 0012), so they are named by a
 * hash of the encoded variants from now on, not of the upload: bytes encoded differently (other
 * encoder settings, another sharp) get new addresses instead of hiding behind old ones. Stored
 * images get theirs here; the formula is written out, not imported, so this migration does the
 * same thing however the service's code changes later (it matches `encodedImageHash` today).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("images")
    .addColumn("encoded_hash", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  const images = await sql<{ id: number }>`select id from images`.execute(db);
  for (const { id } of images.rows) {
    const variants = await sql<{ format: string; width: number; bytes: Uint8Array }>`
      select format, width, bytes from image_variants where image_id = ${id}`.execute(db);
    const hash = createHash("sha256");
    const ordered = [...variants.rows].sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width);
    for (const variant of ordered) {
      hash.update(`${variant.format}:${variant.width}:${variant.bytes.length}\n`);
      hash.update(variant.bytes);
    }
    await sql`update images set encoded_hash = ${hash.digest("hex")} where id = ${id}`.execute(db);
  }
  // Every /media/ request the LRU has not answered yet looks an image up by it.
  await db.schema.createIndex("images_encoded_hash").on("images").column("encoded_hash").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("images_encoded_hash").ifExists().execute();
  await db.schema.alterTable("images").dropColumn("encoded_hash").execute();
}
