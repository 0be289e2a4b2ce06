/**
 * The workflow states staff give the records of the Partnership requests page. Visitors' forms only
 * ever store the first state (the column defaults); everything after it is set in the admin area,
 * and the server accepts nothing outside these lists.
 */
import { REQUEST_STAGES, type RequestStage } from "~/lib/staff-requests/model";

/** A partnership request's status is its stage in the staff pipeline (decision 0038). */
export const PARTNERSHIP_STATUSES = REQUEST_STAGES;
export type PartnershipStatus = RequestStage;

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
