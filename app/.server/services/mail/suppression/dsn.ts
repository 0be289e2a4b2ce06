/**
 * Reports read from the bounce mailbox (decision 0026), bytes in and delivery events out, nothing
 * else: delivery status notifications (RFC 3464, and RFC 6533's internationalized form) and
 * complaint reports (ARF, RFC 5965). Every MIME structure and every header field is read by
 * mailparser, the report's per-recipient fields included (each group of fields is a header block);
 * this module only decides what the fields mean. Anything that is not a `multipart/report`, or that
 * the parser refuses, yields no event, and nothing here throws.
 */
import { createHash } from "node:crypto";
import {
  type Headers,
  type HeaderValue,
  type ParsedMail,
  type SimpleParserOptions,
  type StructuredHeader,
  simpleParser,
} from "mailparser";
import { CAMPAIGN_HEADER, campaignIdOfHeader } from "./campaign-header";
import type { DeliveryEvent, DeliveryEventKind } from "./events";
import { normalizeAddress } from "./suppressed";

/** The header campaign emails carry their campaign's id in (decision 0022); reports return it with the original's headers. */
/** A report names one recipient per returned email here; a few more cover a list expanded by the remote server. */
export const MAX_RECIPIENTS_PER_REPORT = 50;

/**
 * Bounded parsing: a returned message stays one opaque part (its own parts are never parsed, and a
 * report forwarded inside it is never read as this one), no text is converted, and a header block
 * or a part count far beyond any report's makes the parser refuse the message.
 */
const PARSER_OPTIONS: SimpleParserOptions = {
  ignoreEmbedded: true,
  keepDeliveryStatus: true,
  skipHtmlToText: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  skipImageLinks: true,
  keepCidLinks: true,
  checksumAlgo: false,
  maxHeadSize: 64 * 1024,
  maxChildNodes: 64,
};

const STATUS_PARTS = new Set(["message/delivery-status", "message/global-delivery-status"]);
const FEEDBACK_PART = "message/feedback-report";
const ORIGINAL_PARTS = new Set(["message/rfc822", "message/global", "text/rfc822-headers", "message/global-headers"]);
/** Actions that say the email got through, or went on to where it can no longer be followed. */
const DELIVERED_ACTIONS = new Set(["delivered", "relayed", "expanded"]);
/** Feedback types that say the reader did not want the email; `not-spam`, `virus` and `auth-failure` do not. */
const COMPLAINT_TYPES = new Set(["abuse", "fraud"]);

export type ReportReading =
  /** Not a report: any other email, left for a person. */
  | { kind: "none" }
  /** Bytes the parser refused (a broken or hostile message). */
  | { kind: "unreadable" }
  | { kind: "delivery-status" | "feedback-report"; events: DeliveryEvent[] };

type Attachment = ParsedMail["attachments"][number];

/** One field's text: its first value when repeated, trimmed; undefined when absent or empty. */
function field(headers: Headers, name: string): string | undefined {
  return fieldValues(headers, name)[0];
}

function fieldValues(headers: Headers, name: string): string[] {
  const value = headers.get(name);
  return (Array.isArray(value) ? value : [value])
    .filter((item): item is string => typeof item === "string")
    .map((item) => item.trim())
    .filter(Boolean);
}

function structured(value: HeaderValue | undefined): StructuredHeader | undefined {
  if (!value || typeof value !== "object" || !("value" in value) || !("params" in value)) return undefined;
  return typeof value.value === "string" && value.params && typeof value.params === "object"
    ? (value as StructuredHeader)
    : undefined;
}

async function parse(raw: Buffer | string): Promise<ParsedMail | undefined> {
  try {
    return await simpleParser(raw, PARSER_OPTIONS);
  } catch {
    return undefined;
  }
}

/**
 * The groups of fields a report part holds, each read as a header block: a delivery status has
 * the message's fields, then one group per recipient, separated by blank lines (RFC 3464 §2.1).
 */
async function fieldGroups(part: Attachment): Promise<Headers[]> {
  const groups = part.content
    .toString("utf8")
    .split(/\r?\n[ \t]*\r?\n/)
    .filter((group) => group.trim() !== "")
    .slice(0, MAX_RECIPIENTS_PER_REPORT + 1);
  const parsed = await Promise.all(groups.map((group) => parse(`${group.trim()}\r\n`)));
  return parsed.map((mail) => mail?.headers ?? new Map());
}

/** The report's own parts: direct children of the report only, never something nested deeper. */
function reportPart(mail: ParsedMail, types: Set<string>): Attachment | undefined {
  return mail.attachments.find((part) => types.has(part.contentType.toLowerCase()) && /^\d+$/.test(part.partId ?? ""));
}

/** The returned email's headers (a whole message or its headers alone), parsed without its body. */
async function originalHeaders(mail: ParsedMail): Promise<Headers> {
  const part = reportPart(mail, ORIGINAL_PARTS);
  if (!part) return new Map();
  const text = part.content.toString("utf8");
  const end = text.search(/\r?\n\r?\n/);
  const original = await parse(`${end < 0 ? text : text.slice(0, end)}\r\n\r\n`);
  return original?.headers ?? new Map();
}

