/**
 * Openings as staff handle them (decision 0032): written as drafts, published, closed, reopened as
 * drafts. Every write and its audit entry share one transaction, and bump the content version so
 * the cached careers pages of every instance follow (decision 0008). A move is one conditional
 * UPDATE on the status: from the wrong state it changes nothing and says so.
 */
import { sql } from "kysely";
import {
  type Currency,
  type Opening,
  type OpeningContent,
  type OpeningDraft,
  type OpeningStatus,
  type OpeningSummary,
  openingReference,
  type PayUnit,
  type Placement,
  type PositionId,
  type ScreeningQuestion,
} from "~/lib/careers";
import type { Database, DB } from "../../db";
import { containsPattern, likeInsensitive, PAGE_SIZE } from "../../db/list-query";
import { nowIso, type OpeningsTable, toFlag } from "../../db/schema";
import { bumpContentVersion } from "../content/version";
import { type AuditAction, type AuditActor, audited, changedValues } from "../operations/audit";
import { contentToStore, translationStates } from "./translations";

export type OpeningChange = { ok: true } | { ok: false; reason: "notFound" | "wrongState" | "closingPassed" };

type OpeningRow = Omit<OpeningsTable, "id" | "status" | "created_at" | "updated_at" | "housing" | "meals" | "transport"> & {
  id: number;
  status: OpeningStatus;
  housing: boolean | number;
  meals: boolean | number;
  transport: boolean | number;
  created_at: string;
  updated_at: string;
};

const cents = (amount: number) => Math.round(amount * 100);

