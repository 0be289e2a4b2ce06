/**
 * The audit log (decision 0014): who did what in the admin area, when, from where, and
 * for changes of values what they were before and after. Entries are written by `recordAudit` in
 * the transaction of the change they describe (`audited` opens one when the caller has none), read
 * newest first in keyset pages, exported as CSV, and deleted only by the retention job.
 */
import type { Selectable } from "kysely";
import { AUDIT_ACTIONS, type AuditAction, type AuditRow, isAuditAction } from "~/lib/admin/audit-actions";
import { readRecordId } from "~/lib/validation/rules";
import type { Database, DB } from "../../db";
import type { AuditLogTable } from "../../db/schema";
import { nowIso } from "../../db/schema";
import { anonymizeIp } from "../analytics/ip";

export { AUDIT_ACTIONS, type AuditAction, type AuditRow, isAuditAction };

/** Who acted: a signed-in user, or (a failed sign-in) only the address that was tried. */
export interface AuditActor {
  userId: string | null;
  email: string;
  role: string | null;
  /** Already anonymized (IPv4 /24, IPv6 /48). */
  ip: string | null;
}

/** The actor of a request: its signed-in user and its client address, anonymized here once. */
export function auditActor(
  user: { id: string; email: string; role: string } | { id: null; email: string; role: null },
  request: { clientIp: string },
): AuditActor {
  return { userId: user.id, email: user.email, role: user.role, ip: anonymizeIp(request.clientIp) };
}

export type AuditTargetId = string | number | readonly (string | number)[];

/** What happened, without who: services describe their change with this. */
export interface AuditChange {
  action: AuditAction;
  target?: { type: string; id?: AuditTargetId };
  before?: unknown;
  after?: unknown;
}

export interface AuditEntry extends AuditChange {
  actor: AuditActor;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
const targetId = (id: AuditTargetId | undefined) =>
  id === undefined ? null : Array.isArray(id) ? JSON.stringify(id) : String(id);

/**
 * Appends one entry. Pass the transaction of the change (a `Transaction` is a `Kysely`), so the
 * entry commits with it or not at all.
 */
export async function recordAudit(db: DB, { actor, action, target, before, after }: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      occurred_at: nowIso(),
      actor_user_id: actor.userId,
      actor_email: actor.email,
      actor_role: actor.role,
      action,
      target_type: target?.type ?? null,
      target_id: targetId(target?.id),
      ip: actor.ip,
      before: json(before),
      after: json(after),
    })
    .execute();
}

/** What a change answers, and its entry; no entry when nothing changed (no record by that id). */
export interface AuditedResult<T> {
  result: T;
  entry?: AuditChange;
}

/**
 * Runs `change` and records its entry in one transaction: both commit or neither. Inside a
 * transaction already (`db.isTransaction`), it joins that one.
 */
