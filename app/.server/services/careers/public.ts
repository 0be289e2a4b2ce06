/**
 * Openings as visitors see them (decision 0032): an opening is open while it is published and its
 * closing day (UTC) has not passed. The careers page lists the open ones, filtered; an opening's
 * page shows any published or closed one, and a closed or expired one says so and points to
 * similar open ones (decision 0033). Drafts are never shown.
 */
import type { CareersFilter, Opening } from "~/lib/careers";
import type { Database } from "../../db";
import { toOpening } from "./store";

/** The most openings one careers page lists; the filters narrow a longer list. */
export const CAREERS_LIST_LIMIT = 200;

/** Today's date in UTC, the day a closing date is compared with. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

export function isOpen(opening: Pick<Opening, "status" | "closesOn">, now = new Date()): boolean {
  return opening.status === "published" && opening.closesOn >= todayUtc(now);
}

function openQuery(database: Database, now: Date) {
  return database.db.selectFrom("openings").where("status", "=", "published").where("closes_on", ">=", todayUtc(now));
}

type Row = Parameters<typeof toOpening>[0];

/** The open openings that match the filter, the soonest to close first. */
export async function listOpenOpenings(database: Database, filter: CareersFilter, now = new Date()): Promise<Opening[]> {
  let query = openQuery(database, now);
  if (filter.position) query = query.where("position", "=", filter.position);
  if (filter.country) query = query.where("country", "=", filter.country);
  if (filter.kind) query = query.where("placement", "=", filter.kind);
  const rows = (await query.selectAll().orderBy("closes_on").orderBy("id").limit(CAREERS_LIST_LIMIT).execute()) as Row[];
  return rows.map(toOpening);
}

/** An opening a visitor may open: published (open or expired) or closed; never a draft. */
export async function getPublicOpening(database: Database, id: number): Promise<Opening | undefined> {
  const row = (await database.db
    .selectFrom("openings")
    .selectAll()
    .where("id", "=", id)
    .where("status", "in", ["published", "closed"])
    .executeTakeFirst()) as Row | undefined;
  return row ? toOpening(row) : undefined;
}

/**
 * Open openings like this one: the same position first, then the same country, then the same kind
 * of placement; at most `limit`, never the opening itself.
 */
export async function similarOpenings(database: Database, opening: Opening, limit = 3, now = new Date()): Promise<Opening[]> {
  const rows = (await openQuery(database, now)
    .selectAll()
    .where("id", "!=", opening.id)
    .where((eb) =>
      eb.or([
        eb("position", "=", opening.position),
        eb("country", "=", opening.country),
        eb("placement", "=", opening.placement),
      ]),
    )
    .orderBy("closes_on")
    .limit(CAREERS_LIST_LIMIT)
    .execute()) as Row[];
  const score = (row: Row) =>
    (row.position === opening.position ? 4 : 0) +
    (row.country === opening.country ? 2 : 0) +
    (row.placement === opening.placement ? 1 : 0);
  return rows
    .sort((a, b) => score(b) - score(a))
    .slice(0, limit)
    .map(toOpening);
}

/** Every open opening with its last change: the sitemap's and the feeds' entries. */
export async function openOpeningsForIndex(
  database: Database,
  now = new Date(),
): Promise<
  Array<
    Pick<
      Opening,
      "id" | "content" | "updatedAt" | "publishedAt" | "reference" | "position" | "placement" | "country" | "city" | "closesOn"
    >
  >
> {
  const rows = (await openQuery(database, now)
    .selectAll()
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute()) as Row[];
  return rows.map(toOpening);
}
