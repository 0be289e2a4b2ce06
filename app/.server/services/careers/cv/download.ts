/**
 * A CV as staff download it (decision 0034): only a file whose scan let it through, as an
 * attachment the browser saves and never renders (its detected type, `nosniff`, a sandboxing CSP,
 * a safe file name), and every download in the audit log, written in the same transaction as the
 * read, so no file leaves without its entry; a file of a candidate's also in their timeline
 * (decision 0035), in that same transaction.
 */
import type { Database } from "../../../db";
import type { CvScanState } from "../../../db/schema";
import { type AuditActor, recordAudit } from "../../operations/audit";
import { recordCandidateEvent } from "../candidates/events";
import { attachmentDisposition } from "./display-name";

/** Files staff may open: scanned clean, or kept while no clamd was configured. */
const OPENABLE: readonly CvScanState[] = ["clean", "unscanned"];

export type CvDownload =
  | { ok: true; file: { displayName: string; contentType: string; bytes: Buffer } }
  | { ok: false; reason: "notFound" | "notScanned" | "infected" };

export async function downloadCv(database: Database, actor: AuditActor, id: number): Promise<CvDownload> {
  return database.db.transaction().execute(async (trx): Promise<CvDownload> => {
    const row = await trx
      .selectFrom("cv_files")
      .leftJoin("cv_file_bytes", "cv_file_bytes.cv_file_id", "cv_files.id")
      .select([
        "cv_files.id",
        "display_name",
        "content_type",
        "scan_state",
        "application_id",
        "candidate_id",
        "cv_file_bytes.bytes",
      ])
      .where("cv_files.id", "=", id)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: "notFound" };
    if (row.scan_state === "infected") return { ok: false, reason: "infected" };
    if (!OPENABLE.includes(row.scan_state)) return { ok: false, reason: "notScanned" };
    if (!row.bytes) return { ok: false, reason: "notFound" };
    await recordAudit(trx, {
      actor,
      action: "cv.download",
      target: { type: "cv", id: row.id },
      after: { applicationId: row.application_id, scanState: row.scan_state },
    });
    if (row.candidate_id !== null)
      await recordCandidateEvent(trx, {
        candidateId: row.candidate_id,
        applicationId: row.application_id,
        kind: "download",
        detail: { cvId: row.id },
        actorId: actor.userId,
      });
    return { ok: true, file: { displayName: row.display_name, contentType: row.content_type, bytes: Buffer.from(row.bytes) } };
  });
}

/** The answer that hands the file over: saved, never shown, never sniffed, never cached. */
export function cvAttachmentResponse(file: { displayName: string; contentType: string; bytes: Buffer }): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": attachmentDisposition(file.displayName),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
      "Cache-Control": "private, no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}
