/**
 * Staff working a request (decision 0038): its stage (lost with a reason), its owner, its next
 * follow-up date and notes. Each change, its timeline event and its audit entry commit together or
 * not at all; on PostgreSQL the row is locked from the read, so "from" in the event is never stale.
 */
import { isOpenStage, type LostReason, type RequestStage } from "~/lib/staff-requests/model";
import type { Database, DB } from "../../db";
import { nowIso } from "../../db/schema";
import { type AuditAction, type AuditActor, type AuditedResult, audited } from "../operations/audit";
import { recordRequestEvent } from "./events";
import { createOpeningsForRequest } from "./openings-from-request";
import { isRequestOwner, ownerInTurn } from "./owners";

export type PipelineRefusal = "notFound" | "reasonRequired" | "notAnOwner";
export type PipelineOutcome = { ok: true } | { ok: false; reason: PipelineRefusal };

const NOT_FOUND: AuditedResult<PipelineOutcome> = { result: { ok: false, reason: "notFound" } };
const DONE: PipelineOutcome = { ok: true };

type Column = "lost_reason" | "owner_id" | "follow_up_on";
type Values = Partial<Record<Column, string | null>> & { status?: string };

/** The request's columns as they stand, locked on PostgreSQL until the change commits. */
function lockedRow({ engine }: Database, trx: DB, id: number) {
  return trx
    .selectFrom("partnership_requests")
    .select(["id", "status", "lost_reason", "owner_id", "follow_up_on"])
    .where("id", "=", id)
    .$if(engine === "postgres", (query) => query.forUpdate())
    .executeTakeFirst();
}

/** Sets the columns, writes the event and the audit entry, in the caller's transaction. */
async function apply(
  trx: DB,
  id: number,
  action: AuditAction,
  values: Values,
  before: Values,
  event: Parameters<typeof recordRequestEvent>[1],
  now: string,
): Promise<AuditedResult<PipelineOutcome>> {
  await trx
    .updateTable("partnership_requests")
    .set({ ...values, updated_at: now })
    .where("id", "=", id)
    .execute();
  await recordRequestEvent(trx, event, now);
  return {
    result: DONE,
    entry: { action, target: { type: "partnership_requests", id }, before, after: values },
  };
}

/**
 * Moves a request to a stage; lost needs a reason of LOST_REASONS, any other stage clears it.
 * A move to the stage it is at already changes nothing and writes nothing. A request won becomes
 * draft openings, one per line (decision 0038), in a transaction of their own once the stage is
 * kept: should that fail, the staffing page's "Make the openings" makes them.
 */
export async function changeStage(
  database: Database,
  actor: AuditActor,
  id: number,
  stage: RequestStage,
  lostReason: LostReason | null,
  now = nowIso(),
): Promise<PipelineOutcome> {
  const outcome = await moveStage(database, actor, id, stage, lostReason, now);
  if (outcome.ok && stage === "won") await createOpeningsForRequest(database, id, actor);
  return outcome;
}

function moveStage(
  database: Database,
  actor: AuditActor,
  id: number,
  stage: RequestStage,
  lostReason: LostReason | null,
  now = nowIso(),
): Promise<PipelineOutcome> {
  if (stage === "lost" && !lostReason) return Promise.resolve({ ok: false, reason: "reasonRequired" });
  const reason = stage === "lost" ? lostReason : null;
  return audited(database.db, actor, async (trx): Promise<AuditedResult<PipelineOutcome>> => {
    const row = await lockedRow(database, trx, id);
    if (!row) return NOT_FOUND;
    if (row.status === stage && row.lost_reason === reason) return { result: DONE };
    const values = { status: stage, lost_reason: reason };
    const before = { status: row.status, lost_reason: row.lost_reason };
    const detail = { from: row.status, to: stage, ...(reason ? { reason } : {}) };
    // A request that leaves the open stages needs no call back: its follow-up goes with it.
    const closing = isOpenStage(row.status) && !isOpenStage(stage) ? { follow_up_on: null } : {};
    return apply(
      trx,
      id,
      "partnership.status",
      { ...values, ...closing },
      before,
      { requestId: id, kind: "stage", detail, actorId: actor.userId },
      now,
    );
  });
}

/** Sets the owner or the follow-up to `value`, with its event from the old value to the new. */
function changeOne(
  database: Database,
  actor: AuditActor,
  id: number,
  change: { column: "owner_id" | "follow_up_on"; kind: "owner" | "followUp"; action: AuditAction },
  value: (trx: DB) => Promise<string | null>,
  now: string,
): Promise<PipelineOutcome> {
  return audited(database.db, actor, async (trx): Promise<AuditedResult<PipelineOutcome>> => {
    const row = await lockedRow(database, trx, id);
    if (!row) return NOT_FOUND;
    const from = row[change.column];
    const to = await value(trx);
    if (from === to) return { result: DONE };
    const detail = { from, to };
    return apply(
      trx,
      id,
      change.action,
      { [change.column]: to },
      { [change.column]: from },
      { requestId: id, kind: change.kind, detail, actorId: actor.userId },
      now,
    );
  });
}

/**
 * Gives a request to an owner: a user who may own requests (checked here, whatever the form
 * offered), "turn" for the one next in turn, or null for nobody.
 */
export async function changeOwner(
  database: Database,
  actor: AuditActor,
  id: number,
  owner: string | "turn" | null,
  now = nowIso(),
): Promise<PipelineOutcome> {
  if (owner !== null && owner !== "turn" && !(await isRequestOwner(database, owner))) {
    return { ok: false, reason: "notAnOwner" };
  }
  const change = { column: "owner_id", kind: "owner", action: "partnership.owner" } as const;
  return changeOne(
    database,
    actor,
    id,
    change,
    async (trx) => (owner === "turn" ? ((await ownerInTurn(database, trx)) ?? null) : owner),
    now,
  );
}

const followUpDueListeners = new Set<() => void>();

/** Calls `listener` whenever staff set a follow-up that is due already; answers the unsubscribe. */
export function onFollowUpDue(listener: () => void): () => void {
  followUpDueListeners.add(listener);
  return () => followUpDueListeners.delete(listener);
}

/** Sets the next follow-up date (YYYY-MM-DD), or clears it with null. Its reminder goes out on that day. */
export async function setFollowUp(
  database: Database,
  actor: AuditActor,
  id: number,
  day: string | null,
  now = nowIso(),
): Promise<PipelineOutcome> {
  const change = { column: "follow_up_on", kind: "followUp", action: "partnership.follow_up" } as const;
  const outcome = await changeOne(database, actor, id, change, async () => day, now);
  if (outcome.ok && day !== null && day <= now.slice(0, 10)) for (const listener of followUpDueListeners) listener();
  return outcome;
}

/**
 * A note on the timeline. Its text is kept in the event only (the audit entry names the request,
 * not the words), so erasing the request erases the note.
 */
export function addNote(
  database: Database,
  actor: AuditActor,
  id: number,
  text: string,
  now = nowIso(),
): Promise<PipelineOutcome> {
  return audited(database.db, actor, async (trx): Promise<AuditedResult<PipelineOutcome>> => {
    const row = await lockedRow(database, trx, id);
    if (!row) return NOT_FOUND;
    await trx.updateTable("partnership_requests").set({ updated_at: now }).where("id", "=", id).execute();
    await recordRequestEvent(trx, { requestId: id, kind: "note", detail: { text }, actorId: actor.userId }, now);
    return { result: DONE, entry: { action: "partnership.note", target: { type: "partnership_requests", id } } };
  });
}
