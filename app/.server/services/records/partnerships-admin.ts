/**
 * Partnership requests (staff requests, decision 0038) as the admin area reads and changes them: a
 * filtered, searched list newest first, one request in full, its stage and internal notes,
 * deletion with everything of the request, and every matching request for the CSV export, read in
 * keyset batches so an export never holds the table in memory. The board (services/requests/
 * board.ts) narrows the requests through `filteredRequests` too: one filter for every view.
 */
import type { Expression, SqlBool } from "kysely";
import type { PartnershipStatus } from "~/lib/admin/partnership-status";
import { requestReference } from "~/lib/staff-requests/model";
import { UNASSIGNED } from "~/lib/staff-requests/pipeline";
import { PARTNERSHIP_FIELDS } from "~/lib/validation/limits";
import type { Database, DB } from "../../db";
import { containsPattern, likeInsensitive, PAGE_SIZE } from "../../db/list-query";
import { nowIso, toFlag } from "../../db/schema";
import type { AuditActor } from "../operations/audit";
import { type AuditedResult, audited } from "../operations/audit";
import {
  EXPORT_BATCH_SIZE,
  type ListPage,
  NOT_FOUND,
  parseIdList,
  type RecordOutcome,
  readPage,
  toCount,
  updateRecord,
} from "./records-common";

export interface PartnershipFilter {
  /** "" for every status. */
  status: PartnershipStatus | "";
  search: string;
  /** The caught spam instead of the requests received (?spam=1; decision 0015). */
  spam?: boolean;
  /** A user's id, or UNASSIGNED for requests nobody owns (lib/staff-requests/pipeline.ts). */
  owner?: string | null;
  /** A market: the request's country. */
  market?: string | null;
  plan?: string | null;
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
  owner_id: string | null;
  city: string | null;
  plan: string | null;
  follow_up_on: string | null;
  touched_at: string | null;
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
  lost_reason: string | null;
  languages: string[];
  housing: boolean;
  meals: boolean;
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
  "owner_id",
  "city",
  "plan",
  "follow_up_on",
  "touched_at",
] as const;

/** The requests a filter keeps, every view's (the list, the board, the export). */
export function filteredRequests({ db, engine }: Database, { status, search, spam, owner, market, plan }: PartnershipFilter) {
  let query = db.selectFrom("partnership_requests").where("spam", "=", spam ? 1 : 0);
  // With a status the (status, created_at, id) index serves the order; without, (created_at, id).
  if (status) query = query.where("status", "=", status);
  if (owner === UNASSIGNED) query = query.where("owner_id", "is", null);
  else if (owner) query = query.where("owner_id", "=", owner);
  if (market) query = query.where("country", "=", market);
  if (plan) query = query.where("plan", "=", plan);
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
    const row = await filteredRequests(database, filter)
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirst();
    return toCount(row?.count);
  };
  return readPage(count, filter.page, (offset) =>
    filteredRequests(database, filter)
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
  let query = filteredRequests(database, filter).selectAll();
  if (after) query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(after.created_at, after.id)));
  return query.orderBy("created_at", "desc").orderBy("id", "desc").limit(EXPORT_BATCH_SIZE).execute();
}

