/**
 * The choices of the partnership request form. The form shows them (labels come from
 * `contact:partnership.options.*`) and the server validates a request against the very same lists.
 */
import { markets } from "./markets";
import { ALL_POSITIONS } from "./services";

export const ORGANIZATION_TYPES = [
  "hotel",
  "resort",
  "restaurant",
  "safariLodge",
  "conferenceCentre",
  "cruiseLine",
  "airline",
  "eventVenue",
  "other",
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** Every market (ISO 3166-1 alpha-2, lower case), then the United States and "other". */
export const PARTNERSHIP_COUNTRIES = [...markets.map((market) => market.id), "us", "other"] as const;

export const PLACEMENT_TYPES = ["longTerm", "seasonal", "specialProject"] as const;
export type PlacementType = (typeof PLACEMENT_TYPES)[number];

/** The eight positions of docs/product.md section 1: the form lists them in docs/product.md's order. */
export const PARTNERSHIP_POSITIONS = ALL_POSITIONS;
