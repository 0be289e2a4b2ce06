/**
 * Sends campaigns (decision 0013): each recipient at most once, throttled to the configured rate,
 * whatever happens to the instances sending.
 *
 * A delivery moves queued -> claimed -> sending -> sent | failed | skipped. Claiming takes a small
 * batch with a lease; a claim whose instance died goes back to the queue when its lease ends, since
 * nothing was sent for it. Just before handing a message to SMTP its row becomes `sending` in its
 * own committed write: from then on the delivery is never attempted again. A sender killed between
 * SMTP's acceptance and the `sent` write leaves it `sending`; it is then marked failed as
 * "interrupted" (at most one per instance), never sent twice. A refusal SMTP calls temporary (4xx),
 * or a connection that never opened, proves nothing was delivered, so that recipient is retried.
 *
 * An address on the suppression list (decision 0022) is skipped: at queuing, and again for each
 * batch just before it is sent. Every email names its campaign in `X-Crestway-Campaign`. The SMTP
 * server's refusal of a recipient is kept as a bounce: at once when permanent (5xx), and when the
 * retries of a temporary one (4xx) run out.
 *
 * On PostgreSQL the claim locks the campaign row, so instances claim one after another and the rate,
 * counted over the claims of the last minute in the database, holds for all of them together.
 */
import { randomBytes } from "node:crypto";
import { type ExpressionBuilder, sql } from "kysely";
import { isLanguage, type Language } from "~/i18n/languages";
import type { CampaignContent } from "~/lib/campaigns";
import type { Database } from "../../db";
import { type DatabaseSchema, nowIso } from "../../db/schema";
import type { Logger } from "../../logger";
import type { MailTransport } from "../../mail/transport";
import { BackgroundWorker } from "../../runtime/background-worker";
import { getSettings } from "../../settings";
import { recipientRefusal, recordRecipientRefusal } from "../mail/suppression/smtp-refusal";
import { normalizeAddress, suppressedAmong } from "../mail/suppression/suppressed";
import { type MailRuns, mailRunsOf } from "../operations/mail-runs";
import { queueNextChunk, SUPPRESSED, startDueCampaigns } from "./queue";
import { type CampaignContext, CampaignRenderer, type RenderableCampaign } from "./render";
import { progressOf } from "./store";

export interface CampaignSenderOptions {
  /** A stable name for this instance (host and port): a restart settles its predecessor's sends at once. */
  instance: string;
  pollIntervalMs: number;
  /** How long a claimed, not yet attempted recipient stays with its sender. */
  claimLeaseMs: number;
  /** How long an attempt may run before another instance calls it interrupted. */
  sendLeaseMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Fixed rate (tests and the bench); otherwise the Settings page's, read at every pass. */
  ratePerMinute?: number;
}

const DEFAULT_CAMPAIGN_SENDER_OPTIONS: Omit<CampaignSenderOptions, "instance"> = {
  pollIntervalMs: 2_000,
  claimLeaseMs: 60_000,
  sendLeaseMs: 15 * 60_000,
  maxAttempts: 5,
  retryBaseMs: 60_000,
  retryMaxMs: 60 * 60_000,
};

export const INTERRUPTED =
  "Interrupted while sending (the server stopped); not retried, so that no one receives the campaign twice";

interface SendingCampaign {
  id: number;
  name: string;
  content: string;
  audience: "confirmed" | "all" | null;
  utm_campaign: string | null;
  queued_through: number | null;
  queued_at: string | null;
  updated_at: string;
}

interface Claimed {
  subscriber_id: number;
  email: string;
  language: string;
  attempts: number;
}

interface BatchEmail {
  campaign: RenderableCampaign;
  context: CampaignContext;
  /** The batch's addresses found on the suppression list when it was claimed. */
  suppressed: ReadonlySet<string>;
}

type BatchOutcome = "sent" | "idle" | "throttled" | "stopped";

/** A refusal that proves the message was not delivered, worth another attempt later. */
export function isTemporaryFailure(error: unknown): boolean {
  const failure = error as { responseCode?: number; command?: string; code?: string };
  if (typeof failure?.responseCode === "number") return failure.responseCode >= 400 && failure.responseCode < 500;
  // No connection, so no message: nodemailer names the step it failed at.
  return failure?.command === "CONN" || failure?.code === "ECONNECTION" || failure?.code === "EDNS";
}

function errorText(error: unknown): string {
  const failure = error as { response?: string; message?: string };
  return String(failure?.response ?? failure?.message ?? error).slice(0, 1000);
}

