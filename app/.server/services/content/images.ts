/**
 * Uploaded images: processed (app/.server/media), stored once per distinct upload (its SHA-256),
 * and read back for pages and for the fast lane's `/media/` handler, whose addresses are named by
 * the hash of the encoded variants (encodedImageHash), not of the upload. Results are domain results;
 * the caller chooses the message (`UPLOAD_REJECTION_MESSAGES`) and the status.
 */
import { createHash } from "node:crypto";
import {
  CONTENT_TYPE_OF,
  type ImageData,
  type ImageFormat,
  type ImagePurpose,
  type ImageVariantInfo,
} from "~/lib/media/image-sources";
import type { UploadRejection } from "~/lib/media/upload-rejections";
import type { Database } from "../../db";
import { nowIso } from "../../db/schema";
import { MAX_UPLOAD_BYTES } from "../../media/limits";
import { precheckUpload, processUpload } from "../../media/process-upload";
import { encodedImageHash } from "../../media/processed-image";
import { type AuditActor, type AuditChange, audited, recordAudit } from "../operations/audit";

export interface Upload {
  bytes: Buffer;
  /** The sender's word (a `File`'s type and name): kept for logs only, never trusted. */
  declaredType?: string;
  filename?: string;
}

export type StoreResult = { ok: true; image: ImageData } | { ok: false; reason: UploadRejection };

/** The bytes of one variant, as the `/media/` handler serves them. */
export interface StoredVariant {
  contentType: string;
  bytes: Buffer;
}

export function contentHash(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Stores an upload once (by its hash) and records it in the audit log: a new image with its row,
 * in one transaction; an upload of bytes already stored names that image.
 */
export async function storeUpload(
  database: Database,
  actor: AuditActor,
  upload: Upload,
  purpose: ImagePurpose,
): Promise<StoreResult> {
  const { bytes } = upload;
  // Checked before the hash is looked up: a stored SVG logo must not come back as a photo.
  const refused = precheckUpload(bytes, purpose);
  if (refused) return { ok: false, reason: refused };
  const hash = contentHash(bytes);
  const uploaded = (id: number, after: Record<string, unknown>): AuditChange => ({
    action: "image.upload",
    target: { type: "image", id },
    after: { purpose, filename: upload.filename?.slice(0, 200) ?? null, ...after },
  });
  const known = await imageWhere(database, "hash", hash);
  if (known) {
    await recordAudit(database.db, { actor, ...uploaded(known.id, { alreadyStored: true }) });
    return { ok: true, image: known };
  }
  const processed = await processUpload(bytes, purpose);
  if (!processed.ok) return processed;
  const { width, height, variants } = processed.image;
  const id = await audited(database.db, actor, async (trx) => {
    // Two instances may store the same upload at once: the second finds the first's row.
    const inserted = await trx
      .insertInto("images")
      .values({ hash, encoded_hash: encodedImageHash(variants), purpose, width, height, created_at: nowIso() })
      .onConflict((conflict) => conflict.column("hash").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { result: undefined };
    await trx
      .insertInto("image_variants")
      .values(
        variants.map((variant) => ({
          image_id: inserted.id,
          width: variant.width,
          height: variant.height,
          format: variant.format,
          content_type: CONTENT_TYPE_OF[variant.format],
          byte_length: variant.bytes.length,
          bytes: variant.bytes,
        })),
      )
      .execute();
    return { result: inserted.id, entry: uploaded(inserted.id, { width, height }) };
  });
  const image = id === undefined ? await imageWhere(database, "hash", hash) : await imageById(database, id);
  if (!image) throw new Error(`Image ${hash} vanished while it was stored`);
  return { ok: true, image };
}

/**
 * An upload from an action's posted form: anything but a non-empty file within the limit
 * is refused before its bytes are read. The request listener has already capped the body's size.
 */
export async function storeUploadedFile(
  database: Database,
  actor: AuditActor,
  file: FormDataEntryValue | null,
  purpose: ImagePurpose,
): Promise<StoreResult> {
  if (!(file instanceof File) || file.size === 0) return { ok: false, reason: "empty" };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: "tooLarge" };
  const bytes = Buffer.from(await file.arrayBuffer());
  return storeUpload(database, actor, { bytes, declaredType: file.type, filename: file.name }, purpose);
}

async function imageWhere(
  database: Pick<Database, "db">,
  column: "id" | "hash",
  value: number | string,
): Promise<ImageData | undefined> {
  const row = await database.db
    .selectFrom("images")
    .select(["id", "encoded_hash as hash", "purpose", "width", "height"])
    .where(column, "=", value)
    .executeTakeFirst();
  if (!row) return undefined;
  const variants = await database.db
    .selectFrom("image_variants")
    .select(["width", "height", "format"])
    .where("image_id", "=", row.id)
    .orderBy("width")
    .orderBy("format")
    .execute();
  return {
    ...row,
    purpose: row.purpose as ImagePurpose,
    variants: variants.map((variant) => ({ ...variant, format: variant.format as ImageFormat }) satisfies ImageVariantInfo),
  };
}

export function imageById(database: Pick<Database, "db">, id: number): Promise<ImageData | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return Promise.resolve(undefined);
  return imageWhere(database, "id", id);
}

/**
 * The bytes served under `/media/<hash>-<width>.<ext>` (the hash of the encoded variants), or
 * undefined when there is no such variant. Two uploads may encode to the same bytes: either serves.
 */
export async function variantBytes(
  database: Database,
  hash: string,
  width: number,
  format: ImageFormat,
): Promise<StoredVariant | undefined> {
  const row = await database.db
    .selectFrom("image_variants")
    .innerJoin("images", "images.id", "image_variants.image_id")
    .select(["image_variants.content_type", "image_variants.bytes"])
    .where("images.encoded_hash", "=", hash)
    .where("image_variants.width", "=", width)
    .where("image_variants.format", "=", format)
    .limit(1)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes) } : undefined;
}
