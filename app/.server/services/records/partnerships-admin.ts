/**
 * Partnership requests as the admin area reads and changes them: a filtered, searched list newest
 * first, one request in full, its workflow status and internal notes, deletion, and every matching
 * request for the CSV export, read in keyset batches so an export never holds the table in memory.
 */
import type { Expression, SqlBool } from "kysely";
import type { PartnershipStatus } from "~/lib/admin/partnership-status";
import { PARTNERSHIP_FIELDS } from "~/lib/validation/limits";
import type { Database } from "../../db";
import { containsPattern, likeInsensitive, PAGE_SIZE } from "../../db/list-query";
import { nowIso, toFlag } from "../../db/schema";
import type { AuditActor } from "../operations/audit";
import { deleteRecord, EXPORT_BATCH_SIZE, type ListPage, parseIdList, readPage, toCount, updateRecord } from "./records-common";

export interface PartnershipFilter {
  /** "" for every status. */
  status: PartnershipStatus | "";
  search: string;
  /** The caught spam instead of the requests received (?spam=1; decision 0015). */
  spam?: boolean;
}

export interface PartnershipSummary {
  id: number;
  organization: string;
  contact_name: string;
  email: string;
  country: string;
  organization_type: string;
  status: string;
  created_at: string;
}

export interface PartnershipRequest extends PartnershipSummary {
  phone: string | null;
  placement_type: string;
  positions: string[];
  headcount: number | null;
  start_date: string | null;
  message: string | null;
  notes: string | null;
  language: string;
  updated_at: string;
  spam: boolean;
}

const SEARCHED_COLUMNS = ["organization", "contact_name", "email", "country", "message"] as const;
const SUMMARY_COLUMNS = [
  "id",
  "organization",
  "contact_name",
  "email",
  "country",
  "organization_type",
  "status",
  "created_at",
] as const;

function filtered({ db, engine }: Database, { status, search, spam }: PartnershipFilter) {
  let query = db.selectFrom("partnership_requests").where("spam", "=", spam ? 1 : 0);
  // With a status the (status, created_at, id) index serves the order; without, (created_at, id).
  if (status) query = query.where("status", "=", status);
  if (search) {
    const pattern = containsPattern(search);
    query = query.where((eb) =>
      eb.or(SEARCHED_COLUMNS.map((column): Expression<SqlBool> => likeInsensitive(engine, eb.ref(column), pattern))),
    );
  }
  return query;
}

export async function listPartnershipRequests(
  database: Database,
  filter: PartnershipFilter & { page: number },
): Promise<ListPage<PartnershipSummary>> {
  const count = async () => {
    const row = await filtered(database, filter)
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirst();
    return toCount(row?.count);
  };
  return readPage(count, filter.page, (offset) =>
    filtered(database, filter)
      .select(SUMMARY_COLUMNS)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset(offset)
      .execute(),
  );
}

type StoredRequest = Awaited<ReturnType<typeof readRequests>>[number];

function readRequests(database: Database, filter: PartnershipFilter, after?: { created_at: string; id: number }) {
  let query = filtered(database, filter).selectAll();
  if (after) query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after.created_at, after.id)));
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(EXPORT_BATCH_SIZE).execute();
}

function toRequest(row: StoredRequest): PartnershipRequest {
  return {
    ...row,
    headcount: row.headcount === null ? null : Number(row.headcount),
    positions: parseIdList(row.positions),
    spam: toFlag(row.spam),
  };
}

export async function getPartnershipRequest(database: Database, id: number): Promise<PartnershipRequest | undefined> {
  const row = await database.db.selectFrom("partnership_requests").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRequest(row) : undefined;
}

export function setPartnershipStatus(database: Database, actor: AuditActor, id: number, status: PartnershipStatus) {
  return updateRecord(database, actor, "partnership.status", "partnership_requests", id, { status }, { updated_at: nowIso() });
}

/** Notes as the records schema reads them (line ends made plain, trimmed); "" clears them. */
export function savePartnershipNotes(database: Database, actor: AuditActor, id: number, text: string) {
  const notes = text === "" ? null : text;
  return updateRecord(database, actor, "partnership.notes", "partnership_requests", id, { notes }, { updated_at: nowIso() });
}

export const deletePartnershipRequest = (database: Database, actor: AuditActor, id: number) =>
  deleteRecord(database, actor, "partnership.delete", "partnership_requests", id);

/**
 * Every request matching the filter, newest first, one short query per batch: keyset on
 * (created_at, id) so each batch starts from an index seek, and no connection is held between them.
 */
export async function* streamPartnershipRequests(
  database: Database,
  filter: PartnershipFilter,
): AsyncGenerator<PartnershipRequest> {
  let after: { created_at: string; id: number } | undefined;
  for (;;) {
    const rows = await readRequests(database, filter, after);
    for (const row of rows) yield toRequest(row);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    after = { created_at: last.created_at, id: last.id };
  }
}

export const PARTNERSHIP_CSV_HEADER = [
  "id",
  "created_at",
  "updated_at",
  "status",
  ...PARTNERSHIP_FIELDS,
  "notes",
  "language",
] as const;

export async function* partnershipCsvRows(database: Database, filter: PartnershipFilter): AsyncGenerator<unknown[]> {
  for await (const row of streamPartnershipRequests(database, filter)) {
    yield [
      row.id,
      row.created_at,
      row.updated_at,
      row.status,
      row.organization,
      row.contact_name,
      row.email,
      row.phone,
      row.organization_type,
      row.country,
      row.placement_type,
      row.positions.join("; "),
      row.headcount,
      row.start_date,
      row.message,
      row.notes,
      row.language,
    ];
  }
}
