/**
 * Pieces shared by the admin services of visitor records (partnership requests, volunteer sign-ups,
 * donation pledges, newsletter subscribers): the page of a list, why a change was refused (in the
 * records' own terms; `http/record-answer.ts` chooses message and status). Ids arrive already
 * read by the one record-id rule (`recordId` in ~/lib/validation/rules).
 */
import type { Kysely } from "kysely";
import type { Database } from "../../db";
import { PAGE_SIZE, pageCount } from "../../db/list-query";
import type { DatabaseSchema, SubmissionTable } from "../../db/schema";
import { type AuditAction, type AuditActor, type AuditedResult, audited } from "../operations/audit";

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  /** The page shown: a page past the end shows the last one. */
  page: number;
  pageCount: number;
  pageSize: number;
}

/** Why a change to a record was refused. */
export type RecordRefusal = "invalidId" | "notFound";
export type RecordOutcome = { ok: true } | { ok: false; reason: RecordRefusal };

export const NOT_FOUND: RecordOutcome = { ok: false, reason: "notFound" };
export const INVALID_ID: RecordOutcome = { ok: false, reason: "invalidId" };

/** An update's or a deletion's outcome from the rows it touched: none means no record by that id. */
export const touchedOne = (rows: bigint): RecordOutcome => (rows > 0n ? { ok: true } : NOT_FOUND);

/** Rows per query of a streamed export: small enough to keep memory flat, large enough to be quick. */
export const EXPORT_BATCH_SIZE = 1000;

/** PostgreSQL answers COUNT and SUM as strings (bigint); SQLite as numbers. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** A stored JSON array of ids; anything else (hand-edited data) reads as empty rather than failing the page. */
export function parseIdList(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/**
 * One page of a list and the total, read side by side (PostgreSQL runs them on two connections).
 * A hand-edited `?page=999` past the end shows the last page. `readRows` gets the row offset.
 */
export async function readPage<Row>(
  count: () => Promise<number>,
  requestedPage: number,
  readRows: (offset: number) => Promise<Row[]>,
): Promise<ListPage<Row>> {
  const requested = Math.max(1, requestedPage);
  const [total, rows] = await Promise.all([count(), readRows((requested - 1) * PAGE_SIZE)]);
  const pages = pageCount(total);
  if (requested <= pages) return { rows, total, page: requested, pageCount: pages, pageSize: PAGE_SIZE };
  const lastRows = total === 0 ? [] : await readRows((pages - 1) * PAGE_SIZE);
  return { rows: lastRows, total, page: pages, pageCount: pages, pageSize: PAGE_SIZE };
}

/** The visitor records the admin area changes; each has an id and an email. */
type RecordTable = "partnership_requests" | "volunteer_signups" | "donation_pledges" | "newsletter_subscribers";
type Values<T extends RecordTable> = Partial<{ [K in keyof DatabaseSchema[T]]: string | null }>;

/**
 * Sets some columns of one record, and records the audit entry `action` with their values before
 * and after, in one transaction (decision 0014); on PostgreSQL the row is locked from the read. `stamp` is written too but left out of the entry.
 */
export function updateRecord<T extends RecordTable>(
  { db, engine }: Database,
  actor: AuditActor,
  action: AuditAction,
  table: T,
  id: number,
  values: Values<T>,
  stamp: Values<T> = {},
): Promise<RecordOutcome> {
  const columns = Object.keys(values);
  return audited(db, actor, async (trx) => {
    const before = (await trx
      .selectFrom(table as RecordTable)
      .select(columns as never[])
      .where("id", "=", id)
      // Locked until the change commits, so a concurrent change cannot make this "before" stale.
      .$if(engine === "postgres", (query) => query.forUpdate())
      .executeTakeFirst()) as Values<T> | undefined;
    if (!before) return { result: NOT_FOUND };
    await trx
      .updateTable(table as RecordTable)
      .set({ ...values, ...stamp } as never)
      .where("id", "=", id)
      .execute();
    return { result: { ok: true }, entry: { action, target: { type: table, id }, before, after: values } };
  });
}

/** Deletes one record and records `action` naming it (its id, and its email as `before`), in one transaction. */
export function deleteRecord({ db }: Database, actor: AuditActor, action: AuditAction, table: RecordTable, id: number) {
  return audited(db, actor, async (trx): Promise<AuditedResult<RecordOutcome>> => {
    const before = await trx.selectFrom(table).select("email").where("id", "=", id).executeTakeFirst();
    if (!before) return { result: NOT_FOUND };
    await trx.deleteFrom(table).where("id", "=", id).execute();
    return { result: { ok: true }, entry: { action, target: { type: table, id }, before } };
  });
}

/**
 * A change of the rows among `ids` that exist, with one audit entry naming them (as `type`), in one
 * transaction; answers what `apply` counted (none found: no change, no entry). Bulk actions on
 * visitor records (the messages page's, mark as spam) go through it.
 */
export function changeFound(
  db: Kysely<DatabaseSchema>,
  actor: AuditActor,
  table: SubmissionTable,
  ids: readonly number[],
  entry: { action: AuditAction; type: string },
  apply: (trx: Kysely<DatabaseSchema>, found: readonly number[]) => Promise<number>,
): Promise<number> {
  return audited(db, actor, async (trx) => {
    if (ids.length === 0) return { result: 0 };
    const rows = await trx
      .selectFrom(table)
      .select("id")
      .where("id", "in", [...ids])
      .orderBy("id")
      .execute();
    const found = rows.map((row) => row.id);
    if (found.length === 0) return { result: 0 };
    const count = await apply(trx, found);
    return { result: count, entry: { action: entry.action, target: { type: entry.type, id: found } } };
  });
}
