/**
 * A bounce or a complaint, from whichever source saw it (decision 0022): the SMTP server's refusal
 * at send time, a delivery report in the bounce mailbox, a provider's signed webhook. Each is kept
 * once (by the source's own id of it), counted against its campaign, and puts the address on the
 * suppression list when it is permanent (a hard bounce, a complaint) or when soft bounces reach
 * the limit within the window the Settings page sets.
 */
import { DETAIL_MAX_LENGTH, type DeliveryEventKind, type SuppressionSource } from "~/lib/mail-suppression";
import { oneLine } from "../../../../lib/one-line";
import type { DB } from "../../../db";
import { nowIso } from "../../../db/schema";
import { getSettings } from "../../../settings";
import { isErasedAddress, normalizeAddress } from "./suppressed";

// The words are shared with the admin pages (~/lib/mail-suppression); every source imports them from here.
export {
  DELIVERY_EVENT_KINDS,
  DETAIL_MAX_LENGTH,
  type DeliveryEventKind,
  SUPPRESSION_REASONS,
  SUPPRESSION_SOURCES,
  type SuppressionReason,
  type SuppressionSource,
} from "~/lib/mail-suppression";

const EVENT_KEY_MAX_LENGTH = 200;
/** A report arriving this long after the send is no longer matched to a campaign by address alone. */
const ATTRIBUTION_DAYS = 30;

export interface DeliveryEvent {
  email: string;
  kind: DeliveryEventKind;
  source: Exclude<SuppressionSource, "staff">;
  /** The status code and diagnostic, as the source gave them. */
  detail?: string;
  /**
   * The campaign the bounced email belonged to, when the report names it; null when the email was
   * known not to be a campaign's (an account email refused at send time), so none is guessed.
   */
  campaignId?: number | null;
  /** The source's own id of the event (SNS MessageId, a DSN's Message-ID and recipient...). */
  eventKey?: string;
  /** When the source says it happened; now when it does not say, or says something unreadable. */
  occurredAt?: string | Date;
}

export type DeliveryEventOutcome =
  | { recorded: true; email: string; suppressed: boolean }
  | { recorded: false; reason: "invalidAddress" | "duplicate" | "erasedAddress" };

function instantOf(value: string | Date | undefined): string {
  if (value === undefined) return nowIso();
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  // A date from outside can be anything: one in the future or before mail existed reads as now.
  return Number.isFinite(time) && time <= Date.now() + 60_000 && time > Date.UTC(1990, 0, 1) ? date.toISOString() : nowIso();
}

const daysBefore = (iso: string, days: number) => new Date(Date.parse(iso) - days * 86_400_000).toISOString();

/** The campaign named, if it exists; otherwise the last campaign sent to the address shortly before. */
async function campaignOf(db: DB, email: string, occurredAt: string, named: number | null | undefined): Promise<number | null> {
  if (named === null) return null;
  if (named !== undefined && Number.isSafeInteger(named) && named > 0) {
    const campaign = await db.selectFrom("campaigns").select("id").where("id", "=", named).executeTakeFirst();
    if (campaign) return campaign.id;
  }
  const delivery = await db
    .selectFrom("campaign_deliveries")
    .select("campaign_id")
    .where("email", "=", email)
    .where("status", "=", "sent")
    .where("sent_at", "<=", occurredAt)
    .where("sent_at", ">=", daysBefore(occurredAt, ATTRIBUTION_DAYS))
    .orderBy("sent_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return delivery?.campaign_id ?? null;
}

/** What puts the address on the list, if anything does now. */
async function suppressionReason(db: DB, email: string, kind: DeliveryEventKind, occurredAt: string) {
  if (kind === "hard_bounce") return "hard_bounce";
  if (kind === "complaint") return "complaint";
  const { softBounceLimit, softBounceWindowDays } = await getSettings(db);
  const { count } = await db
    .selectFrom("mail_delivery_events")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("email", "=", email)
    .where("kind", "=", "soft_bounce")
    .where("occurred_at", ">", daysBefore(occurredAt, softBounceWindowDays))
    .executeTakeFirstOrThrow();
  return Number(count) >= softBounceLimit ? "soft_bounces" : undefined;
}

/**
 * Keeps one event and suppresses its address when it should be. A repeated event (same key), an
 * address that is not one, and an erased person's address (listed by hash already; storing the
 * report would keep the address again, decision 0040) change nothing. The event and the
 * suppression are written together.
 */
export async function recordDeliveryEvent(db: DB, event: DeliveryEvent): Promise<DeliveryEventOutcome> {
  const email = normalizeAddress(event.email);
  if (!email) return { recorded: false, reason: "invalidAddress" };
  if (await isErasedAddress(db, email)) return { recorded: false, reason: "erasedAddress" };
  const occurredAt = instantOf(event.occurredAt);
  const detail = oneLine(event.detail, DETAIL_MAX_LENGTH);
  const eventKey = oneLine(event.eventKey, EVENT_KEY_MAX_LENGTH);
  return db.transaction().execute(async (trx) => {
    const campaignId = await campaignOf(trx, email, occurredAt, event.campaignId);
    const inserted = await trx
      .insertInto("mail_delivery_events")
      .values({
        email,
        kind: event.kind,
        source: event.source,
        detail,
        campaign_id: campaignId,
        event_key: eventKey,
        occurred_at: occurredAt,
      })
      .onConflict((conflict) => conflict.column("event_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { recorded: false, reason: "duplicate" };
    const reason = await suppressionReason(trx, email, event.kind, occurredAt);
    if (reason) {
      await trx
        .insertInto("mail_suppressions")
        .values({ email, reason, source: event.source, detail, campaign_id: campaignId, created_at: nowIso() })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .execute();
    }
    const listed = await trx.selectFrom("mail_suppressions").select("email").where("email", "=", email).executeTakeFirst();
    return { recorded: true, email, suppressed: listed !== undefined };
  });
}

/** Bounces and complaints per campaign, for its report. */
export async function deliveryEventCounts(db: DB, campaignId: number): Promise<Record<DeliveryEventKind, number>> {
  const rows = await db
    .selectFrom("mail_delivery_events")
    .select(["kind", (eb) => eb.fn.count<number | string>("email").distinct().as("count")])
    .where("campaign_id", "=", campaignId)
    .groupBy("kind")
    .execute();
  const counts: Record<DeliveryEventKind, number> = { hard_bounce: 0, soft_bounce: 0, complaint: 0 };
  for (const row of rows) if (row.kind in counts) counts[row.kind as DeliveryEventKind] = Number(row.count);
  return counts;
}
