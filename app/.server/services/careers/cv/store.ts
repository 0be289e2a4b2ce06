/**
 * Taking a CV in (decision 0034): its bytes checked for what they are (inspect.ts), scanned by
 * clamd when one is configured, their text extracted, and then the row and its bytes written in
 * one transaction, so a crash at any moment leaves both or neither. An infected file is refused
 * and nothing of it kept; while clamd is unreachable the file is kept `held`, which staff cannot
 * open until a later scan (rescan.ts) clears it.
 */
import { createHash } from "node:crypto";
import type { CvRefusal } from "~/lib/careers/cv-files";
import type { Database, DB } from "../../../db";
import type { CvScanState } from "../../../db/schema";
import { nowIso } from "../../../db/schema";
import type { Scanner } from "./clamd";
import { displayName } from "./display-name";
import { extractCvText } from "./extract-text";
import { inspectCv } from "./inspect";

/** A file as a form posted it: its bytes, and the name the sender's system gave it. */
export interface CvUpload {
  bytes: Buffer;
  filename?: string;
}

export interface StoredCv {
  id: number;
  kind: "pdf" | "docx";
  displayName: string;
  sizeBytes: number;
  scanState: CvScanState;
}

export type AcceptCvResult = { ok: true; cv: StoredCv } | { ok: false; reason: CvRefusal };

export interface AcceptCvOptions {
  /** The configured clamd (CLAMD_URL); without one, files are kept `unscanned`. */
  scanner?: Scanner;
  /** The application the file came with, when it is written in the same transaction. */
  applicationId?: number;
  /** The caller's transaction (the application's), so the file commits with it or not at all. */
  trx?: DB;
}

/** A posted form field as an upload: a File with bytes, or nothing. */
export async function cvUploadOf(value: FormDataEntryValue | null): Promise<CvUpload | undefined> {
  if (!value || typeof value === "string" || value.size === 0) return undefined;
  return { bytes: Buffer.from(await value.arrayBuffer()), filename: value.name };
}

/**
 * Checks, scans and stores one CV. Everything slow (the scan, the text) happens before the
 * transaction, which only writes. Pass `trx` to write inside the application's own transaction.
 */
export async function acceptCv(database: Database, upload: CvUpload, options: AcceptCvOptions = {}): Promise<AcceptCvResult> {
  const inspected = await inspectCv(upload.bytes);
  if (!inspected.ok) return inspected;
  const verdict = options.scanner ? await options.scanner(upload.bytes) : undefined;
  if (verdict?.state === "infected") return { ok: false, reason: "infected" };
  const scanState: CvScanState = !verdict ? "unscanned" : verdict.state === "clean" ? "clean" : "held";
  const text = await extractCvText(
    inspected.kind === "pdf" ? { kind: "pdf", bytes: upload.bytes } : { kind: "docx", documentXml: inspected.documentXml },
  );
  const name = displayName(upload.filename, inspected.kind);
  const write = async (trx: DB) => {
    const row = await trx
      .insertInto("cv_files")
      .values({
        application_id: options.applicationId ?? null,
        display_name: name,
        kind: inspected.kind,
        content_type: inspected.contentType,
        size_bytes: upload.bytes.byteLength,
        sha256: createHash("sha256").update(upload.bytes).digest("hex"),
        scan_state: scanState,
        scan_detail: verdict?.state === "unavailable" ? verdict.error : null,
        scanned_at: verdict?.state === "clean" ? nowIso() : null,
        extracted_text: text,
        created_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("cv_file_bytes").values({ cv_file_id: row.id, bytes: upload.bytes }).execute();
    return row.id;
  };
  const id = options.trx ? await write(options.trx) : await database.db.transaction().execute(write);
  return { ok: true, cv: { id, kind: inspected.kind, displayName: name, sizeBytes: upload.bytes.byteLength, scanState } };
}

/** Ties stored files to the application they came with (the application's service calls it in its transaction). */
export async function attachCvFiles(db: DB, ids: readonly number[], applicationId: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable("cv_files")
    .set({ application_id: applicationId })
    .where("id", "in", [...ids])
    .execute();
}

/**
 * Erases files for good, their rows and bytes in one statement each, in the caller's transaction
 * when it has one: how a candidate's erasure removes their CVs (docs/product.md, "Candidates' CVs").
 */
export async function eraseCvFiles(
  db: DB,
  where: { ids: readonly number[] } | { applicationIds: readonly number[] },
): Promise<number> {
  const erase = async (trx: DB) => {
    const ids =
      "ids" in where
        ? [...where.ids]
        : where.applicationIds.length === 0
          ? []
          : (
              await trx
                .selectFrom("cv_files")
                .select("id")
                .where("application_id", "in", [...where.applicationIds])
                .execute()
            ).map((row) => row.id);
    if (ids.length === 0) return 0;
    await trx.deleteFrom("cv_file_bytes").where("cv_file_id", "in", ids).execute();
    const deleted = await trx.deleteFrom("cv_files").where("id", "in", ids).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  };
  return db.isTransaction ? erase(db) : db.transaction().execute(erase);
}