export class CampaignSender extends BackgroundWorker {
  private readonly options: CampaignSenderOptions;
  private readonly renderer: CampaignRenderer;
  private readonly context: () => Promise<CampaignContext>;
  /** This process's claims; its predecessors' (same instance name) are settled at the first pass. */
  private readonly owner: string;
  private settledPredecessor = false;
  private lastSendAt = 0;
  /** The transport's last success and failure, for the system page. */
  private readonly mailRuns: MailRuns;

  constructor(
    private readonly database: Database,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
    context: () => Promise<CampaignContext>,
    options: Partial<CampaignSenderOptions> & { instance: string },
  ) {
    super(options.pollIntervalMs ?? DEFAULT_CAMPAIGN_SENDER_OPTIONS.pollIntervalMs);
    this.options = { ...DEFAULT_CAMPAIGN_SENDER_OPTIONS, ...options };
    this.owner = `${this.options.instance}/${randomBytes(6).toString("hex")}`;
    this.renderer = new CampaignRenderer();
    this.context = context;
    this.mailRuns = mailRunsOf(database.db, logger);
  }

  /** One pass: start due schedules, then queue and send until nothing is due. Never throws. */
  async pass(): Promise<void> {
    try {
      if (!this.settledPredecessor) {
        await this.settlePredecessor();
        this.settledPredecessor = true;
      }
      await startDueCampaigns(this.database);
      for (;;) {
        if (this.stopping) return;
        const campaigns = await this.sendingCampaigns();
        if (campaigns.length === 0) return;
        const rate = this.options.ratePerMinute ?? (await getSettings(this.database.db)).campaignSendRatePerMinute;
        const outcomes: BatchOutcome[] = [];
        for (const campaign of campaigns) {
          if (campaign.queued_at === null && !(await this.queueAll(campaign))) return;
          outcomes.push(await this.sendBatch(campaign, rate));
        }
        if (outcomes.includes("stopped")) return;
        if (outcomes.includes("sent")) continue;
        // Only retries waiting for their time, or other instances' claims: the timer comes back.
        if (!outcomes.includes("throttled")) return;
        await this.sleep(await this.untilWindowFrees());
      }
    } catch (error) {
      this.logger.error({ err: error }, "Campaign sender failed");
    }
  }

  private sendingCampaigns(): Promise<SendingCampaign[]> {
    return this.database.db
      .selectFrom("campaigns")
      .select(["id", "name", "content", "audience", "utm_campaign", "queued_through", "queued_at", "updated_at"])
      .where("status", "=", "sending")
      .orderBy("id")
      .execute();
  }

