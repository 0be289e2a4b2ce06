/**
 * The partnership request (docs/product.md section 4): choices are checked against the lists of
 * app/content/partnership.ts. Messages are i18n keys of the `contact` namespace.
 */
import * as z from "zod";
import * as choices from "~/content/partnership";
import { PARTNERSHIP_MAX_LENGTH } from "./limits";
import { emailAddress, oneOf, optionalPhone, optionalText, requiredText, someOf } from "./rules";

const key = (field: string, rule: string) => `contact:partnership.errors.${field}.${rule}`;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day of the calendar written YYYY-MM-DD (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const partnershipSchema = z.object({
  organization: requiredText(PARTNERSHIP_MAX_LENGTH.organization, {
    required: key("organization", "required"),
    tooLong: key("organization", "tooLong"),
  }),
  contact_name: requiredText(PARTNERSHIP_MAX_LENGTH.contact_name, {
    required: key("contactName", "required"),
    tooLong: key("contactName", "tooLong"),
  }),
  email: emailAddress({ required: key("email", "required"), invalid: key("email", "invalid") }),
  phone: optionalPhone(PARTNERSHIP_MAX_LENGTH.phone, key("phone", "invalid")),
  organization_type: oneOf(choices.ORGANIZATION_TYPES, key("organizationType", "required")),
  country: oneOf(choices.PARTNERSHIP_COUNTRIES, key("country", "required")),
  placement_type: oneOf(choices.PLACEMENT_TYPES, key("placementType", "required")),
  positions: someOf(choices.PARTNERSHIP_POSITIONS, key("positions", "required")),
  headcount: optionalText(6, key("headcount", "range")).refine(
    (headcount) => {
      if (headcount === "") return true;
      const count = Number(headcount);
      return /^\d+$/.test(headcount) && count >= choices.HEADCOUNT_MIN && count <= choices.HEADCOUNT_MAX;
    },
    key("headcount", "range"),
  ),
  start_date: optionalText(10, key("startDate", "invalid")).refine(
    (date) => date === "" || isCalendarDate(date),
    key("startDate", "invalid"),
  ),
  message: optionalText(PARTNERSHIP_MAX_LENGTH.message, key("message", "tooLong")),
});

export type PartnershipInput = z.input<typeof partnershipSchema>;
export type PartnershipRequest = z.output<typeof partnershipSchema>;
