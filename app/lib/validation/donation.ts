/**
 * The donation pledge form (/donate): no money changes hands online; the foundation team contacts
 * the donor with payment instructions. Messages are i18n keys of the `foundation` namespace.
 */
import * as z from "zod";
import { FOUNDATION_PROGRAM_IDS } from "~/content/foundation";
import { errorKey, foundationContactFields, optionalFoundationMessage } from "./foundation-fields";
import { DONATION_MAX_AMOUNT, DONATION_MIN_AMOUNT } from "./limits";
import { oneOf } from "./rules";

/** Whole dollars or dollars and cents: "50", "25.5", "25.50" ("," accepted as the decimal mark). */
const AMOUNT_PATTERN = /^\d+(?:[.,]\d{1,2})?$/;

/** The pledged amount in US dollars, or undefined when the text is not an amount. */
export function parseDonationAmount(amount: string): number | undefined {
  const compact = amount.replace(/\s/g, "");
  return AMOUNT_PATTERN.test(compact) ? Number(compact.replace(",", ".")) : undefined;
}

const amount = z
  .string({ error: errorKey("amountRequired") })
  .trim()
  .min(1, errorKey("amountRequired"))
  .transform((text, context) => {
    const value = parseDonationAmount(text);
    const message =
      value === undefined
        ? errorKey("amountInvalid")
        : value < DONATION_MIN_AMOUNT
          ? errorKey("amountTooSmall")
          : value > DONATION_MAX_AMOUNT
            ? errorKey("amountTooLarge")
            : undefined;
    if (message) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return value as number;
  });

export const donationSchema = z.object({
  amount,
  program: oneOf(FOUNDATION_PROGRAM_IDS, errorKey("programRequired")),
  ...foundationContactFields,
  message: optionalFoundationMessage(),
});

export type DonationInput = z.input<typeof donationSchema>;
/** A pledge as the schema reads it: the amount in US dollars. */
export type DonationPledge = z.output<typeof donationSchema>;