export async function audited<T>(db: DB, actor: AuditActor, change: (trx: DB) => Promise<AuditedResult<T>>): Promise<T> {
  const run = async (trx: DB) => {
    const { result, entry } = await change(trx);
    if (entry) await recordAudit(trx, { actor, ...entry });
    return result;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** The values of `after`'s keys that differ from `before`, as two objects; undefined when none. */
export function changedValues<T extends object>(
  before: T,
  after: Partial<T>,
): { before: Partial<T>; after: Partial<T> } | undefined {
  const was: Partial<T> = {};
  const now: Partial<T> = {};
  for (const key of Object.keys(after) as Array<keyof T>) {
    if (after[key] === undefined || JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key] as T[keyof T];
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Reading

export const AUDIT_PAGE_SIZE = 25;
const EXPORT_BATCH = 1000;

/** A position in the newest-first order: an entry's time and id. */
export interface AuditCursor {
  occurredAt: string;
  id: number;
}

export interface AuditFilter {
  /** An actor's email, exactly (lowercased); "" for everyone. */
  person: string;
  action: AuditAction | "";
  /** Inclusive UTC days, YYYY-MM-DD; "" for open. */
  from: string;
  to: string;
}

export interface AuditQuery extends AuditFilter {
  /** Older than this (the "Older" link), or newer than `after` (the "Newer" link). */
  before?: AuditCursor;
  after?: AuditCursor;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d+)$/;

export const formatCursor = ({ occurredAt, id }: AuditCursor) => `${occurredAt}_${id}`;

/** A cursor as `formatCursor` writes it (its id read by the record-id rule), or undefined. */
export function parseCursor(value: string | null): AuditCursor | undefined {
  const match = value ? CURSOR.exec(value) : null;
  const id = readRecordId(match?.[2]);
  return match?.[1] && id !== undefined ? { occurredAt: match[1], id } : undefined;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

function filtered(db: DB, { person, action, from, to }: AuditFilter) {
  let query = db.selectFrom("audit_log");
  if (person) query = query.where("actor_email", "=", person);
  if (action) query = query.where("action", "=", action);
  if (from) query = query.where("occurred_at", ">=", `${from}T00:00:00.000Z`);
  if (to) query = query.where("occurred_at", "<", nextDay(to));
  return query;
}

/** Rows of the filter beyond `cursor` in one direction ("<": older, newest first; ">": newer, oldest first). */
function beyond(db: DB, filter: AuditFilter, direction: "<" | ">", limit: number, cursor?: AuditCursor) {
  let query = filtered(db, filter).selectAll();
  if (cursor) {
    query = query.where((eb) => eb(eb.refTuple("occurred_at", "id"), direction, eb.tuple(cursor.occurredAt, cursor.id)));
  }
  const order = direction === "<" ? "desc" : "asc";
  return query.orderBy("occurred_at", order).orderBy("id", order).limit(limit).execute();
}

export interface AuditPage {
  rows: AuditRow[];
  /** Cursors of the "Older" and "Newer" links; null when there is nothing that way. */
  older: string | null;
  newer: string | null;
}

/** A stored JSON value as an object to show key by key; anything else under the key "value". */
function readJson(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { value: text };
  }
}

type StoredEntry = Selectable<AuditLogTable>;

function toRow(row: StoredEntry): AuditRow {
  return {
    id: row.id,
    occurredAt: row.occurred_at,
    actorEmail: row.actor_email,
    actorRole: row.actor_role,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    ip: row.ip,
    before: readJson(row.before),
    after: readJson(row.after),
  };
}

const cursorOf = (row: { occurred_at: string; id: number } | undefined) =>
  row ? formatCursor({ occurredAt: row.occurred_at, id: row.id }) : null;

/**
 * One page newest first, by keyset: each page starts from an index seek on (occurred_at, id),
 * alone or after the person or the action, so page 40,000 costs what page 1 does. A "Newer" page
 * that reaches the newest entries shows the first page instead of a short one.
 */
export async function listAudit(database: Database, query: AuditQuery): Promise<AuditPage> {
  const { db } = database;
  let rows: Awaited<ReturnType<typeof beyond>>;
  if (query.after && !query.before) {
    const newer = await beyond(db, query, ">", AUDIT_PAGE_SIZE + 1, query.after);
    if (newer.length > AUDIT_PAGE_SIZE) {
      rows = newer.slice(0, AUDIT_PAGE_SIZE).reverse();
      return { rows: rows.map(toRow), older: cursorOf(rows.at(-1)), newer: cursorOf(rows[0]) };
    }
    return listAudit(database, { ...query, after: undefined });
  }
  const page = await beyond(db, query, "<", AUDIT_PAGE_SIZE + 1, query.before);
  rows = page.slice(0, AUDIT_PAGE_SIZE);
  const first = rows[0];
  // Only a page reached through "Older" can have newer entries (one more may have come in since, too).
  const hasNewer =
    query.before && first ? (await beyond(db, query, ">", 1, { occurredAt: first.occurred_at, id: first.id })).length > 0 : false;
  return {
    rows: rows.map(toRow),
    older: page.length > AUDIT_PAGE_SIZE ? cursorOf(rows.at(-1)) : null,
    newer: hasNewer ? cursorOf(first) : null,
  };
}

export const AUDIT_CSV_HEADER = [
  "id",
  "occurred_at",
  "actor_email",
  "actor_role",
  "action",
  "target_type",
  "target_id",
  "ip",
  "before",
  "after",
] as const;

/** Every entry of the filter newest first, in keyset batches, as CSV cells (JSON kept as stored). */
export async function* auditCsvRows({ db }: Database, filter: AuditFilter): AsyncGenerator<unknown[]> {
  let cursor: AuditCursor | undefined;
  for (;;) {
    const rows = await beyond(db, filter, "<", EXPORT_BATCH, cursor);
    for (const row of rows) {
      yield [
        row.id,
        row.occurred_at,
        row.actor_email,
        row.actor_role,
        row.action,
        row.target_type,
        row.target_id,
        row.ip,
        row.before,
        row.after,
      ];
    }
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    cursor = { occurredAt: last.occurred_at, id: last.id };
  }
}
