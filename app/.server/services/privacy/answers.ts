/**
 * Staff's three answers to a confirmed, open privacy request (decision 0041): send the copy, erase
 * everything the register finds, or refuse with a reason. Each takes only an open request of its
 * kind (a conditional update, so two staff members cannot answer one request twice), marks who
 * handled it and when, queues the person's email in their language, and writes an audit entry
 * with the request's id and kind (and, for an erasure, counts): never the address or the words.
 */

import type { Database, DB } from "../../db";
import { nowIso } from "../../db/schema";
import { enqueueEmail } from "../../mail/outbox";
import { type AuditActor, recordAudit } from "../operations/audit";
import { personLanguage, privacyAnswerEmail } from "./answer-emails";
import { daysAfter } from "./deadline";
import { erasePersonalData } from "./erase";
import { findPersonalData } from "./find";
import type { ErasureLedger } from "./ledger";
import { COPY_LINK_DAYS, hashPrivacyToken, newPrivacyToken, privacyCopyUrl } from "./request-links";

export type PrivacyAnswerRefusal = "notFound" | "notOpen" | "wrongKind" | "lastAdministrator";
export type PrivacyAnswerOutcome = { ok: true } | { ok: false; reason: PrivacyAnswerRefusal };

interface OpenRequest {
  id: number;
  kind: "copy" | "erasure";
  email: string;
  language: string;
}

/** The request, if it is open, of this kind, and still has its address. */
async function openRequest(
  db: DB,
  id: number,
  kind: OpenRequest["kind"] | undefined,
): Promise<OpenRequest | { refused: PrivacyAnswerRefusal }> {
  const row = await db
    .selectFrom("privacy_requests")
    .select(["id", "kind", "email", "language", "status"])
    .where("id", "=", id)
    .where("confirmed_at", "is not", null)
    .executeTakeFirst();
  if (!row) return { refused: "notFound" };
  if (row.status !== "open" || !row.email) return { refused: "notOpen" };
  if (kind && row.kind !== kind) return { refused: "wrongKind" };
  return { id: row.id, kind: row.kind, email: row.email, language: row.language };
}

/** Marks an open request answered; false when another answer got there first. */
async function markHandled(
  trx: DB,
  id: number,
  actor: AuditActor,
  changes: { status: "done" | "refused"; refusal_reason?: string; copy_token_hash?: string; copy_expires_at?: string },
): Promise<boolean> {
  const result = await trx
    .updateTable("privacy_requests")
    .set({ ...changes, handled_by: actor.userId, handled_at: nowIso() })
    .where("id", "=", id)
    .where("status", "=", "open")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const target = (id: number) => ({ type: "privacy_request", id });

/**
 * A copy request answered: a download link of its own (only its sha256 stored) that works for
 * COPY_LINK_DAYS, emailed to the person; the archive is built when it is downloaded.
 */
export async function sendPrivacyCopy(
  database: Database,
  publicUrl: string,
  id: number,
  actor: AuditActor,
  now = new Date(),
): Promise<PrivacyAnswerOutcome> {
  const request = await openRequest(database.db, id, "copy");
  if ("refused" in request) return { ok: false, reason: request.refused };
  const token = newPrivacyToken();
  const expiresAt = daysAfter(now, COPY_LINK_DAYS).toISOString();
  const downloadUrl = privacyCopyUrl(publicUrl, token, personLanguage(request.language));
  const email = await privacyAnswerEmail(database, request.email, request.language, { kind: "copy", downloadUrl, expiresAt });
  const sent = await database.db.transaction().execute(async (trx) => {
    const changes = { status: "done" as const, copy_token_hash: hashPrivacyToken(token), copy_expires_at: expiresAt };
    if (!(await markHandled(trx, id, actor, changes))) return false;
    await enqueueEmail(trx, email);
    await recordAudit(trx, { actor, action: "privacy.copy_sent", target: target(id), after: { kind: "copy" } });
    return true;
  });
  return sent ? { ok: true } : { ok: false, reason: "notOpen" };
}

/**
 * An erasure request answered: `erasePersonalData` with the ledger (decision 0040), which erases
 * the request's own address too (its register entry keeps the record, without it). In the same
 * transaction the request is marked done, the notice queued to be forgotten once sent, and the
 * answer audited: the erasure and its record commit together or not at all. The notice is
 * written first, from what the register finds: after the erasure nothing holds the address.
 *
 * The erasure writes its own audit entry (`privacy.erase`, the counts per table); this adds
 * `privacy.erased`, which ties that erasure to the request by its id, with the totals only, so the
 * per-table counts are kept once.
 */
export async function erasePrivacyRequest(
  database: Database,
  id: number,
  actor: AuditActor,
  ledger: ErasureLedger,
): Promise<PrivacyAnswerOutcome> {
  const request = await openRequest(database.db, id, "erasure");
  if ("refused" in request) return { ok: false, reason: request.refused };
  const tables = (await findPersonalData(database, { email: request.email })).entries.map(({ table }) => table);
  const notice = await privacyAnswerEmail(database, request.email, request.language, { kind: "erased", tables });
  const erased = await erasePersonalData(database, { email: request.email }, actor, ledger, async (trx, counts) => {
    if (!(await markHandled(trx, id, actor, { status: "done" }))) throw new AnsweredElsewhere();
    // Deleted by the outbox once sent or given up on: no address stays behind (decision 0041).
    await enqueueEmail(trx, notice, { forgetWhenSent: true });
    const totals = Object.values(counts).reduce(
      (sum, { removed, anonymized }) => ({ removed: sum.removed + removed, anonymized: sum.anonymized + anonymized }),
      { removed: 0, anonymized: 0 },
    );
    await recordAudit(trx, { actor, action: "privacy.erased", target: target(id), after: { kind: "erasure", ...totals } });
  }).catch((error: unknown) => {
    if (error instanceof AnsweredElsewhere) return undefined;
    throw error;
  });
  // The request's own row always matches its address, so "nothingFound" means another erasure got there first.
  if (!erased) return { ok: false, reason: "notOpen" };
  if (!erased.ok) return { ok: false, reason: erased.reason === "lastAdministrator" ? "lastAdministrator" : "notOpen" };
  return { ok: true };
}

/** Thrown inside the erasure's transaction when another answer marked the request first: everything rolls back. */
class AnsweredElsewhere extends Error {}

/** A request refused: the reason stored and told to the person; the audit entry holds neither it nor the address. */
export async function refusePrivacyRequest(
  database: Database,
  id: number,
  actor: AuditActor,
  reason: string,
): Promise<PrivacyAnswerOutcome> {
  const request = await openRequest(database.db, id, undefined);
  if ("refused" in request) return { ok: false, reason: request.refused };
  const email = await privacyAnswerEmail(database, request.email, request.language, {
    kind: "refused",
    request: request.kind,
    reason,
  });
  const refused = await database.db.transaction().execute(async (trx) => {
    if (!(await markHandled(trx, id, actor, { status: "refused", refusal_reason: reason }))) return false;
    await enqueueEmail(trx, email);
    await recordAudit(trx, { actor, action: "privacy.refused", target: target(id), after: { kind: request.kind } });
    return true;
  });
  return refused ? { ok: true } : { ok: false, reason: "notOpen" };
}