function toRequest(row: StoredRequest): PartnershipRequest {
  return {
    ...row,
    headcount: row.headcount === null ? null : Number(row.headcount),
    positions: parseIdList(row.positions),
    spam: toFlag(row.spam),
    languages: parseIdList(row.languages),
    housing: toFlag(row.housing),
    meals: toFlag(row.meals),
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

/**
 * Deletes requests with everything of them, in the caller's transaction (decision 0038): their lines'
 * shortlist entries and placements, their lines, timelines and client links, then the rows. A later
 * season's request keeps its own row; it only forgets which one it repeated. Answers how many.
 */
export async function deleteRequestRows(trx: DB, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const list = [...ids];
  const lines = trx.selectFrom("staff_request_lines").select("id").where("request_id", "in", list);
  await trx.deleteFrom("shortlist_entries").where("line_id", "in", lines).execute();
  await trx.deleteFrom("placements").where("line_id", "in", lines).execute();
  await trx.deleteFrom("staff_request_lines").where("request_id", "in", list).execute();
  await trx.deleteFrom("staff_request_events").where("request_id", "in", list).execute();
  await trx.deleteFrom("client_tokens").where("request_id", "in", list).execute();
  await trx.updateTable("partnership_requests").set({ season_of: null }).where("season_of", "in", list).execute();
  await trx.updateTable("partnership_requests").set({ reordered_as: null }).where("reordered_as", "in", list).execute();
  const result = await trx.deleteFrom("partnership_requests").where("id", "in", list).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes a request with everything of it (decision 0038): its lines' shortlist entries and
 * placements, its lines, timeline and client links, then the row, with the audit entry, at once.
 */
export function deletePartnershipRequest({ db }: Database, actor: AuditActor, id: number) {
  return audited(db, actor, async (trx): Promise<AuditedResult<RecordOutcome>> => {
    const before = await trx.selectFrom("partnership_requests").select("email").where("id", "=", id).executeTakeFirst();
    if (!before) return { result: NOT_FOUND };
    await deleteRequestRows(trx, [id]);
    return {
      result: { ok: true },
      entry: { action: "partnership.delete", target: { type: "partnership_requests", id }, before },
    };
  });
}

/**
 * Every request matching the filter, newest first, one short query per batch: keyset on
 * (created_at, id) so each batch starts from an index seek, and no connection is held between them.
 */
/**
 * Every request matching the filter, newest first, a batch at a time: keyset on (created_at, id)
 * so each batch starts from an index seek, and no connection is held between them.
 */
async function* requestBatches(database: Database, filter: PartnershipFilter): AsyncGenerator<PartnershipRequest[]> {
  let after: { created_at: string; id: number } | undefined;
  for (;;) {
    const rows = await readRequests(database, filter, after);
    if (rows.length > 0) yield rows.map(toRequest);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    after = { created_at: last.created_at, id: last.id };
  }
}

export async function* streamPartnershipRequests(
  database: Database,
  filter: PartnershipFilter,
): AsyncGenerator<PartnershipRequest> {
  for await (const batch of requestBatches(database, filter)) yield* batch;
}

export const PARTNERSHIP_CSV_HEADER = [
  "id",
  "reference",
  "created_at",
  "updated_at",
  "status",
  "lost_reason",
  "owner",
  "follow_up_on",
  ...PARTNERSHIP_FIELDS,
  "city",
  "plan",
  "languages",
  "housing",
  "meals",
  "lines",
  "notes",
  "language",
] as const;

/** A line as one cell reads it: "12 housekeeping seasonal 2027-06-01..2027-09-30 day". */
function lineSummary(line: {
  headcount: number;
  position: string;
  placement: string;
  start_date: string | null;
  end_date: string | null;
  duration_weeks: number | null;
  shift: string;
}): string {
  const end = line.end_date ?? (line.duration_weeks ? `${line.duration_weeks}w` : "");
  const dates = line.start_date || end ? ` ${line.start_date ?? ""}..${end}` : "";
  return `${line.headcount} ${line.position} ${line.placement}${dates} ${line.shift}`;
}

/** Each batch's owners' addresses and lines, read in one query each. */
async function batchDetails(database: Database, batch: PartnershipRequest[]) {
  const ids = batch.map((row) => row.id);
  const ownerIds = [...new Set(batch.flatMap((row) => (row.owner_id ? [row.owner_id] : [])))];
  const [owners, lines] = await Promise.all([
    ownerIds.length === 0 ? [] : database.db.selectFrom("user").select(["id", "email"]).where("id", "in", ownerIds).execute(),
    database.db
      .selectFrom("staff_request_lines")
      .select(["request_id", "headcount", "position", "placement", "start_date", "end_date", "duration_weeks", "shift"])
      .where("request_id", "in", ids)
      .orderBy("request_id")
      .orderBy("line_order")
      .orderBy("id")
      .execute(),
  ]);
  const linesOf = new Map<number, string[]>();
  for (const line of lines) {
    const list = linesOf.get(line.request_id) ?? [];
    list.push(lineSummary({ ...line, headcount: Number(line.headcount) }));
    linesOf.set(line.request_id, list);
  }
  return { ownerOf: new Map(owners.map((owner) => [owner.id, owner.email])), linesOf };
}

export async function* partnershipCsvRows(database: Database, filter: PartnershipFilter): AsyncGenerator<unknown[]> {
  for await (const batch of requestBatches(database, filter)) {
    const { ownerOf, linesOf } = await batchDetails(database, batch);
    for (const row of batch) {
      yield [
        row.id,
        requestReference(row.id),
        row.created_at,
        row.updated_at,
        row.status,
        row.lost_reason,
        row.owner_id ? (ownerOf.get(row.owner_id) ?? row.owner_id) : null,
        row.follow_up_on,
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
        row.city,
        row.plan,
        row.languages.join("; "),
        row.housing ? "yes" : "no",
        row.meals ? "yes" : "no",
        (linesOf.get(row.id) ?? []).join("; "),
        row.notes,
        row.language,
      ];
    }
  }
}
