/**
 * How the two mail queues stand, read from their tables: the outbox (decision 0005) and the
 * campaign deliveries (decision 0013). The system page and the metrics both read this one answer,
 * so an operator sees the same figures in both.
 */
import { sql } from "kysely";
import type { DB } from "../../db";
import { toCount } from "../records/records-common";

export interface QueueFigures {
  /** Still to send: due, waiting for a retry, or claimed by a sender. */
  waiting: number;
  /** When the oldest item still to send was queued (ISO time), or null when nothing waits. */
  oldestWaitingSince: string | null;
  /** Kept sent items (the outbox keeps them for `sentEmailRetentionDays`). */
  sent: number;
  /** Items given up on after their attempts. */
  failed: number;
}

export interface QueueHealth {
  outbox: QueueFigures;
  campaigns: QueueFigures;
}

type Count = string | number | bigint;

function figuresOf(waiting: { count: Count; oldest: string | null }, settled: { status: string; count: Count }[]): QueueFigures {
  const settledCount = (status: string) => toCount(settled.find((row) => row.status === status)?.count);
  return {
    waiting: toCount(waiting.count),
    oldestWaitingSince: waiting.oldest ?? null,
    sent: settledCount("sent"),
    failed: settledCount("failed"),
  };
}

/** The outbox: its claim index (migration 0013) holds exactly the rows still to send. */
async function outboxFigures(db: DB): Promise<QueueFigures> {
  const [waiting, settled] = await Promise.all([
    db
      .selectFrom("email_outbox")
      .where(sql<boolean>`status in ('pending', 'sending')`)
      .select((eb) => [eb.fn.countAll().as("count"), eb.fn.min("created_at").as("oldest")])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("email_outbox")
      .where("status", "in", ["sent", "failed"])
      .select(["status", (eb) => eb.fn.countAll().as("count")])
      .groupBy("status")
      .execute(),
  ]);
  return figuresOf(waiting, settled);
}

/** Campaign deliveries have no queue time of their own: a waiting one has waited since its send started. */
async function campaignFigures(db: DB): Promise<QueueFigures> {
  const [waiting, settled] = await Promise.all([
    db
      .selectFrom("campaign_deliveries as d")
      .innerJoin("campaigns as c", "c.id", "d.campaign_id")
      .where("d.status", "in", ["queued", "claimed", "sending"])
      .select((eb) => [eb.fn.countAll().as("count"), eb.fn.min("c.started_at").as("oldest")])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("campaign_deliveries")
      .where("status", "in", ["sent", "failed"])
      .select(["status", (eb) => eb.fn.countAll().as("count")])
      .groupBy("status")
      .execute(),
  ]);
  return figuresOf(waiting, settled);
}

export async function queueHealth(db: DB): Promise<QueueHealth> {
  const [outbox, campaigns] = await Promise.all([outboxFigures(db), campaignFigures(db)]);
  return { outbox, campaigns };
}
