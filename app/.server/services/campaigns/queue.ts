/**
 * Queuing a send's recipients: one INSERT ... SELECT from the subscriber list per chunk of
 * subscriber ids, each its own short statement, so a 100,000-recipient send never holds the
 * database (or, on SQLite, the event loop) for long. A recipient is a delivery row keyed by
 * (campaign, subscriber): a chunk queued twice (two instances, or a restart mid-queue) adds nothing.
 * A subscriber whose address is on the suppression list (decision 0022) is queued as skipped, with
 * the reason: the send's figures count them among its recipients and say why they got nothing.
 * An erased person's address is listed by keyed hash only (decision 0040), which SQL cannot
 * compute: while such rows exist, the chunk's queued addresses are asked of the list once more.
 */
import { sql } from "kysely";
import type { DB } from "../../db";
import { nowIso } from "../../db/schema";
import { suppressedAmong } from "../mail/suppression/suppressed";
import { startSend } from "./store";

const QUEUE_CHUNK = 500;

/**
 * A delivery skipped because its address is on the suppression list; the report counts these by
 * this text, so it stays as it is.
 */
export const SUPPRESSED = "Not sent: the address is on the suppression list";

export interface QueueState {
  id: number;
  audience: "confirmed" | "all" | null;
  queued_through: number | null;
}

/**
 * Queues the next chunk after the campaign's cursor. Returns true when the subscriber list is
 * exhausted (the campaign is then marked fully queued).
 */
export async function queueNextChunk(db: DB, campaign: QueueState, chunk = QUEUE_CHUNK): Promise<boolean> {
  const after = campaign.queued_through ?? 0;
  const confirmedOnly = campaign.audience === "confirmed";
  let candidates = db.selectFrom("newsletter_subscribers").where("id", ">", after);
  if (confirmedOnly) candidates = candidates.where("confirmed", "=", 1);
  // The chunk's last id: the chunk is then a closed range another instance would queue identically.
  const last = await candidates
    .select("id")
    .orderBy("id")
    .offset(chunk - 1)
    .limit(1)
    .executeTakeFirst();
  const through = last?.id ?? null;

  // Both tables keep addresses trimmed and lowercased, so the list is read by equality, in the same statement.
  await sql`
    insert into campaign_deliveries (campaign_id, subscriber_id, email, language, status, error)
    select ${campaign.id}, s.id, s.email, s.language,
      case when m.email is null then 'queued' else 'skipped' end,
      case when m.email is null then null else ${SUPPRESSED} end
    from newsletter_subscribers s
    left join mail_suppressions m on m.email = s.email
    where s.id > ${after}
      ${through === null ? sql`` : sql`and s.id <= ${through}`}
      ${confirmedOnly ? sql`and s.confirmed = 1` : sql``}
    on conflict do nothing`.execute(db);
  await skipHashedSuppressions(db, campaign.id, after, through);

  if (through !== null) {
    await db
      .updateTable("campaigns")
      .set({ queued_through: through })
      .where("id", "=", campaign.id)
      .where((eb) => eb.or([eb("queued_through", "is", null), eb("queued_through", "<", through)]))
      .execute();
    campaign.queued_through = through;
    return false;
  }
  await db
    .updateTable("campaigns")
    .set({ queued_at: nowIso() })
    .where("id", "=", campaign.id)
    .where("queued_at", "is", null)
    .execute();
  return true;
}

/** The chunk's queued deliveries whose address is listed by keyed hash, skipped as the join skips the others. */
async function skipHashedSuppressions(db: DB, campaignId: number, after: number, through: number | null): Promise<void> {
  const hashed = await db.selectFrom("mail_suppressions").select("id").where("email", "is", null).limit(1).executeTakeFirst();
  if (!hashed) return;
  let queued = db
    .selectFrom("campaign_deliveries")
    .select("email")
    .where("campaign_id", "=", campaignId)
    .where("status", "=", "queued")
    .where("subscriber_id", ">", after);
  if (through !== null) queued = queued.where("subscriber_id", "<=", through);
  const suppressed = [
    ...(await suppressedAmong(
      db,
      (await queued.execute()).map(({ email }) => email),
    )),
  ];
  if (suppressed.length === 0) return;
  await db
    .updateTable("campaign_deliveries")
    .set({ status: "skipped", error: SUPPRESSED })
    .where("campaign_id", "=", campaignId)
    .where("status", "=", "queued")
    .where("email", "in", suppressed)
    .execute();
}

/** Scheduled campaigns whose time has come start sending; each is started by one instance only. */
export async function startDueCampaigns(database: Parameters<typeof startSend>[0], now = new Date()): Promise<number> {
  const due = await database.db
    .selectFrom("campaigns")
    .select("id")
    .where("status", "=", "scheduled")
    .where("scheduled_at", "<=", now.toISOString())
    .execute();
  let started = 0;
  for (const { id } of due) if ((await startSend(database, undefined, id, ["scheduled"])).ok) started++;
  return started;
}