export function toOpening(row: OpeningRow): Opening {
  const content = JSON.parse(row.content) as OpeningContent;
  const pay =
    row.pay_min_cents !== null && row.pay_currency && row.pay_unit
      ? {
          min: row.pay_min_cents / 100,
          max: (row.pay_max_cents ?? row.pay_min_cents) / 100,
          currency: row.pay_currency as Currency,
          unit: row.pay_unit as PayUnit,
        }
      : null;
  return {
    id: row.id,
    reference: openingReference(row.id),
    status: row.status,
    content,
    translations: translationStates(content),
    position: row.position as PositionId,
    placement: row.placement as Placement,
    country: row.country,
    city: row.city,
    employerName: row.employer_name,
    housing: toFlag(row.housing),
    meals: toFlag(row.meals),
    transport: toFlag(row.transport),
    pay,
    startDate: row.start_date,
    seasonEnd: row.season_end,
    peopleWanted: row.people_wanted,
    closesOn: row.closes_on,
    questions: JSON.parse(row.questions) as ScreeningQuestion[],
    publishedAt: row.published_at,
    closedAt: row.closed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The columns of a draft (its content already merged with the stored translations). */
function columnsOf(draft: OpeningDraft, content: OpeningContent) {
  return {
    content: JSON.stringify(content),
    position: draft.position,
    placement: draft.placement,
    country: draft.country,
    city: draft.city,
    employer_name: draft.employerName,
    housing: draft.housing ? 1 : 0,
    meals: draft.meals ? 1 : 0,
    transport: draft.transport ? 1 : 0,
    pay_min_cents: draft.pay ? cents(draft.pay.min) : null,
    pay_max_cents: draft.pay ? cents(draft.pay.max) : null,
    pay_currency: draft.pay?.currency ?? null,
    pay_unit: draft.pay?.unit ?? null,
    start_date: draft.startDate,
    season_end: draft.seasonEnd,
    people_wanted: draft.peopleWanted,
    closes_on: draft.closesOn,
    questions: JSON.stringify(draft.questions),
  } as const;
}

/** What the audit log keeps of an opening: what the editor writes, not its status or times. */
function auditedFields(opening: Opening) {
  const { id, reference, status, translations, publishedAt, closedAt, createdAt, updatedAt, ...written } = opening;
  return written;
}

export async function getOpening(database: Database, id: number): Promise<Opening | undefined> {
  const row = (await database.db.selectFrom("openings").selectAll().where("id", "=", id).executeTakeFirst()) as
    | OpeningRow
    | undefined;
  return row ? toOpening(row) : undefined;
}

export const OPENING_LIST_FILTERS = ["all", "draft", "published", "closed"] as const;
export type OpeningListFilter = (typeof OPENING_LIST_FILTERS)[number];

export interface OpeningListQuery {
  search: string;
  page: number;
  filter: OpeningListFilter;
}

/** One page of the admin list, newest change first; the search looks through every language's texts. */
export async function listOpenings(
  database: Database,
  query: OpeningListQuery,
): Promise<{ rows: OpeningSummary[]; total: number; counts: Record<OpeningListFilter, number> }> {
  const { db, engine } = database;
  let base = db.selectFrom("openings");
  if (query.search) base = base.where((eb) => likeInsensitive(engine, eb.ref("content"), containsPattern(query.search)));
  const filtered = query.filter === "all" ? base : base.where("status", "=", query.filter);
  const [selected, countRows] = await Promise.all([
    filtered
      .selectAll()
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE)
      .execute(),
    base
      .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
      .groupBy("status")
      .execute(),
  ]);
  const rows = selected as OpeningRow[];
  const counts: Record<OpeningListFilter, number> = { all: 0, draft: 0, published: 0, closed: 0 };
  for (const row of countRows) {
    counts[row.status as OpeningStatus] = Number(row.count);
    counts.all += Number(row.count);
  }
  return {
    rows: rows.map((row) => {
      const opening = toOpening(row);
      return {
        id: opening.id,
        reference: opening.reference,
        title: opening.content.en.title,
        status: opening.status,
        position: opening.position,
        placement: opening.placement,
        country: opening.country,
        city: opening.city,
        closesOn: opening.closesOn,
        translations: opening.translations,
        updatedAt: opening.updatedAt,
      };
    }),
    total: counts[query.filter],
    counts,
  };
}

export function createOpening(database: Database, actor: AuditActor, draft: OpeningDraft): Promise<number> {
  const now = nowIso();
  const content = contentToStore(draft.content, undefined);
  return audited(database.db, actor, async (trx) => {
    const { id } = await trx
      .insertInto("openings")
      .values({ ...columnsOf(draft, content), created_by: actor.userId, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const created = (await getOpeningIn(trx, id)) as Opening;
    return { result: id, entry: { action: "opening.create", target: { type: "opening", id }, after: auditedFields(created) } };
  });
}

async function getOpeningIn(db: DB, id: number): Promise<Opening | undefined> {
  const row = (await db.selectFrom("openings").selectAll().where("id", "=", id).executeTakeFirst()) as OpeningRow | undefined;
  return row ? toOpening(row) : undefined;
}

/** Saves the editor's draft over the opening, whatever its status: a published opening changes in place. */
export function updateOpening(database: Database, actor: AuditActor, id: number, draft: OpeningDraft): Promise<OpeningChange> {
  return audited(database.db, actor, async (trx) => {
    const before = await getOpeningIn(trx, id);
    if (!before) return { result: { ok: false, reason: "notFound" } as OpeningChange };
    const content = contentToStore(draft.content, before.content);
    await trx
      .updateTable("openings")
      .set({ ...columnsOf(draft, content), updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    const after = (await getOpeningIn(trx, id)) as Opening;
    if (before.status === "published") await bumpContentVersion(trx);
    const changes = changedValues(auditedFields(before), auditedFields(after));
    return {
      result: { ok: true } as OpeningChange,
      entry: changes ? { action: "opening.update", target: { type: "opening", id }, ...changes } : undefined,
    };
  });
}

/** Moves an opening from one of `from` to `to`, with its audit entry and the pages' refresh. */
function move(
  database: Database,
  actor: AuditActor,
  action: AuditAction,
  id: number,
  from: readonly OpeningStatus[],
  to: OpeningStatus,
): Promise<OpeningChange> {
  return audited(database.db, actor, async (trx) => {
    const current = await trx.selectFrom("openings").select(["status", "closes_on"]).where("id", "=", id).executeTakeFirst();
    if (!current) return { result: { ok: false, reason: "notFound" } as OpeningChange };
    const now = nowIso();
    // Published past its closing day, it would be expired at once: the editor moves the date first.
    if (to === "published" && current.closes_on < now.slice(0, 10))
      return { result: { ok: false, reason: "closingPassed" } as OpeningChange };
    const result = await trx
      .updateTable("openings")
      .set({
        status: to,
        updated_at: now,
        ...(to === "published" ? { published_at: sql<string>`coalesce(published_at, ${now})`, closed_at: null } : {}),
        ...(to === "closed" ? { closed_at: now } : {}),
      })
      .where("id", "=", id)
      .where("status", "in", from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { result: { ok: false, reason: "wrongState" } as OpeningChange };
    await bumpContentVersion(trx);
    return {
      result: { ok: true } as OpeningChange,
      entry: { action, target: { type: "opening", id }, before: { status: current.status }, after: { status: to } },
    };
  });
}

/** What runs once an opening was published and committed: the job alerts' wake-up (decision 0036). */
const publishedListeners = new Set<(id: number) => void>();

/** Listens to publications; answers the function that stops listening. */
export function onOpeningPublished(listener: (id: number) => void): () => void {
  publishedListeners.add(listener);
  return () => publishedListeners.delete(listener);
}

export async function publishOpening(database: Database, actor: AuditActor, id: number): Promise<OpeningChange> {
  const change = await move(database, actor, "opening.publish", id, ["draft"], "published");
  if (change.ok) for (const listener of publishedListeners) listener(id);
  return change;
}

export const closeOpening = (database: Database, actor: AuditActor, id: number) =>
  move(database, actor, "opening.close", id, ["published"], "closed");

/** Back to a draft, from published or closed: off the site until it is published again. */
export const reopenOpening = (database: Database, actor: AuditActor, id: number) =>
  move(database, actor, "opening.reopen", id, ["published", "closed"], "draft");
