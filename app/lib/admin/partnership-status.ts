/**
 * The workflow states staff give the records of the Partnership requests page. Visitors' forms only
 * ever store the first state (the column defaults); everything after it is set in the admin area,
 * and the server accepts nothing outside these lists.
 */
export const PARTNERSHIP_STATUSES = ["new", "contacted", "inDiscussion", "won", "declined"] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];

export const DONATION_STATUSES = ["pledged", "received", "cancelled"] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

export function isPartnershipStatus(value: unknown): value is PartnershipStatus {
  return typeof value === "string" && (PARTNERSHIP_STATUSES as readonly string[]).includes(value);
}

export function isDonationStatus(value: unknown): value is DonationStatus {
  return typeof value === "string" && (DONATION_STATUSES as readonly string[]).includes(value);
}

/** Internal notes on a partnership request: the textarea's limit and the server's. */
export const NOTES_MAX_LENGTH = 5000;
