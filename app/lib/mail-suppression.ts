/**
 * The suppression list's words (decision 0022), shared by the server and the admin pages: why an
 * address is on the list, where that came from, the kinds of delivery event, and the limits of
 * what is kept. Holds no secret.
 */
export const DELIVERY_EVENT_KINDS = ["hard_bounce", "soft_bounce", "complaint"] as const;
export type DeliveryEventKind = (typeof DELIVERY_EVENT_KINDS)[number];

/** Where an event or a suppression came from; "staff" adds an address by hand. */
export const SUPPRESSION_SOURCES = ["smtp", "imap", "ses", "sendgrid", "postmark", "mailgun", "staff"] as const;
export type SuppressionSource = (typeof SUPPRESSION_SOURCES)[number];

/** "erased": all that stays of an erased person who was on a mailing list, their address's keyed hash (decision 0040). */
export const SUPPRESSION_REASONS = ["hard_bounce", "soft_bounces", "complaint", "manual", "erased"] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** How much of a server's or provider's words (or a staff member's note) is kept. */
export const DETAIL_MAX_LENGTH = 500;

/** The longest address SMTP carries (RFC 5321: 64 + 1 + 255). */
export const ADDRESS_MAX_LENGTH = 320;

export function isSuppressionReason(value: unknown): value is SuppressionReason {
  return typeof value === "string" && (SUPPRESSION_REASONS as readonly string[]).includes(value);
}

export function isSuppressionSource(value: unknown): value is SuppressionSource {
  return typeof value === "string" && (SUPPRESSION_SOURCES as readonly string[]).includes(value);
}
