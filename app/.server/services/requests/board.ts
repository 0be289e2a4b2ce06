/**
 * The requests as staff work them (decision 0038): a board with a column per stage (its count, its
 * newest REQUEST_BOARD_COLUMN_LIMIT cards) and a list a page at a time, both narrowed by one filter
 * (records/partnerships-admin.ts, `filteredRequests`). A card says who asked, where, for how many
 * people, who owns it, when to call back and whether it went stale. Cards are read a column at a
 * time from the (status, created_at, id) index; the headcounts and owners of the cards shown are
 * read in one query each, so the board costs the same at 20,000 requests as at 20.
 */
import { REQUEST_STAGES, type RequestStage, requestReference } from "~/lib/staff-requests/model";
import {
  type FollowUpState,
  followUpState,
  isStale,
  REQUEST_BOARD_COLUMN_LIMIT,
  type RequestFilter,
  staleBefore,
  utcDay,
} from "~/lib/staff-requests/pipeline";
import type { Database } from "../../db";
import { PAGE_SIZE } from "../../db/list-query";
import { filteredRequests, type PartnershipFilter } from "../records/partnerships-admin";
import { type ListPage, readPage, toCount } from "../records/records-common";

export interface RequestCard {
  id: number;
  reference: string;
  organization: string;
  country: string;
  city: string | null;
  stage: RequestStage;
  plan: string | null;
  /** The people wanted over all its lines. */
  headcount: number;
  ownerId: string | null;
  ownerName: string | null;
  followUpOn: string | null;
  followUp: FollowUpState | null;
  stale: boolean;
  createdAt: string;
}

export interface RequestBoardColumn {
  stage: RequestStage;
  count: number;
  cards: RequestCard[];
}

/** When the board is read: the day for follow-ups and the stale setting. */
export interface BoardClock {
  now: Date;
  staleDays: number;
}

const CARD_COLUMNS = [
  "id",
  "organization",
  "country",
  "city",
  "status",
  "plan",
  "owner_id",
  "follow_up_on",
  "touched_at",
  "created_at",
] as const;

type CardRow = {
  id: number;
  organization: string;
  country: string;
  city: string | null;
  status: string;
  plan: string | null;
  owner_id: string | null;
  follow_up_on: string | null;
  touched_at: string | null;
  created_at: string;
};

const toFilter = (filter: RequestFilter): PartnershipFilter => ({
  status: filter.stage ?? "",
  search: filter.search,
  owner: filter.owner,
  market: filter.market,
  plan: filter.plan,
});

/** The cards of the rows read: each with its lines' headcount and its owner's name. */
async function toCards(database: Database, rows: CardRow[], { now, staleDays }: BoardClock): Promise<RequestCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const ownerIds = [...new Set(rows.flatMap((row) => (row.owner_id ? [row.owner_id] : [])))];
  const [headcounts, owners] = await Promise.all([
    database.db
      .selectFrom("staff_request_lines")
      .select(["request_id", (eb) => eb.fn.sum<number | string>("headcount").as("people")])
      .where("request_id", "in", ids)
      .groupBy("request_id")
      .execute(),
    ownerIds.length === 0 ? [] : database.db.selectFrom("user").select(["id", "name"]).where("id", "in", ownerIds).execute(),
  ]);
  const peopleOf = new Map(headcounts.map((row) => [row.request_id, toCount(row.people)]));
  const nameOf = new Map(owners.map((owner) => [owner.id, owner.name]));
  const today = utcDay(now);
  const before = staleBefore(now, staleDays);
  return rows.map((row) => ({
    id: row.id,
    reference: requestReference(row.id),
    organization: row.organization,
    country: row.country,
    city: row.city,
    stage: row.status as RequestStage,
    plan: row.plan,
    headcount: peopleOf.get(row.id) ?? 0,
    ownerId: row.owner_id,
    ownerName: row.owner_id ? (nameOf.get(row.owner_id) ?? null) : null,
    followUpOn: row.follow_up_on,
    followUp: row.follow_up_on ? followUpState(row.follow_up_on, today) : null,
    stale: isStale(row.status, row.touched_at, row.created_at, before),
    createdAt: row.created_at,
  }));
}

/** The board: every stage (or the filter's one) with its count and its newest cards. */
export async function loadRequestBoard(
  database: Database,
  filter: RequestFilter,
  clock: BoardClock,
  limit = REQUEST_BOARD_COLUMN_LIMIT,
): Promise<RequestBoardColumn[]> {
  const stages = filter.stage ? [filter.stage] : REQUEST_STAGES;
  const base = toFilter({ ...filter, stage: null });
  const [counts, ...columns] = await Promise.all([
    filteredRequests(database, base)
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
      .groupBy("status")
      .execute(),
    ...stages.map((stage) =>
      filteredRequests(database, { ...base, status: stage })
        .select(CARD_COLUMNS)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute(),
    ),
  ]);
  const countOf = new Map(counts.map((row) => [row.status, toCount(row.count)]));
  const cards = await toCards(database, columns.flat(), clock);
  return stages.map((stage) => ({
    stage,
    count: countOf.get(stage) ?? 0,
    cards: cards.filter((card) => card.stage === stage),
  }));
}

/** The list: a page of cards, newest first, and the total; with `spam`, of the caught spam instead. */
export function listRequestCards(
  database: Database,
  filter: RequestFilter,
  page: number,
  clock: BoardClock,
  spam = false,
): Promise<ListPage<RequestCard>> {
  const narrowed = { ...toFilter(filter), spam };
  const count = async () => {
    const row = await filteredRequests(database, narrowed)
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirst();
    return toCount(row?.count as number | undefined);
  };
  return readPage(count, page, async (offset) => {
    const rows = await filteredRequests(database, narrowed)
      .select(CARD_COLUMNS)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset(offset)
      .execute();
    return toCards(database, rows, clock);
  });
}
