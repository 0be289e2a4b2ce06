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

export interface AcceptCvOptions extends CvOwners {
  /** The configured clamd (CLAMD_URL); without one, files are kept `unscanned`. */
  scanner?: Scanner;
  /** The caller's transaction (the application's), so the file commits with it or not at all. */
  trx?: DB;
}

/** Whom a stored file belongs to: the application it came with, and its candidate (decision 0035). */
export interface CvOwners {
  /** The application the file came with, when it is written in the same transaction. */
  applicationId?: number;
  /** The candidate the file belongs to. */
  candidateId?: number;
}

/** A CV checked, scanned and read, ready to be written: what `prepareCv` answers and `writeCv` stores. */
export interface PreparedCv {
  bytes: Buffer;
  kind: "pdf" | "docx";
  contentType: string;
  displayName: string;
  scanState: CvScanState;
  scanDetail: string | null;
  text: string;
}

export type PrepareCvResult = { ok: true; cv: PreparedCv } | { ok: false; reason: CvRefusal };

/** A posted form field as an upload: a File with bytes, or nothing. */
export async function cvUploadOf(value: FormDataEntryValue | null): Promise<CvUpload | undefined> {
  if (!value || typeof value === "string" || value.size === 0) return undefined;
  return { bytes: Buffer.from(await value.arrayBuffer()), filename: value.name };
}

/**
 * The slow half of taking a CV in, outside any transaction: the bytes typed, scanned and their
 * text extracted. An infected file or one of another type is refused here, before anything is written.
 */
export async function prepareCv(upload: CvUpload, options: { scanner?: Scanner } = {}): Promise<PrepareCvResult> {
  const inspected = await inspectCv(upload.bytes);
  if (!inspected.ok) return inspected;
  const verdict = options.scanner ? await options.scanner(upload.bytes) : undefined;
  if (verdict?.state === "infected") return { ok: false, reason: "infected" };
  const text = await extractCvText(
    inspected.kind === "pdf" ? { kind: "pdf", bytes: upload.bytes } : { kind: "docx", documentXml: inspected.documentXml },
  );
  return {
    ok: true,
    cv: {
      bytes: upload.bytes,
      kind: inspected.kind,
      contentType: inspected.contentType,
      displayName: displayName(upload.filename, inspected.kind),
      scanState: !verdict ? "unscanned" : verdict.state === "clean" ? "clean" : "held",
      scanDetail: verdict?.state === "unavailable" ? verdict.error : null,
      text,
    },
  };
}

/** The quick half: the row and its bytes, in the caller's transaction (so both commit or neither). */
export async function writeCv(trx: DB, cv: PreparedCv, owners: CvOwners = {}): Promise<StoredCv> {
  const row = await trx
    .insertInto("cv_files")
    .values({
      application_id: owners.applicationId ?? null,
      candidate_id: owners.candidateId ?? null,
      display_name: cv.displayName,
      kind: cv.kind,
      content_type: cv.contentType,
      size_bytes: cv.bytes.byteLength,
      sha256: createHash("sha256").update(cv.bytes).digest("hex"),
      scan_state: cv.scanState,
      scan_detail: cv.scanDetail,
      scanned_at: cv.scanState === "clean" ? nowIso() : null,
      extracted_text: cv.text,
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx.insertInto("cv_file_bytes").values({ cv_file_id: row.id, bytes: cv.bytes }).execute();
  return { id: row.id, kind: cv.kind, displayName: cv.displayName, sizeBytes: cv.bytes.byteLength, scanState: cv.scanState };
}

/**
 * Checks, scans and stores one CV. Everything slow (the scan, the text) happens before the
 * transaction, which only writes. Pass `trx` to write inside the application's own transaction.
 */
export async function acceptCv(database: Database, upload: CvUpload, options: AcceptCvOptions = {}): Promise<AcceptCvResult> {
  const prepared = await prepareCv(upload, options);
  if (!prepared.ok) return prepared;
  const write = (trx: DB) => writeCv(trx, prepared.cv, options);
  const cv = options.trx ? await write(options.trx) : await database.db.transaction().execute(write);
  return { ok: true, cv };
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
