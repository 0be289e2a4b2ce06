/**
 * Mailgun's webhooks (decision 0025): the body's `signature` holds a timestamp, a one-time token
 * and their HMAC-SHA256 under the webhook signing key (MAILGUN_WEBHOOK_SIGNING_KEY). The body
 * itself is not signed, so a captured signature could vouch for another body: a stale timestamp
 * is refused, and each token is accepted once (the receiver claims it in the database, across
 * instances). A permanent failure is a hard bounce, except Mailgun giving up after temporary
 * failures (reason "old"), which is a soft one; a temporary failure is a soft bounce, counted once
 * per message whatever Mailgun retries; a complaint is a complaint.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { DeliveryEvent, DeliveryEventKind } from "../suppression/events";
import { campaignInRecord } from "./campaign";
import { detailOf, eventKeyOf, isFresh, isRecord, type MailEventPost, parseJson, type Reading, refused } from "./providers";

const signatureSchema = z.object({
  timestamp: z.union([z.string().regex(/^\d{1,12}$/), z.number().int().nonnegative()]),
  token: z.string().min(1).max(200),
  signature: z.string(),
});

const eventDataSchema = z.looseObject({
  event: z.string(),
  id: z.string().optional(),
  timestamp: z.number().optional(),
  recipient: z.string().optional(),
  severity: z.string().optional(),
  reason: z.string().optional(),
  "delivery-status": z
    .looseObject({
      code: z.union([z.number(), z.string()]).optional(),
      message: z.string().optional(),
      description: z.string().optional(),
    })
    .optional(),
  message: z.looseObject({ headers: z.unknown().optional() }).optional(),
  "user-variables": z.unknown().optional(),
});
type EventData = z.infer<typeof eventDataSchema>;

function kindOf(event: EventData): DeliveryEventKind | undefined {
  if (event.event === "complained") return "complaint";
  if (event.event !== "failed") return undefined;
  if (event.severity === "temporary") return "soft_bounce";
  if (event.severity !== "permanent") return undefined;
  switch (event.reason) {
    case "old":
      return "soft_bounce";
    case "suppress-complaint":
      return "complaint";
    // The address unsubscribed from Mailgun's list: nothing about its delivery.
    case "suppress-unsubscribe":
      return undefined;
    default:
      return "hard_bounce";
  }
}

function eventsOf(value: unknown): DeliveryEvent[] {
  const parsed = eventDataSchema.safeParse(value);
  if (!parsed.success || !parsed.data.recipient) return [];
  const event = parsed.data;
  const kind = kindOf(event);
  if (!kind || !event.recipient) return [];
  const headers = isRecord(event.message?.headers) ? event.message.headers : {};
  const messageId = typeof headers["message-id"] === "string" ? headers["message-id"] : undefined;
  const status = event["delivery-status"];
  return [
    {
      email: event.recipient,
      kind,
      source: "mailgun",
      detail: detailOf(status?.code, status?.description || status?.message || event.reason),
      campaignId: campaignInRecord(event["user-variables"]) ?? campaignInRecord(headers),
      // Mailgun reports each retry of a temporary failure: one message counts once as a soft bounce.
      eventKey:
        kind === "soft_bounce"
          ? eventKeyOf("mailgun", "soft", messageId ?? event.id ?? "", event.recipient.toLowerCase())
          : eventKeyOf("mailgun", event.id ?? `${event.event}/${event.recipient}/${event.timestamp}`),
      occurredAt: event.timestamp === undefined ? undefined : new Date(event.timestamp * 1000),
    },
  ];
}

export interface MailgunEndpoint {
  signingKey: string;
  now: Date;
}

export function readMailgunPost(post: MailEventPost, { signingKey, now }: MailgunEndpoint): Reading {
  const json = parseJson(post.body);
  if (!isRecord(json)) return refused(400, "malformed");
  if (!isRecord(json.signature)) return refused(401, "unsigned");
  const parsed = signatureSchema.safeParse(json.signature);
  if (!parsed.success) return refused(401, "unsigned");
  const { timestamp, token, signature } = parsed.data;
  const expected = createHmac("sha256", signingKey).update(`${timestamp}${token}`, "utf8").digest();
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, "hex") : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refused(403, "badSignature");
  if (!isFresh(Number(timestamp), now)) return refused(403, "stale");
  if (!isRecord(json["event-data"])) return refused(400, "malformed");
  return { events: eventsOf(json["event-data"]), token: eventKeyOf("mailgun", token) };
}
