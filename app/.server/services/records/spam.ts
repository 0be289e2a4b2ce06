/**
 * Visitor submissions caught as spam (decision 0015), on any of the four visitor tables: marking
 * some as spam by hand, and "not spam", which moves them back and queues the staff notification
 * they would have had, once. The writes take the caller's executor, so one transaction can hold
 * them with whatever else records the change; the notifications are rendered before it.
 */
import type { Kysely, Transaction } from "kysely";
import { type DatabaseSchema, nowIso, type SpamReason } from "../../db/schema";
import { type AuditAction, type AuditActor, audited } from "../operations/audit";
import { changeFound } from "./records-common";
import { queueStaffNotification, type StaffNotification, staffNotificationMessage } from "./staff-notification";
import { SUBMISSION_NOTICES, type SubmissionTable } from "./submission-notices";
import { notificationContext, type SubmissionContext } from "./submissions";

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/**
 * Marks the rows spam by hand; answers how many exist among the ids. One already spam keeps its
 * reason and time, so marking it again does not restart its retention.
 */
export async function markSpam(db: Executor, table: SubmissionTable, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable(table)
    .set((eb) => ({
      spam: 1,
      spam_reason: eb.fn.coalesce("spam_reason", eb.val<SpamReason>("staff")),
      spam_at: eb.fn.coalesce("spam_at", eb.val(nowIso())),
    }))
    .where("id", "in", [...ids])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The audit entries of "mark as spam" and "not spam" on each table, and what they name (decision 0014). */
const SPAM_AUDIT = {
  contacts: { type: "message", spam: "message.spam", notSpam: "message.not_spam" },
  partnership_requests: { type: "partnership_requests", spam: "partnership.spam", notSpam: "partnership.not_spam" },
  volunteer_signups: { type: "volunteer_signups", spam: "volunteer.spam", notSpam: "volunteer.not_spam" },
  donation_pledges: { type: "donation_pledges", spam: "donation.spam", notSpam: "donation.not_spam" },
} as const satisfies Record<SubmissionTable, { type: string; spam: AuditAction; notSpam: AuditAction }>;

/**
 * "Mark as spam" by staff and its audit entry, naming the rows that exist, in one transaction;
 * answers how many of the ids exist (none: no change, no entry).
 */
export function markSpamAudited(
  db: Kysely<DatabaseSchema>,
  actor: AuditActor,
  table: SubmissionTable,
  ids: readonly number[],
): Promise<number> {
  const { type, spam: action } = SPAM_AUDIT[table];
  return changeFound(db, actor, table, ids, { action, type }, (trx, found) => markSpam(trx, table, found));
}

export interface NotSpamPlan {
  table: SubmissionTable;
  /** How many of the ids exist, spam or not. */
  found: number;
  /** The spam rows among them, each with its rendered notification (undefined: notifications off). */
  restore: Array<{ id: number; message: Awaited<ReturnType<typeof staffNotificationMessage>> }>;
}

/** Reads the rows and renders the notification of each spam one, outside any transaction. */
export async function planNotSpam(
  context: SubmissionContext,
  table: SubmissionTable,
  ids: readonly number[],
): Promise<NotSpamPlan> {
  if (ids.length === 0) return { table, found: 0, restore: [] };
  const rows = await context.database.db
    .selectFrom(table)
    .selectAll()
    .where("id", "in", [...ids])
    .execute();
  const spam = rows.filter((row) => Number(row.spam) === 1);
  const notice = SUBMISSION_NOTICES[table] as (row: (typeof rows)[number]) => StaffNotification;
  const staff = spam.length > 0 ? await notificationContext(context) : undefined;
  const restore = await Promise.all(
    spam.map(async (row) => ({ id: row.id, message: staff && (await staffNotificationMessage(staff, notice(row))) })),
  );
  return { table, found: rows.length, restore };
}

/**
 * In the caller's transaction: moves the planned rows that are still spam to the inbox (or list)
 * and queues their notifications. A row another request already moved is not notified again:
 * the update only returns rows it changed. Answers how many it moved.
 */
export async function applyNotSpam(trx: Executor, plan: NotSpamPlan): Promise<number> {
  if (plan.restore.length === 0) return 0;
  const moved = await trx
    .updateTable(plan.table)
    .set({ spam: 0, spam_reason: null, spam_at: null })
    .where(
      "id",
      "in",
      plan.restore.map((item) => item.id),
    )
    .where("spam", "=", 1)
    .returning("id")
    .execute();
  const movedIds = new Set(moved.map((row) => row.id));
  for (const item of plan.restore) if (movedIds.has(item.id)) await queueStaffNotification(trx, item.message);
  return movedIds.size;
}

/** "Not spam" and its audit entry in one transaction of their own; answers how many of the ids exist. */
export async function markNotSpam(
  context: SubmissionContext,
  actor: AuditActor,
  table: SubmissionTable,
  ids: readonly number[],
): Promise<number> {
  const plan = await planNotSpam(context, table, ids);
  const { type, notSpam: action } = SPAM_AUDIT[table];
  await audited(context.database.db, actor, async (trx) => {
    const moved = await applyNotSpam(trx, plan);
    const restored = plan.restore.map((item) => item.id);
    return { result: moved, entry: moved > 0 ? { action, target: { type, id: restored } } : undefined };
  });
  return plan.found;
}