  /** Queues every recipient, a chunk at a time, letting requests run between chunks. */
  private async queueAll(campaign: SendingCampaign): Promise<boolean> {
    const startedAt = performance.now();
    for (;;) {
      if (this.stopping) return false;
      if (await queueNextChunk(this.database.db, campaign)) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.logger.info({ campaignId: campaign.id, ms: Math.round(performance.now() - startedAt) }, "Campaign queued");
    return true;
  }

  /**
   * Claims that this instance name left behind when its previous process died. Only campaigns still
   * under way can hold them, so the search stays within their rows (campaign, status index) however
   * many past sends the table keeps.
   */
  private async settlePredecessor(): Promise<void> {
    const prefix = `${this.options.instance}/`;
    const predecessor = sql<boolean>`substr(claimed_by, 1, ${prefix.length}) = ${prefix} and claimed_by <> ${this.owner}`;
    const underWay = (eb: ExpressionBuilder<DatabaseSchema, "campaign_deliveries">) =>
      eb("campaign_id", "in", eb.selectFrom("campaigns").select("id").where("status", "in", ["sending", "paused"]));
    await this.database.db
      .updateTable("campaign_deliveries")
      .set({ status: "failed", error: INTERRUPTED, lease_until: null })
      .where(underWay)
      .where("status", "=", "sending")
      .where(predecessor)
      .execute();
    await this.database.db
      .updateTable("campaign_deliveries")
      .set({ status: "queued", lease_until: null, claimed_by: null, claimed_at: null })
      .where(underWay)
      .where("status", "=", "claimed")
      .where(predecessor)
      .execute();
  }

  /** Milliseconds until the oldest claim of the last minute leaves the rate window. */
  private async untilWindowFrees(): Promise<number> {
    const since = new Date(Date.now() - 60_000).toISOString();
    const oldest = await this.database.db
      .selectFrom("campaign_deliveries")
      .select((eb) => eb.fn.min("claimed_at").as("oldest"))
      .where("claimed_at", ">", since)
      .executeTakeFirst();
    const wait = oldest?.oldest ? Date.parse(oldest.oldest) + 60_000 - Date.now() : 0;
    return Math.min(Math.max(wait, 50), this.options.pollIntervalMs);
  }

  private async claim(campaignId: number, rate: number): Promise<Claimed[] | "throttled" | "stopped"> {
    const { db, engine } = this.database;
    const now = new Date();
    const nowText = now.toISOString();
    return db.transaction().execute(async (trx) => {
      // Serializes claims across instances on PostgreSQL, so the rate below holds for all together.
      const lock = engine === "postgres" ? sql`for update` : sql``;
      const { rows } = await sql<{ status: string }>`select status from campaigns where id = ${campaignId} ${lock}`.execute(trx);
      if (rows[0]?.status !== "sending") return "stopped";

      // Leases that ran out: a claim never attempted goes back; an attempt cut short is settled as failed.
      await trx
        .updateTable("campaign_deliveries")
        .set({ status: "queued", lease_until: null, claimed_by: null, claimed_at: null })
        .where("campaign_id", "=", campaignId)
        .where("status", "=", "claimed")
        .where("lease_until", "<", nowText)
        .execute();
      await trx
        .updateTable("campaign_deliveries")
        .set({ status: "failed", error: INTERRUPTED, lease_until: null })
        .where("campaign_id", "=", campaignId)
        .where("status", "=", "sending")
        .where("lease_until", "<", nowText)
        .execute();

      const since = new Date(now.getTime() - 60_000).toISOString();
      const window = await trx
        .selectFrom("campaign_deliveries")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("claimed_at", ">", since)
        .executeTakeFirst();
      const allowance = rate - Number(window?.count ?? 0);
      if (allowance <= 0) return "throttled";
      // A batch small enough to be sent, at this rate, well within its lease.
      const paced = Math.floor((rate * this.options.claimLeaseMs) / 2 / 60_000);
      const size = Math.max(1, Math.min(20, allowance, paced));

      const leaseUntil = new Date(now.getTime() + this.options.claimLeaseMs).toISOString();
      const skipLocked = engine === "postgres" ? sql`for update skip locked` : sql``;
      // Materialized first: PostgreSQL may otherwise run a LIMIT subquery of an IN more than once
      // and update more rows than the limit, which would break the rate.
      const claimed = await sql<Claimed>`
        with picked as materialized (
          select subscriber_id from campaign_deliveries
          where campaign_id = ${campaignId} and status = 'queued'
            and (next_attempt_at is null or next_attempt_at <= ${nowText})
          order by subscriber_id
          limit ${size}
          ${skipLocked}
        )
        update campaign_deliveries
        set status = 'claimed', claimed_by = ${this.owner}, claimed_at = ${nowText}, lease_until = ${leaseUntil}
        where campaign_id = ${campaignId} and subscriber_id in (select subscriber_id from picked)
        returning subscriber_id, email, language, attempts`.execute(trx);
      return claimed.rows.sort((a, b) => a.subscriber_id - b.subscriber_id);
    });
  }

  private async sendBatch(campaign: SendingCampaign, rate: number): Promise<BatchOutcome> {
    const claimed = await this.claim(campaign.id, rate);
    if (claimed === "throttled" || claimed === "stopped") return claimed === "stopped" ? "idle" : "throttled";
    if (claimed.length === 0) {
      await this.finishIfDone(campaign.id);
      return "idle";
    }
    // What every message of the batch shares, read once: the campaign as rendered, the site's name and address.
    const email: BatchEmail = {
      campaign: {
        id: campaign.id,
        name: campaign.name,
        content: JSON.parse(campaign.content) as CampaignContent,
        utmCampaign: campaign.utm_campaign,
        updatedAt: campaign.updated_at,
      },
      context: await this.context(),
      suppressed: await suppressedAmong(
        this.database.db,
        claimed.map((recipient) => recipient.email),
      ),
    };
    for (const [index, recipient] of claimed.entries()) {
      // Spread the sends over the minute instead of bursting the whole allowance at once.
      await this.sleep(this.lastSendAt + 60_000 / rate - Date.now());
      if (this.stopping || !(await this.stillSending(campaign.id))) {
        await this.release(campaign.id, claimed.slice(index));
        return this.stopping ? "stopped" : "idle";
      }
      this.lastSendAt = Date.now();
      await this.deliver(campaign, email, recipient);
    }
    return "sent";
  }

  private async stillSending(campaignId: number): Promise<boolean> {
    const row = await this.database.db.selectFrom("campaigns").select("status").where("id", "=", campaignId).executeTakeFirst();
    return row?.status === "sending";
  }

  /** Claims a pause, cancel or stop cut short go back to the queue, uncounted by the rate. */
  private async release(campaignId: number, recipients: Claimed[]): Promise<void> {
    if (recipients.length === 0) return;
    await this.database.db
      .updateTable("campaign_deliveries")
      .set({ status: "queued", lease_until: null, claimed_by: null, claimed_at: null })
      .where("campaign_id", "=", campaignId)
      .where(
        "subscriber_id",
        "in",
        recipients.map((recipient) => recipient.subscriber_id),
      )
      .where("status", "=", "claimed")
      .where("claimed_by", "=", this.owner)
      .execute();
  }

  private async deliver(campaign: SendingCampaign, email: BatchEmail, recipient: Claimed): Promise<void> {
    const { db } = this.database;
    const key = (query: ReturnType<typeof db.updateTable<"campaign_deliveries">>) =>
      query.where("campaign_id", "=", campaign.id).where("subscriber_id", "=", recipient.subscriber_id);

    // Whoever unsubscribed (or, under double opt-in, is not confirmed) since the queuing gets nothing.
    const subscriber = await db
      .selectFrom("newsletter_subscribers")
      .select(["unsubscribe_token", "confirmed"])
      .where("id", "=", recipient.subscriber_id)
      .executeTakeFirst();
    const suppressed = email.suppressed.has(normalizeAddress(recipient.email) ?? recipient.email);
    if (!subscriber || (campaign.audience === "confirmed" && !subscriber.confirmed) || suppressed) {
      await key(db.updateTable("campaign_deliveries"))
        .set({ status: "skipped", lease_until: null, error: suppressed ? SUPPRESSED : null })
        .where("status", "=", "claimed")
        .where("claimed_by", "=", this.owner)
        .execute();
      return;
    }

    // The point of no return: once this write commits, this delivery is never attempted again.
    const attempt = await key(db.updateTable("campaign_deliveries"))
      .set({
        status: "sending",
        attempts: recipient.attempts + 1,
        lease_until: new Date(Date.now() + this.options.sendLeaseMs).toISOString(),
      })
      .where("status", "=", "claimed")
      .where("claimed_by", "=", this.owner)
      .executeTakeFirst();
    // The claim's lease ran out and another sender took it over: it is theirs now.
    if (Number(attempt.numUpdatedRows) === 0) return;

    const language: Language = isLanguage(recipient.language) ? recipient.language : "en";
    try {
      const message = await this.renderer.messageFor(email.context, email.campaign, {
        email: recipient.email,
        language,
        unsubscribeToken: subscriber.unsubscribe_token,
      });
      await this.mailRuns.send(() => this.transport.send(message));
    } catch (error) {
      const attempts = recipient.attempts + 1;
      const retry = isTemporaryFailure(error) && attempts < this.options.maxAttempts;
      const delay = Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), this.options.retryMaxMs);
      await key(db.updateTable("campaign_deliveries"))
        .set({
          status: retry ? "queued" : "failed",
          error: errorText(error),
          lease_until: null,
          claimed_by: null,
          next_attempt_at: retry ? new Date(Date.now() + delay).toISOString() : null,
        })
        .execute();
      this.logger.warn({ campaignId: campaign.id, attempts, retry, err: error }, "Campaign email failed");
      // A refusal of the address is a bounce once this delivery is settled failed: a 5xx at once, a 4xx after its last retry.
      const refusal = recipientRefusal(error);
      if (refusal && !retry) {
        await recordRecipientRefusal(db, this.logger, recipient.email, refusal, {
          campaignId: campaign.id,
          eventKey: `smtp:campaign:${campaign.id}:${recipient.subscriber_id}`,
        });
      }
      return;
    }
    await key(db.updateTable("campaign_deliveries"))
      .set({ status: "sent", sent_at: nowIso(), error: null, lease_until: null })
      .execute();
  }

  /** A fully queued campaign with nobody left to send to is sent. */
  private async finishIfDone(campaignId: number): Promise<void> {
    const { db } = this.database;
    const campaign = await db.selectFrom("campaigns").select("queued_at").where("id", "=", campaignId).executeTakeFirst();
    if (!campaign?.queued_at) return;
    const open = await db
      .selectFrom("campaign_deliveries")
      .select("subscriber_id")
      .where("campaign_id", "=", campaignId)
      .where("status", "in", ["queued", "claimed", "sending"])
      .limit(1)
      .executeTakeFirst();
    if (open) return;
    // Every delivery is settled: the figures are final, stored once for the lists.
    const figures = await progressOf(db, [{ id: campaignId, queued_at: campaign.queued_at, final_progress: null }]);
    const finished = await db
      .updateTable("campaigns")
      .set({
        status: "sent",
        finished_at: nowIso(),
        updated_at: nowIso(),
        final_progress: JSON.stringify(figures.get(campaignId)),
      })
      .where("id", "=", campaignId)
      .where("status", "=", "sending")
      .executeTakeFirst();
    if (Number(finished.numUpdatedRows) > 0) this.logger.info({ campaignId }, "Campaign sent");
  }
}
