/**
 * The email outbox (docs/architecture.md, improvement 8). A request that causes an email only inserts a row, in the
 * same transaction as its own data; this worker sends due rows, retries failures with exponential
 * back-off up to a cap, and marks them sent or failed. Nothing is lost while SMTP is down.
 *
 * Claiming is one atomic UPDATE ... RETURNING that moves rows to "sending" with a lease; on PostgreSQL
 * the candidate rows are picked FOR UPDATE SKIP LOCKED, so each email goes out once however many
 * instances run. A row whose lease expires (its instance died mid-send) is claimed again.
 *
 * The SMTP server's refusal of the recipient is kept as a bounce (decision 0022): a permanent one
 * (5xx) fails the row at once, since no retry changes it; a temporary one (4xx) when the retries
 * run out.
 *
 * A row queued to be forgotten (`forgetWhenSent`, decision 0041: the notice that tells a person their
 * data is erased) is deleted once sent or given up on, so no address stays behind it.
 */
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { Database, DB } from "../db";
import { type DatabaseSchema, nowIso } from "../db/schema";
import type { Logger } from "../logger";
import { BackgroundWorker } from "../runtime/background-worker";
import type { OutboxMessage } from "./message";
import { type RecipientRefusal, recipientRefusal } from "./refusal";
import { replyToAddress } from "./reply-to";
import type { MailTransport } from "./transport";

/**
 * What the outbox tells the services above it, without importing them (decision 0029): services
 * enqueue email, so mail never imports a service. Each service module registers its hook when it
 * is loaded (app/.server/start.ts loads both); until then the outbox sends and retries as always.
 */
export type RecipientRefusalRecorder = (
  db: DB,
  logger: Logger,
  email: string,
  refusal: RecipientRefusal,
  origin: { eventKey: string; campaignId: number | null },
) => Promise<void>;

/** Runs one hand-off to the transport and records how it went, for the system page. */
export interface SendRecorder {
  send<T>(send: () => Promise<T>): Promise<T>;
}

let recordRefusal: RecipientRefusalRecorder | undefined;
let sendRecorderOf: ((db: DB, logger: Logger) => SendRecorder) | undefined;

/** The suppression list's keeping of a refused recipient (services/mail/suppression/smtp-refusal.ts). */
export function registerRecipientRefusal(recorder: RecipientRefusalRecorder): void {
  recordRefusal = recorder;
}

/** The system page's record of mail runs (services/operations/mail-runs.ts). */
export function registerSendRecorder(recorderOf: (db: DB, logger: Logger) => SendRecorder): void {
  sendRecorderOf = recorderOf;
}

export interface OutboxOptions {
  pollIntervalMs: number;
  batchSize: number;
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  leaseMs: number;
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  pollIntervalMs: 5_000,
  batchSize: 20,
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
};

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export interface EnqueueOptions {
  /** Delete the row once it is sent or given up on, rather than keep it for the retention (decision 0041). */
  forgetWhenSent?: boolean;
}

/** Queues an email; call it inside the transaction that stores what the email is about. */
export async function enqueueEmail(
  db: Executor,
  message: OutboxMessage,
  { forgetWhenSent = false }: EnqueueOptions = {},
): Promise<void> {
  await db
    .insertInto("email_outbox")
    .values({
      recipient: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: JSON.stringify(message.headers ?? {}),
      reply_to: replyToAddress(message.replyTo) ?? null,
      next_attempt_at: nowIso(),
      forget_when_sent: forgetWhenSent ? 1 : 0,
    })
    .execute();
}

/** Delay before attempt n+1 after n failures: base * 2^(n-1), capped. */
export function retryDelayMs(failures: number, options: Pick<OutboxOptions, "baseDelayMs" | "maxDelayMs">): number {
  return Math.min(options.baseDelayMs * 2 ** Math.max(0, failures - 1), options.maxDelayMs);
}

/** What a claim reads of each row: the message and how often it was tried. */
type ClaimedRow = Pick<
  Selectable<DatabaseSchema["email_outbox"]>,
  "id" | "recipient" | "subject" | "html" | "text" | "headers" | "reply_to" | "attempts" | "forget_when_sent"
>;

/**
 * Moves up to a batch of due rows to "sending" with a lease and answers them. Its WHERE and ORDER BY
 * are the partial index `email_outbox_claim` (migration 0013) word for word: change one, change both.
 */
