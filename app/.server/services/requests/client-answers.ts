/**
 * A client's answer for a shortlisted candidate (decision 0038): approve or decline, with an
 * optional comment. One conditional UPDATE on an undecided entry of THIS request's lines, so an id
 * of another request's entry changes nothing, and a second answer neither; then, in the same
 * transaction, the request's event, the candidate's timeline event and the notice to staff.
 */
import type { Database } from "../../db";
import { nowIso } from "../../db/schema";
import { enqueueEmail } from "../../mail/outbox";
import { recordCandidateEvent } from "../careers/candidates/events";
import { clientAnswerNotice, clientEmailFrame } from "./client-emails";
import { clientCvQuery, firstNameOf } from "./client-view";
import { recordRequestEvent } from "./events";

export interface ClientAnswer {
  requestId: number;
  entryId: number;
  decision: "approved" | "declined";
  comment: string;
}

export type ClientAnswerResult = { ok: true } | { ok: false; reason: "notFound" | "decided" };

export async function answerShortlistEntry(
  database: Database,
  publicUrl: string,
  answer: ClientAnswer,
): Promise<ClientAnswerResult> {
  const { db } = database;
  const entry = await db
    .selectFrom("shortlist_entries as entry")
    .innerJoin("staff_request_lines as line", "line.id", "entry.line_id")
    .innerJoin("partnership_requests as request", "request.id", "line.request_id")
    .innerJoin("candidates", "candidates.id", "entry.candidate_id")
    .innerJoin("applications", "applications.id", "entry.application_id")
    .leftJoin("user", "user.id", "request.owner_id")
    .select([
      "entry.id",
      "entry.decision",
      "entry.candidate_id",
      "entry.application_id",
      "line.id as lineId",
      "line.position",
      "request.organization",
      "candidates.full_name",
      "user.email as ownerEmail",
    ])
    .where("entry.id", "=", answer.entryId)
    .where("line.request_id", "=", answer.requestId)
    .where("applications.present_consent", "=", 1)
    .executeTakeFirst();
  if (!entry) return { ok: false, reason: "notFound" };
  if (entry.decision !== "proposed") return { ok: false, reason: "decided" };
  const frame = await clientEmailFrame(database);
  const firstName = firstNameOf(entry.full_name);
  const notice = await clientAnswerNotice(frame, publicUrl, {
    requestId: answer.requestId,
    organization: entry.organization,
    ownerEmail: entry.ownerEmail ?? null,
    decision: answer.decision,
    firstName,
    position: entry.position,
    comment: answer.comment,
  });
  return db.transaction().execute(async (trx): Promise<ClientAnswerResult> => {
    const now = nowIso();
    const changed = await trx
      .updateTable("shortlist_entries")
      .set({ decision: answer.decision, client_comment: answer.comment || null, decided_at: now })
      .where("id", "=", entry.id)
      .where("decision", "=", "proposed")
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return { ok: false, reason: "decided" };
    await recordRequestEvent(
      trx,
      {
        requestId: answer.requestId,
        kind: answer.decision,
        detail: { lineId: entry.lineId, candidateId: entry.candidate_id, comment: answer.comment },
      },
      now,
    );
    await recordCandidateEvent(trx, {
      candidateId: entry.candidate_id,
      applicationId: entry.application_id,
      kind: answer.decision === "approved" ? "clientApproved" : "clientDeclined",
      detail: { requestId: answer.requestId, lineId: entry.lineId, comment: answer.comment },
    });
    await enqueueEmail(trx, notice);
    return { ok: true };
  });
}

/** The CV a client opens for an entry of their request, with the candidate's timeline event; undefined when none may be. */
export async function clientCvDownload(database: Database, requestId: number, entryId: number) {
  return database.db.transaction().execute(async (trx) => {
    const row = await clientCvQuery(trx, requestId)
      .innerJoin("cv_file_bytes", "cv_file_bytes.cv_file_id", "cv_files.id")
      .select([
        "cv_files.id",
        "cv_files.display_name",
        "cv_files.content_type",
        "cv_file_bytes.bytes",
        "entry.candidate_id",
        "entry.application_id",
      ])
      .where("entry.id", "=", entryId)
      .orderBy("cv_files.id", "desc")
      .executeTakeFirst();
    if (!row) return undefined;
    await recordCandidateEvent(trx, {
      candidateId: row.candidate_id,
      applicationId: row.application_id,
      kind: "clientDownload",
      detail: { requestId, cvId: row.id },
    });
    return { displayName: row.display_name, contentType: row.content_type, bytes: Buffer.from(row.bytes) };
  });
}
