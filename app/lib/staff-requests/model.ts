/**
 * The words of a client's request for staff (decision 0038), shared by the public form, the staff
 * pipeline and the client's private page: the stages with their probabilities, the reasons a
 * request is lost, the shift patterns, a line's bounds and the reference a client quotes.
 */

import type { PlacementType } from "~/content/partnership";
import { ALL_POSITIONS, type PositionId } from "~/content/services";

/** A request's stages, in the board's order; the spec's five statuses map onto them (migration 0028). */
export const REQUEST_STAGES = ["new", "contacted", "proposal", "won", "lost"] as const;
export type RequestStage = (typeof REQUEST_STAGES)[number];

/** The chance, in percent, that a request at each stage is won: the weighted pipeline's factors. */
export const STAGE_PROBABILITY: Record<RequestStage, number> = {
  new: 10,
  contacted: 25,
  proposal: 60,
  won: 100,
  lost: 0,
};

/** The stages a request is still being worked in. */
export const OPEN_STAGES = ["new", "contacted", "proposal"] as const satisfies readonly RequestStage[];

export const LOST_REASONS = ["price", "timing", "competitor", "noResponse", "notAFit", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const SHIFT_PATTERNS = ["day", "night", "rotating", "split", "flexible"] as const;
export type ShiftPattern = (typeof SHIFT_PATTERNS)[number];

/** What a client answers for a shortlisted candidate. */
export const SHORTLIST_DECISIONS = ["proposed", "approved", "declined"] as const;
export type ShortlistDecision = (typeof SHORTLIST_DECISIONS)[number];

/** A request holds at most this many lines, each at most this many people. */
export const MAX_REQUEST_LINES = 30;
export const LINE_HEADCOUNT_MAX = 1000;
/** A duration instead of an end date: one to 156 weeks (three years). */
export const LINE_DURATION_WEEKS_MAX = 156;

export function isRequestStage(value: unknown): value is RequestStage {
  return typeof value === "string" && (REQUEST_STAGES as readonly string[]).includes(value);
}

export function isOpenStage(stage: string): boolean {
  return (OPEN_STAGES as readonly string[]).includes(stage);
}

/** Maintenance technicians are placed long term only (docs/product.md section 1). */
export function placementAllowed(position: PositionId, placement: PlacementType): boolean {
  return position !== "maintenanceTechnicians" || placement === "longTerm";
}

export function isPosition(value: unknown): value is PositionId {
  return typeof value === "string" && (ALL_POSITIONS as readonly string[]).includes(value);
}

const REFERENCE_PREFIX = "REQ-";

/** The reference a client quotes: the request's number, six digits at least ("REQ-000042"). */
export function requestReference(id: number): string {
  return `${REFERENCE_PREFIX}${String(id).padStart(6, "0")}`;
}

/** The request id a reference names, however it was typed ("req-42", "REQ-000042", "42"); null otherwise. */
export function parseRequestReference(text: string): number | null {
  const match = /^(?:req-?)?0*(\d{1,12})$/i.exec(text.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
