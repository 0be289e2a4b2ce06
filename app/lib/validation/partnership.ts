/**
 * The partnership request's rules, as a plain function the form runs in the browser and the server
 * applies again. Choices are checked against the lists of app/content/partnership.ts. Messages are
 * i18n keys of the `contact` namespace, with its prefix.
 */
import {
  HEADCOUNT_MAX,
  HEADCOUNT_MIN,
  ORGANIZATION_TYPES,
  PARTNERSHIP_COUNTRIES,
  PARTNERSHIP_POSITIONS,
  PLACEMENT_TYPES,
} from "~/content/partnership";
import { BASIC_EMAIL_PATTERN, EMAIL_MAX_LENGTH } from "./newsletter";

/** Field names as the form posts them (they match the columns of partnership_requests). */
export const PARTNERSHIP_FIELDS = [
  "organization",
  "contact_name",
  "email",
  "phone",
  "organization_type",
  "country",
  "placement_type",
  "positions",
  "headcount",
  "start_date",
  "message",
] as const;
export type PartnershipField = (typeof PARTNERSHIP_FIELDS)[number];

export const PARTNERSHIP_MAX_LENGTH = {
  organization: 150,
  contact_name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  message: 5000,
} as const;

export interface PartnershipInput {
  organization: string;
  contact_name: string;
  email: string;
  phone: string;
  organization_type: string;
  country: string;
  placement_type: string;
  positions: string[];
  headcount: string;
  start_date: string;
  message: string;
}

/** i18n keys of the messages: `contact:partnership.errors.<field in camelCase>.<rule>`. */
export type PartnershipErrorKey =
  | `contact:partnership.errors.${"organization" | "contactName" | "email" | "phone" | "message"}.${"required" | "tooLong"}`
  | `contact:partnership.errors.${"organizationType" | "country" | "placementType" | "positions"}.required`
  | "contact:partnership.errors.email.invalid"
  | "contact:partnership.errors.phone.invalid"
  | "contact:partnership.errors.headcount.range"
  | "contact:partnership.errors.startDate.invalid";
export type PartnershipErrors = Partial<Record<PartnershipField, PartnershipErrorKey>>;

/** The submitted values, trimmed; a missing field reads as empty. */
export function partnershipInput(form: FormData): PartnershipInput {
  const read = (field: PartnershipField) => {
    const value = form.get(field);
    return typeof value === "string" ? value.trim() : "";
  };
  return {
    organization: read("organization"),
    contact_name: read("contact_name"),
    email: read("email"),
    phone: read("phone"),
    organization_type: read("organization_type"),
    country: read("country"),
    placement_type: read("placement_type"),
    positions: form.getAll("positions").filter((value): value is string => typeof value === "string"),
    headcount: read("headcount"),
    start_date: read("start_date"),
    message: read("message"),
  };
}

const PHONE_PATTERN = /^\+?[\d\s().-]{7,}$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const oneOf = (list: readonly string[], value: string) => list.includes(value);

const TEXT_KEYS = {
  organization: "organization",
  contact_name: "contactName",
  email: "email",
  phone: "phone",
  message: "message",
} as const;

/** Every field's first message; an empty object means the request can be sent. */
export function validatePartnership(input: PartnershipInput): PartnershipErrors {
  const errors: PartnershipErrors = {};
  const text = (field: keyof typeof PARTNERSHIP_MAX_LENGTH, required: boolean) => {
    const value = input[field].trim();
    if (value === "") {
      if (required) errors[field] = `contact:partnership.errors.${TEXT_KEYS[field]}.required`;
    } else if (value.length > PARTNERSHIP_MAX_LENGTH[field]) {
      errors[field] = `contact:partnership.errors.${TEXT_KEYS[field]}.tooLong`;
    }
  };

  text("organization", true);
  text("contact_name", true);
  text("email", true);
  if (!errors.email && !BASIC_EMAIL_PATTERN.test(input.email.trim())) errors.email = "contact:partnership.errors.email.invalid";
  text("phone", false);
  if (!errors.phone && input.phone.trim() !== "" && !PHONE_PATTERN.test(input.phone.trim())) {
    errors.phone = "contact:partnership.errors.phone.invalid";
  }
  if (!oneOf(ORGANIZATION_TYPES, input.organization_type)) {
    errors.organization_type = "contact:partnership.errors.organizationType.required";
  }
  if (!oneOf(PARTNERSHIP_COUNTRIES, input.country)) errors.country = "contact:partnership.errors.country.required";
  if (!oneOf(PLACEMENT_TYPES, input.placement_type)) {
    errors.placement_type = "contact:partnership.errors.placementType.required";
  }
  if (input.positions.length === 0 || !input.positions.every((position) => oneOf(PARTNERSHIP_POSITIONS, position))) {
    errors.positions = "contact:partnership.errors.positions.required";
  }
  const headcount = input.headcount.trim();
  if (headcount !== "") {
    const count = Number(headcount);
    if (!/^\d+$/.test(headcount) || count < HEADCOUNT_MIN || count > HEADCOUNT_MAX) {
      errors.headcount = "contact:partnership.errors.headcount.range";
    }
  }
  if (input.start_date.trim() !== "" && !isCalendarDate(input.start_date.trim())) {
    errors.start_date = "contact:partnership.errors.startDate.invalid";
  }
  text("message", false);
  return errors;
}