function campaignOf(original: Headers): number | undefined {
  return campaignIdOfHeader(field(original, CAMPAIGN_HEADER.toLowerCase()));
}

/** A recipient field's address (`rfc822; someone@example.com`); other address types (X.400) name no mailbox here. */
function recipientOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const separator = value.indexOf(";");
  const type = separator < 0 ? "rfc822" : value.slice(0, separator).trim().toLowerCase();
  if (type !== "rfc822" && type !== "utf-8") return undefined;
  return normalizeAddress(value.slice(separator + 1));
}

/** A hard bounce for a permanent failure, a soft one for a temporary failure or a delay; nothing for a delivery. */
export function classifyRecipient(action: string | undefined, status: string | undefined): DeliveryEventKind | undefined {
  const verb = action?.toLowerCase().match(/^[a-z]+/)?.[0];
  if (verb !== undefined && DELIVERED_ACTIONS.has(verb)) return undefined;
  const statusClass = status?.match(/^([245])\.\d{1,3}\.\d{1,3}(?![\d.])/)?.[1];
  if (verb === "failed" && statusClass === "5") return "hard_bounce";
  if (verb === "delayed" || statusClass === "4") return "soft_bounce";
  return undefined;
}

/** A date the report gives as text, or undefined when it is not one. */
function dateOf(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The same report read twice, by this instance or another, counts once per recipient. */
function eventKey(reportId: string, email: string): string {
  return `imap:${createHash("sha256").update(`${reportId}\n${email}`).digest("hex")}`;
}

interface Report {
  mail: ParsedMail;
  /** The report's Message-ID, or a digest of its bytes when it has none. */
  id: string;
  campaignId: number | undefined;
}

async function deliveryStatusEvents({ mail, id, campaignId }: Report): Promise<DeliveryEvent[]> {
  const part = reportPart(mail, STATUS_PARTS);
  if (!part) return [];
  const events: DeliveryEvent[] = [];
  for (const group of await fieldGroups(part)) {
    const email = recipientOf(field(group, "original-recipient")) ?? recipientOf(field(group, "final-recipient"));
    if (!email) continue;
    const status = field(group, "status");
    const kind = classifyRecipient(field(group, "action"), status);
    if (!kind) continue;
    // "smtp; 550 5.1.1 ..." keeps the server's words without the diagnostic's type.
    const diagnostic = field(group, "diagnostic-code")?.replace(/^[\w-]+;\s*/, "");
    events.push({
      email,
      kind,
      source: "imap",
      detail: [status, diagnostic ?? field(group, "action")].filter(Boolean).join(" "),
      campaignId,
      eventKey: eventKey(id, email),
      occurredAt: dateOf(field(group, "last-attempt-date")) ?? mail.date,
    });
  }
  return events;
}

/** The reader who complained: the report names them, or else the returned email's one recipient does. */
function complainants(feedback: Headers, original: Headers): string[] {
  const named = fieldValues(feedback, "original-rcpt-to").flatMap((value) => normalizeAddress(value) ?? []);
  if (named.length > 0) return [...new Set(named)].slice(0, MAX_RECIPIENTS_PER_REPORT);
  const to = original.get("to");
  const addresses = (Array.isArray(to) ? to : [to]).flatMap((header) =>
    header && typeof header === "object" && "value" in header && Array.isArray(header.value) ? header.value : [],
  );
  const only = addresses.length === 1 ? normalizeAddress(addresses[0]?.address) : undefined;
  return only ? [only] : [];
}

async function feedbackEvents({ mail, id, campaignId }: Report, original: Headers): Promise<DeliveryEvent[]> {
  const part = reportPart(mail, new Set([FEEDBACK_PART]));
  if (!part) return [];
  const [feedback] = await fieldGroups(part);
  if (!feedback) return [];
  const type = field(feedback, "feedback-type")?.toLowerCase();
  if (!type || !COMPLAINT_TYPES.has(type)) return [];
  const agent = field(feedback, "user-agent");
  return complainants(feedback, original).map((email) => ({
    email,
    kind: "complaint",
    source: "imap",
    detail: `Feedback-Type: ${type}${agent ? ` (${agent})` : ""}`,
    campaignId,
    eventKey: eventKey(id, email),
    occurredAt: mail.date,
  }));
}

/** What one email from the bounce mailbox reports: its events, or that it is no report at all. */
export async function readReport(raw: Buffer | string): Promise<ReportReading> {
  const mail = await parse(raw);
  if (!mail) return { kind: "unreadable" };
  const contentType = structured(mail.headers.get("content-type"));
  if (contentType?.value.toLowerCase() !== "multipart/report") return { kind: "none" };
  const reportType = contentType.params["report-type"]?.trim().toLowerCase();
  if (reportType !== "delivery-status" && reportType !== "feedback-report") return { kind: "none" };
  try {
    const original = await originalHeaders(mail);
    const report: Report = {
      mail,
      id: mail.messageId ?? createHash("sha256").update(raw).digest("hex"),
      campaignId: campaignOf(original),
    };
    const events = reportType === "delivery-status" ? await deliveryStatusEvents(report) : await feedbackEvents(report, original);
    return { kind: reportType, events };
  } catch {
    return { kind: "unreadable" };
  }
}
