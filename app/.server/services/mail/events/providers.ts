/**
 * The providers whose webhooks feed the suppression list (decision 0025), what a post to one of
 * them is, and the words of its refusal. Every reader turns a verified post into delivery events
 * for the one way in (services/mail/suppression/events.ts); a post it cannot verify is refused
 * with the reason the system page words as what to do.
 */
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import type { DeliveryEvent } from "../suppression/events";

export const MAIL_EVENT_PROVIDERS = ["ses", "sendgrid", "postmark", "mailgun"] as const;
export type MailEventProvider = (typeof MAIL_EVENT_PROVIDERS)[number];

export const isMailEventProvider = (name: string): name is MailEventProvider =>
  (MAIL_EVENT_PROVIDERS as readonly string[]).includes(name);

/** The variables an operator sets for each provider, named in the system page's advice. */
export const PROVIDER_SETTINGS: Record<MailEventProvider, string> = {
  ses: "SES_SNS_TOPIC_ARN",
  sendgrid: "SENDGRID_WEBHOOK_PUBLIC_KEY",
  postmark: "POSTMARK_WEBHOOK_USER / POSTMARK_WEBHOOK_PASSWORD",
  mailgun: "MAILGUN_WEBHOOK_SIGNING_KEY",
};

/** Why a post was refused; nothing of a refused post is stored. */
export const REFUSAL_REASONS = [
  "malformed",
  "tooLarge",
  "unsigned",
  "badSignature",
  "stale",
  "replayed",
  "wrongTopic",
  "certificateRefused",
  "certificateUnavailable",
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/**
 * What the system page shows as a provider's last failure: a refusal, or a verified post that
 * still needs the operator (an SNS subscription that could not be confirmed, or was removed).
 */
export const MAIL_EVENT_FAILURES = [...REFUSAL_REASONS, "confirmationFailed", "unsubscribed"] as const;
export type MailEventFailure = (typeof MAIL_EVENT_FAILURES)[number];

export const isMailEventFailure = (text: string | null): text is MailEventFailure =>
  text !== null && (MAIL_EVENT_FAILURES as readonly string[]).includes(text);

export interface Refusal {
  /** 400 for a body that cannot be read, 401 without a signature or credentials, 403 with a wrong one, 413 too large. */
  status: 400 | 401 | 403 | 413;
  reason: RefusalReason;
}

export const refused = (status: Refusal["status"], reason: RefusalReason): { refusal: Refusal } => ({
  refusal: { status, reason },
});

/** A post as the endpoint read it: its headers and its exact bytes (signatures are over them). */
export interface MailEventPost {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A verified post: the events it held (maybe none), and what else it asks of the endpoint. */
export interface VerifiedPost {
  events: DeliveryEvent[];
  /** A one-time token the post must not have used before (Mailgun's), claimed before any event is kept. */
  token?: string;
  /** Verified, yet something the operator should see (an SNS subscription's state). */
  failure?: MailEventFailure;
}

export type Reading = VerifiedPost | { refusal: Refusal };

/** Signed timestamps further than this from the server's clock are refused (a replay, or a clock adrift). */
export const FRESHNESS_MS = 10 * 60_000;

/** Whether a signed time (Unix seconds) is within the freshness window of `now`. */
export function isFresh(seconds: number, now: Date): boolean {
  return Number.isFinite(seconds) && Math.abs(now.getTime() - seconds * 1000) <= FRESHNESS_MS;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The body as JSON, or undefined when it is not strict UTF-8 JSON. */
export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    return undefined;
  }
}

/** One header's value as text (the first, when repeated). */
export function headerOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The source's words for an event, from its parts that are present. */
export const detailOf = (...parts: unknown[]): string | undefined =>
  parts.filter((part): part is string | number => typeof part === "string" || typeof part === "number").join(" ") || undefined;

/** How long the one way in keeps an event's key (events.ts): longer keys are kept as a digest. */
const EVENT_KEY_MAX_LENGTH = 200;

/** An event's key from the provider's name and its own ids, unique across providers. */
export function eventKeyOf(provider: MailEventProvider, ...ids: string[]): string {
  const key = [provider, ...ids].join(":");
  return key.length <= EVENT_KEY_MAX_LENGTH ? key : `${provider}:sha256:${createHash("sha256").update(key).digest("hex")}`;
}
