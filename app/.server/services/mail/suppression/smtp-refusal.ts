/**
 * The SMTP server's refusal of a recipient at send time (decision 0022), kept as a bounce. Reading
 * the refusal out of the transport's error is the mail layer's (mail/refusal.ts, re-exported here);
 * the outbox, which imports no service (decision 0029), hears of this module through the hook it
 * registers when loaded.
 */
import type { DB } from "../../../db";
import type { Logger } from "../../../logger";
import { registerRecipientRefusal } from "../../../mail/outbox";
import type { RecipientRefusal } from "../../../mail/refusal";
import { recordDeliveryEvent } from "./events";

export { type RecipientRefusal, recipientRefusal } from "../../../mail/refusal";

/**
 * Keeps the refusal as a bounce of `email` (one per `eventKey`). Sending never waits on it and
 * never fails because of it: an error here is logged and the send's own outcome stands.
 */
export async function recordRecipientRefusal(
  db: DB,
  logger: Logger,
  email: string,
  refusal: RecipientRefusal,
  /** The campaign's id, or null for an email of the outbox (no campaign's). */
  origin: { eventKey: string; campaignId: number | null },
): Promise<void> {
  try {
    await recordDeliveryEvent(db, {
      email,
      kind: refusal.permanent ? "hard_bounce" : "soft_bounce",
      source: "smtp",
      detail: refusal.detail,
      campaignId: origin.campaignId,
      eventKey: origin.eventKey,
    });
  } catch (error) {
    logger.error({ err: error, eventKey: origin.eventKey }, "Could not record the SMTP server's refusal of a recipient");
  }
}

// The outbox keeps a refusal it gives up on as a bounce through this (decision 0029).
registerRecipientRefusal(recordRecipientRefusal);
