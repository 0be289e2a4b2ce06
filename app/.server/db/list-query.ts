/**
 * The query string of an admin list page (?q=&page=&filter=), read leniently: a bad page number
 * falls back to 1, an over-long search is cut, so a hand-edited URL never produces a 500. Loaders
 * read it here and hand the services plain values; the SQL pieces the lists' services share live here too.
 */
import { type Expression, type SqlBool, sql } from "kysely";
import { isPartnershipStatus, type PartnershipStatus } from "~/lib/admin/partnership-status";
import type { Engine } from "./migrations/context";

export const PAGE_SIZE = 25;
const SEARCH_MAX = 200;

export interface ListQuery<F extends string> {
  search: string;
  page: number;
  filter: F;
}

export function readListQuery<F extends string>(request: Request, filters: readonly F[], fallback: F): ListQuery<F> {
  const params = new URL(request.url).searchParams;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const filter = params.get("filter") ?? "";
  return {
    search: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 1_000_000) : 1,
    filter: (filters as readonly string[]).includes(filter) ? (filter as F) : fallback,
  };
}

/**
 * The records lists' query string (requests, volunteers, pledges), shared by the page and its
 * export: ?q=, ?page=, ?status= (the admin-wide ?filter= is read too) and ?spam=1 for the caught
 * spam instead of what was received (decision 0015). An unknown status reads as "every status".
 */
export function readRecordsQuery(request: Request): {
  search: string;
  page: number;
  status: PartnershipStatus | "";
  spam: boolean;
} {
  const { search, page } = readListQuery(request, [""], "");
  const params = new URL(request.url).searchParams;
  const status = params.get("status") ?? params.get("filter");
  return { search, page, status: isPartnershipStatus(status) ? status : "", spam: params.get("spam") === "1" };
}

/** `%text%` with LIKE's wildcards escaped, to use with `likeInsensitive`. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive LIKE on both engines (SQLite's LIKE already is for ASCII; PostgreSQL needs ILIKE). */
export function likeInsensitive(engine: Engine, column: Expression<unknown>, pattern: string): Expression<SqlBool> {
  return engine === "postgres"
    ? sql<SqlBool>`${column} ilike ${pattern} escape '\\'`
    : sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
