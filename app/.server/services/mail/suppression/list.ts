/**
 * The suppression list as staff see it (decision 0022): searched by address, filtered by reason,
 * source and campaign, a page at a time or streamed as CSV; and the two changes staff make, each
 * with its audit entry in the same transaction: remove an address (so later sends reach it again)
 * and add one by hand.
 */
import { type SqlBool, sql } from "kysely";
import type { SuppressionReason, SuppressionSource } from "~/lib/mail-suppression";
import { oneLine } from "../../../../lib/one-line";
import type { Database, DB } from "../../../db";
import { containsPattern, PAGE_SIZE } from "../../../db/list-query";
import { nowIso } from "../../../db/schema";
import { type AuditActor, type AuditedResult, audited } from "../../operations/audit";
import { EXPORT_BATCH_SIZE, type ListPage, readPage, toCount } from "../../records/records-common";
import { DETAIL_MAX_LENGTH } from "./events";
import { normalizeAddress } from "./suppressed";

export interface SuppressionFilter {
  /** Part of an address; "" for every one. */
  search: string;
  reason: SuppressionReason | "";
  source: SuppressionSource | "";
  /** Only the addresses this campaign's bounces and complaints put on the list. */
  campaignId: number | null;
}

export interface Suppression {
  /** The address: the list's key, and the row's in the admin table; an erased address's row is `erased-<row id>`. */
  id: string;
  /** The row keeps only the keyed hash of an erased person's address (decision 0040): nothing of it is shown. */
  erased: boolean;
  reason: string;
  source: string;
  /** The server's or provider's words, or a staff member's note; plain text. */
  detail: string | null;
  campaign: { id: number; name: string } | null;
  createdAt: string;
}

export type SuppressionChange = { ok: true } | { ok: false; reason: "invalidAddress" | "alreadyListed" | "notFound" };

const AUDIT_TARGET = "mail_suppression";

function filtered(db: DB, { search, reason, source, campaignId }: SuppressionFilter) {
  let query = db.selectFrom("mail_suppressions as s");
  // Addresses are kept lowercased: a lowercased pattern with plain LIKE finds them on both engines.
  if (search) query = query.where(sql<SqlBool>`s.email like ${containsPattern(search.toLowerCase())} escape '\\'`);
  if (reason) query = query.where("s.reason", "=", reason);
  if (source) query = query.where("s.source", "=", source);
  if (campaignId !== null) query = query.where("s.campaign_id", "=", campaignId);
  return query;
}

function rows(db: DB, filter: SuppressionFilter) {
  return filtered(db, filter)
    .leftJoin("campaigns as c", "c.id", "s.campaign_id")
    .select(["s.id", "s.email", "s.reason", "s.source", "s.detail", "s.campaign_id", "s.created_at", "c.name as campaign_name"])
    .orderBy("s.created_at", "desc")
    .orderBy("s.id", "desc");
}

type Row = Awaited<ReturnType<ReturnType<typeof rows>["execute"]>>[number];

const ERASED_ID = /^erased-(\d{1,15})$/;

const toSuppression = (row: Row): Suppression => ({
  id: row.email ?? `erased-${row.id}`,
  erased: row.email === null,
  reason: row.reason,
  source: row.source,
  detail: row.detail,
  // A campaign deleted since is not linked: the id alone names nothing staff can open.
  campaign: row.campaign_id !== null && row.campaign_name !== null ? { id: row.campaign_id, name: row.campaign_name } : null,
  createdAt: row.created_at,
});

export async function listSuppressions(
  { db }: Database,
  filter: SuppressionFilter & { page: number },
): Promise<ListPage<Suppression>> {
  const count = async () => {
    const row = await filtered(db, filter)
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirst();
    return toCount(row?.count);
  };
  const page = await readPage(count, filter.page, (offset) => rows(db, filter).limit(PAGE_SIZE).offset(offset).execute());
  return { ...page, rows: page.rows.map(toSuppression) };
}

/** One listed address (or an erased address's row, by its id), for its panel; undefined when it is not on the list. */
export async function findSuppression({ db }: Database, id: string): Promise<Suppression | undefined> {
  const none: SuppressionFilter = { search: "", reason: "", source: "", campaignId: null };
  const erased = ERASED_ID.exec(id);
  if (erased) {
    const row = await rows(db, none).where("s.id", "=", Number(erased[1])).where("s.email", "is", null).executeTakeFirst();
    return row && toSuppression(row);
  }
  const address = normalizeAddress(id);
  if (!address) return undefined;
  const row = await rows(db, none).where("s.email", "=", address).executeTakeFirst();
  return row && toSuppression(row);
}

/** Staff add an address by hand: reason "manual", source "staff", with their note as its words. */
export function addSuppression(
  { db }: Database,
  actor: AuditActor,
  input: { email: string; note: string },
): Promise<SuppressionChange> {
  const email = normalizeAddress(input.email);
  if (!email) return Promise.resolve({ ok: false, reason: "invalidAddress" });
  const detail = oneLine(input.note, DETAIL_MAX_LENGTH);
  return audited(db, actor, async (trx): Promise<AuditedResult<SuppressionChange>> => {
    const added = await trx
      .insertInto("mail_suppressions")
      .values({ email, reason: "manual", source: "staff", detail, campaign_id: null, created_at: nowIso() })
      .onConflict((conflict) => conflict.column("email").doNothing())
      .returning("email")
      .executeTakeFirst();
    if (!added) return { result: { ok: false, reason: "alreadyListed" } };
    return {
      result: { ok: true },
      entry: { action: "suppression.add", target: { type: AUDIT_TARGET, id: email }, after: { reason: "manual", detail } },
    };
  });
}

/** Staff take an address off the list; the entry keeps what the list said about it. */
export function removeSuppression({ db }: Database, actor: AuditActor, email: string): Promise<SuppressionChange> {
  const address = normalizeAddress(email);
  if (!address) return Promise.resolve({ ok: false, reason: "notFound" });
  return audited(db, actor, async (trx): Promise<AuditedResult<SuppressionChange>> => {
    const before = await trx
      .deleteFrom("mail_suppressions")
      .where("email", "=", address)
      .returning(["reason", "source", "detail", "campaign_id", "created_at"])
      .executeTakeFirst();
    if (!before) return { result: { ok: false, reason: "notFound" } };
    return {
      result: { ok: true },
      entry: {
        action: "suppression.remove",
        target: { type: AUDIT_TARGET, id: address },
        before: {
          reason: before.reason,
          source: before.source,
          detail: before.detail,
          campaignId: before.campaign_id,
          createdAt: before.created_at,
        },
      },
    };
  });
}

/** What the CSV holds: the list as the page shows it, every address of the filter. */
export const SUPPRESSION_CSV_HEADER = ["email", "reason", "source", "detail", "campaign_id", "campaign", "created_at"] as const;

/** The filter's addresses, newest first, in keyset batches on (created_at, id); an erased address's email is left empty. */
export async function* suppressionCsvRows({ db }: Database, filter: SuppressionFilter): AsyncGenerator<unknown[]> {
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    let query = rows(db, filter);
    if (after) {
      const { createdAt, id } = after;
      query = query.where((eb) => eb(eb.refTuple("s.created_at", "s.id"), "<", eb.tuple(createdAt, id)));
    }
    const batch = await query.limit(EXPORT_BATCH_SIZE).execute();
    for (const row of batch) {
      yield [row.email ?? "", row.reason, row.source, row.detail, row.campaign_id, row.campaign_name, row.created_at];
    }
    const last = batch.at(-1);
    if (!last || batch.length < EXPORT_BATCH_SIZE) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}
