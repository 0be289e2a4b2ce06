/**
 * Pieces shared by the admin services of visitor records (partnership requests, volunteer sign-ups,
 * donation pledges, newsletter subscribers): the page of a list, why a change was refused (in the
 * records' own terms; `http/record-answer.ts` chooses message and status), and reading the ids
 * that arrive from forms and URLs.
 */
import { PAGE_SIZE, pageCount } from "../admin/list-query";
import type { Database } from "../db";
import type { DatabaseSchema } from "../db/schema";
import { type AuditAction, type AuditActor, type AuditedResult, audited } from "./audit";

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

/** The largest id both engines store (PostgreSQL `serial` is a 32-bit integer; a larger one would be a 500). */
const MAX_ID = 2_147_483_647;

/** A positive integer id from a form field or query parameter, or undefined. */
export function parseRecordId(value: unknown): number | undefined {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

/** Whether a records list shows the caught spam instead of what was received: `?spam=1` (decision 0015). */
export function readSpamFilter(request: Request): boolean {
  return new URL(request.url).searchParams.get("spam") === "1";
}

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