export function claimStatement(
  engine: Database["engine"],
  { now, leaseUntil, batchSize }: { now: string; leaseUntil: string; batchSize: number },
) {
  const skipLocked = engine === "postgres" ? sql`for update skip locked` : sql``;
  // Materialized first: PostgreSQL may otherwise run a LIMIT subquery of an IN more than once and
  // claim more than a batch, leaving other instances idle.
  return sql<ClaimedRow>`
    with picked as materialized (
      select id from email_outbox
      where status in ('pending', 'sending') and next_attempt_at <= ${now}
      order by next_attempt_at, id
      limit ${batchSize}
      ${skipLocked}
    )
    update email_outbox set status = 'sending', next_attempt_at = ${leaseUntil}
    where id in (select id from picked)
    returning id, recipient, subject, html, text, headers, reply_to, attempts, forget_when_sent`;
}

export class OutboxWorker extends BackgroundWorker {
  readonly options: OutboxOptions;
  constructor(
    private readonly database: Database,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
    options: Partial<OutboxOptions> = {},
  ) {
    super(options.pollIntervalMs ?? DEFAULT_OUTBOX_OPTIONS.pollIntervalMs);
    this.options = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
  }

  protected pass(): Promise<number> {
    return this.drain();
  }

  /** Sends batches until nothing is due. Returns how many emails were sent. */
  async drain(): Promise<number> {
    let sent = 0;
    // Only what was due when this pass began: a send that just failed waits for its back-off.
    const dueBy = nowIso();
    try {
      for (;;) {
        const batch = await this.claim(dueBy);
        if (batch.length === 0) return sent;
        for (const row of batch) if (await this.deliver(row)) sent++;
        // What is left stays pending for the next pass, here or on another instance.
        // Stopping: the pass ends after its current batch instead of emptying the queue.
        if (this.stopping) return sent;
      }
    } catch (error) {
      this.logger.error({ err: error }, "Outbox worker failed");
      return sent;
    }
  }

  private async claim(now: string): Promise<ClaimedRow[]> {
    const leaseUntil = new Date(Date.now() + this.options.leaseMs).toISOString();
    const claim = claimStatement(this.database.engine, { now, leaseUntil, batchSize: this.options.batchSize });
    return (await claim.execute(this.database.db)).rows;
  }

  private async deliver(row: ClaimedRow): Promise<boolean> {
    const attempts = row.attempts + 1;
    try {
      const message = {
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: JSON.parse(row.headers) as Record<string, string>,
        replyTo: row.reply_to ?? undefined,
      };
      // The transport's last success and failure, for the system page.
      const send = () => this.transport.send(message);
      const runs = sendRecorderOf?.(this.database.db, this.logger);
      await (runs ? runs.send(send) : send());
      if (row.forget_when_sent) await this.forget(row.id);
      else
        await this.database.db
          .updateTable("email_outbox")
          .set({ status: "sent", attempts, sent_at: nowIso(), last_error: null })
          .where("id", "=", row.id)
          .execute();
      return true;
    } catch (error) {
      const refusal = recipientRefusal(error);
      const gaveUp = attempts >= this.options.maxAttempts || refusal?.permanent === true;
      const nextAttemptAt = new Date(Date.now() + retryDelayMs(attempts, this.options)).toISOString();
      if (gaveUp && row.forget_when_sent) await this.forget(row.id);
      else
        await this.database.db
          .updateTable("email_outbox")
          .set({
            status: gaveUp ? "failed" : "pending",
            attempts,
            next_attempt_at: nextAttemptAt,
            last_error: String((error as Error)?.message ?? error).slice(0, 1000),
          })
          .where("id", "=", row.id)
          .execute();
      this.logger.warn({ emailId: row.id, attempts, gaveUp, err: error }, "Email send failed");
      if (refusal && gaveUp && recordRefusal) {
        await recordRefusal(this.database.db, this.logger, row.recipient, refusal, {
          eventKey: `smtp:outbox:${row.id}`,
          campaignId: null,
        });
      }
      return false;
    }
  }

  /** A message that must not outlive its sending (decision 0041): its row goes, recipient and words with it. */
  private async forget(id: number): Promise<void> {
    await this.database.db.deleteFrom("email_outbox").where("id", "=", id).execute();
  }
}
