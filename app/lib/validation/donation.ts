/**
 * The donation pledge form (/donate): no money changes hands online. The foundation team contacts
 * the donor with payment instructions. The browser checks a pledge with `donationFormErrors` before
 * sending it; the server will apply the same function. Errors are i18n keys (`foundation:form.errors.*`).
 */
import { FOUNDATION_PROGRAM_IDS, type FoundationProgramId } from "~/content/foundation";
import {
  compactErrors,
  emailError,
  errorKey,
  fullNameError,
  messageLengthError,
  optionalPhoneError,
  textOf,
} from "./foundation-fields";

/** In US dollars. */
export const DONATION_MIN_AMOUNT = 1;
export const DONATION_MAX_AMOUNT = 1_000_000;
/** Whole dollars or dollars and cents: "50", "25.5", "25.50" ("," accepted as the decimal mark). */
const AMOUNT_PATTERN = /^\d+(?:[.,]\d{1,2})?$/;

export interface DonationInput {
  amount: string;
  program: string;
  fullName: string;
  email: string;
  phone: string;
  message: string;
}

export type DonationField = keyof DonationInput;
export type DonationErrors = Partial<Record<DonationField, string>>;

export function readDonationForm(formData: FormData): DonationInput {
  return {
    amount: textOf(formData, "amount"),
    program: textOf(formData, "program"),
    fullName: textOf(formData, "fullName"),
    email: textOf(formData, "email"),
    phone: textOf(formData, "phone"),
    message: textOf(formData, "message"),
  };
}

/** The pledged amount in US dollars, or undefined when the text is not an amount. */
export function parseDonationAmount(amount: string): number | undefined {
  const compact = amount.replace(/\s/g, "");
  return AMOUNT_PATTERN.test(compact) ? Number(compact.replace(",", ".")) : undefined;
}

function amountError(amount: string): string | undefined {
  if (amount === "") return errorKey("amountRequired");
  const value = parseDonationAmount(amount);
  if (value === undefined) return errorKey("amountInvalid");
  if (value < DONATION_MIN_AMOUNT) return errorKey("amountTooSmall");
  if (value > DONATION_MAX_AMOUNT) return errorKey("amountTooLarge");
  return undefined;
}

export function isFoundationProgram(value: string): value is FoundationProgramId {
  return (FOUNDATION_PROGRAM_IDS as readonly string[]).includes(value);
}

/** Every field's first error; an empty object when the pledge is valid. */
export function donationFormErrors(input: DonationInput): DonationErrors {
  return compactErrors<DonationField>({
    amount: amountError(input.amount),
    program: isFoundationProgram(input.program) ? undefined : errorKey("programRequired"),
    fullName: fullNameError(input.fullName),
    email: emailError(input.email),
    phone: optionalPhoneError(input.phone),
    message: messageLengthError(input.message),
  });
}
