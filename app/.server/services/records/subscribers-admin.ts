/**
 * Newsletter subscribers as the admin area sees them: counts, a list searched by email, deletion
 * and the CSV export. Nothing here ever reads the unsubscribe or confirmation tokens.
 *
 * Order is newest first by id: ids are given in insertion order, the same order as created_at, and
 * the primary key serves it without a sort (the table has no created_at index), including the
 * export's keyset batches.
 */
import { type SqlBool, sql } from "kysely";
import type { Database } from "../../db";
import { containsPattern, PAGE_SIZE } from "../../db/list-query";
import { toFlag } from "../../db/schema";
import { suppressedAmong } from "../mail/suppression/suppressed";
import type { AuditActor } from "../operations/audit";
import { deleteRecord, EXPORT_BATCH_SIZE, type ListPage, readPage, toCount } from "./records-common";

export interface Subscriber {
  id: number;
  email: string;
  confirmed: boolean;
  language: string;
  created_at: string;
  confirmed_at: string | null;
}

/** A subscriber of the list page, marked when no newsletter email reaches their address (decision 0022). */
export interface ListedSubscriber extends Subscriber {
  suppressed: boolean;
}

export interface SubscriberCounts {
  total: number;
  confirmed: number;
}

/** The columns the admin may see: never the tokens. */
const VISIBLE_COLUMNS = ["id", "email", "confirmed", "language", "created_at", "confirmed_at"] as const;

/**
 * Addresses are stored lowercased, so a lowercased pattern with plain LIKE finds the same rows as
 * ILIKE; on PostgreSQL it is about four times faster, which a full scan of 100,000 rows notices.
 */
function searched({ db }: Database, search: string) {
  const query = db.selectFrom("newsletter_subscribers");
  if (!search) return query;
  const pattern = containsPattern(search.toLowerCase());
  return query.where((eb) => sql<SqlBool>`${eb.ref("email")} like ${pattern} escape '\\'`);
}

const toSubscriber = (row: Omit<Subscriber, "confirmed"> & { confirmed: boolean | number }): Subscriber => ({
  ...row,
  confirmed: toFlag(row.confirmed),
});

/** Both counts in one pass over the table. */
export async function subscriberCounts({ db }: Database): Promise<SubscriberCounts> {
  const row = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => [
      eb.fn.countAll().as("total"),
      sql<string | number | null>`sum(case when ${eb.ref("confirmed")} = 1 then 1 else 0 end)`.as("confirmed"),
    ])
    .executeTakeFirst();
  return { total: toCount(row?.total), confirmed: toCount(row?.confirmed) };
}

export async function listSubscribers(
  database: Database,
  { search, page }: { search: string; page: number },
): Promise<ListPage<ListedSubscriber>> {
  const count = async () => {
    const row = await searched(database, search)
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirst();
    return toCount(row?.count);
  };
  const result = await readPage(count, page, (offset) =>
    searched(database, search).select(VISIBLE_COLUMNS).orderBy("id", "desc").limit(PAGE_SIZE).offset(offset).execute(),
  );
  const suppressed = await suppressedAmong(
    database.db,
    result.rows.map((row) => row.email),
  );
  return { ...result, rows: result.rows.map((row) => ({ ...toSubscriber(row), suppressed: suppressed.has(row.email) })) };
}

export const deleteSubscriber = (database: Database, actor: AuditActor, id: number) =>
  deleteRecord(database, actor, "subscriber.delete", "newsletter_subscribers", id);

/** Every subscriber, newest first, in keyset batches on the primary key: one short query per batch. */
export async function* streamSubscribers({ db }: Database): AsyncGenerator<Subscriber> {
  let before: number | undefined;
  for (;;) {
    let query = db.selectFrom("newsletter_subscribers").select(VISIBLE_COLUMNS);
    if (before !== undefined) query = query.where("id", "<", before);
    const rows = await query.orderBy("id", "desc").limit(EXPORT_BATCH_SIZE).execute();
    for (const row of rows) yield toSubscriber(row);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    before = last.id;
  }
}

export const SUBSCRIBER_CSV_HEADER = ["email", "confirmed", "language", "created_at", "confirmed_at"] as const;

export async function* subscriberCsvRows(database: Database): AsyncGenerator<unknown[]> {
  for await (const row of streamSubscribers(database)) {
    yield [row.email, row.confirmed ? "true" : "false", row.language, row.created_at, row.confirmed_at];
  }
}
