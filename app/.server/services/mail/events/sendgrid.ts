/**
 * SendGrid's Event Webhook, signed (decision 0025): an ECDSA P-256 signature (base64 DER, in
 * X-Twilio-Email-Event-Webhook-Signature) over the timestamp header followed by the exact body,
 * checked with the verification key SendGrid shows (SENDGRID_WEBHOOK_PUBLIC_KEY). A signature
 * older or newer than the freshness window is refused, so a captured post cannot be sent again
 * later; within it, a repeated event counts once by its sg_event_id.
 * The body is a batch: a bounce is hard, a block soft; a drop for a bounced or spam-reporting
 * address is a hard bounce or a complaint; a spam report is a complaint. Deferrals are not
 * counted: SendGrid retries them for 72 hours and then reports a bounce or a block.
 */
import { type KeyObject, verify } from "node:crypto";
import { z } from "zod";
import type { DeliveryEvent, DeliveryEventKind } from "../suppression/events";
import { campaignInRecord } from "./campaign";
import { detailOf, eventKeyOf, headerOf, isFresh, type MailEventPost, parseJson, type Reading, refused } from "./providers";

const SIGNATURE_HEADER = "x-twilio-email-event-webhook-signature";
const TIMESTAMP_HEADER = "x-twilio-email-event-webhook-timestamp";

const eventSchema = z.looseObject({
  email: z.string(),
  event: z.string(),
  timestamp: z.number().optional(),
  sg_event_id: z.string().optional(),
  sg_message_id: z.string().optional(),
  type: z.string().optional(),
  reason: z.string().optional(),
  status: z.string().optional(),
});
type SendgridEvent = z.infer<typeof eventSchema>;

function kindOf(event: SendgridEvent): DeliveryEventKind | undefined {
  switch (event.event) {
    case "bounce":
      return event.type === "blocked" ? "soft_bounce" : "hard_bounce";
    case "dropped":
      if (event.reason === "Bounced Address") return "hard_bounce";
      return event.reason === "Spam Reporting Address" ? "complaint" : undefined;
    case "spamreport":
      return "complaint";
    default:
      return undefined;
  }
}

function deliveryEventOf(value: unknown): DeliveryEvent[] {
  const parsed = eventSchema.safeParse(value);
  if (!parsed.success) return [];
  const event = parsed.data;
  const kind = kindOf(event);
  if (!kind) return [];
  // Every event SendGrid posts carries its id; one without is keyed by what it says.
  const id = event.sg_event_id ?? [event.sg_message_id, event.event, event.email, event.timestamp].join("/");
  return [
    {
      email: event.email,
      kind,
      source: "sendgrid",
      detail: detailOf(event.reason, event.status) ?? event.event,
      campaignId: campaignInRecord(event),
      eventKey: eventKeyOf("sendgrid", id),
      occurredAt: event.timestamp === undefined ? undefined : new Date(event.timestamp * 1000),
    },
  ];
}

function isSignedBy(post: MailEventPost, timestamp: string, signature: string, key: KeyObject): boolean {
  try {
    return verify("sha256", Buffer.concat([Buffer.from(timestamp, "utf8"), post.body]), key, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}

export interface SendgridEndpoint {
  /** The verification key (config.ts `sendgridPublicKey`). */
  publicKey: KeyObject;
  now: Date;
}

export function readSendgridPost(post: MailEventPost, { publicKey, now }: SendgridEndpoint): Reading {
  const signature = headerOf(post.headers, SIGNATURE_HEADER);
  const timestamp = headerOf(post.headers, TIMESTAMP_HEADER);
  if (!signature || !timestamp) return refused(401, "unsigned");
  if (!isSignedBy(post, timestamp, signature, publicKey)) return refused(403, "badSignature");
  if (!/^\d{1,12}$/.test(timestamp) || !isFresh(Number(timestamp), now)) return refused(403, "stale");
  const batch = parseJson(post.body);
  if (!Array.isArray(batch)) return refused(400, "malformed");
  return { events: batch.flatMap(deliveryEventOf) };
}
