/**
 * Postmark's bounce and spam complaint webhooks (decision 0025). Postmark signs nothing: its
 * documented protection is HTTP Basic credentials in the webhook's URL (and custom headers), so
 * the post must carry POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD, compared in constant
 * time. A hard bounce or a bad address is a hard bounce; a transient, soft or DNS failure a soft
 * one; a spam complaint a complaint. Postmark's other types (auto-responders, unsubscribes,
 * blocks of the message itself, ...) say nothing about the address and are not counted.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { DeliveryEvent, DeliveryEventKind } from "../suppression/events";
import { campaignInHeaders, campaignInRecord } from "./campaign";
import { detailOf, eventKeyOf, headerOf, isRecord, type MailEventPost, parseJson, type Reading, refused } from "./providers";

const KINDS: Record<string, DeliveryEventKind> = {
  HardBounce: "hard_bounce",
  BadEmailAddress: "hard_bounce",
  Transient: "soft_bounce",
  SoftBounce: "soft_bounce",
  DnsError: "soft_bounce",
  SpamComplaint: "complaint",
};

const recordSchema = z.looseObject({
  RecordType: z.string(),
  ID: z.union([z.number(), z.string()]).optional(),
  Type: z.string().optional(),
  Name: z.string().optional(),
  MessageID: z.string().optional(),
  Email: z.string(),
  Details: z.string().optional(),
  Description: z.string().optional(),
  BouncedAt: z.string().optional(),
  Metadata: z.unknown().optional(),
  Headers: z.unknown().optional(),
});

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Whether an Authorization header carries exactly these Basic credentials (compared as digests). */
function carriesCredentials(authorization: string, expected: Buffer): boolean {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization)?.[1];
  return encoded !== undefined && timingSafeEqual(digest(Buffer.from(encoded, "base64").toString("utf8")), expected);
}

function eventsOf(value: unknown): DeliveryEvent[] {
  const parsed = recordSchema.safeParse(value);
  if (!parsed.success) return [];
  const record = parsed.data;
  const kind =
    record.RecordType === "SpamComplaint" ? "complaint" : record.RecordType === "Bounce" ? KINDS[record.Type ?? ""] : undefined;
  if (!kind) return [];
  // Postmark's ids may exceed JSON's exact integers; with the message's id beside it, the key stays one event's.
  const id = [String(record.ID ?? ""), record.MessageID ?? record.Email].join(":");
  return [
    {
      email: record.Email,
      kind,
      source: "postmark",
      detail: detailOf(record.Name ?? record.Type, record.Details || record.Description),
      campaignId: campaignInRecord(record.Metadata) ?? campaignInHeaders(record.Headers),
      eventKey: eventKeyOf("postmark", id),
      occurredAt: record.BouncedAt,
    },
  ];
}

export interface PostmarkEndpoint {
  user: string;
  password: string;
}

export function postmarkReader({ user, password }: PostmarkEndpoint) {
  const expected = digest(`${user}:${password}`);
  return (post: MailEventPost): Reading => {
    const authorization = headerOf(post.headers, "authorization");
    if (!authorization || !/^Basic\s/i.test(authorization)) return refused(401, "unsigned");
    if (!carriesCredentials(authorization, expected)) return refused(403, "badSignature");
    const json = parseJson(post.body);
    if (!isRecord(json)) return refused(400, "malformed");
    return { events: eventsOf(json) };
  };
}
