/**
 * The volunteer sign-up form (/volunteer): its fields, its choices and its rules. The browser checks
 * a submission with `volunteerFormErrors` before sending it; the server will apply the same function.
 * Errors are i18n keys (`foundation:form.errors.*`), one per field at most.
 */
import {
  compactErrors,
  emailError,
  errorKey,
  fullNameError,
  messageLengthError,
  optionalPhoneError,
  textOf,
} from "./foundation-fields";

export const VOLUNTEER_INTERESTS = ["mentoring", "scholarshipSupport", "waterProjects", "clothingDrives", "events"] as const;
export type VolunteerInterest = (typeof VOLUNTEER_INTERESTS)[number];

export const VOLUNTEER_AVAILABILITY = ["fewHoursMonth", "oneDayMonth", "weekly", "eventsOnly", "remote"] as const;
export type VolunteerAvailability = (typeof VOLUNTEER_AVAILABILITY)[number];

export const COUNTRY_MAX_LENGTH = 80;

export interface VolunteerInput {
  fullName: string;
  email: string;
  phone: string;
  country: string;
  interests: string[];
  availability: string;
  message: string;
}

export type VolunteerField = keyof VolunteerInput;
export type VolunteerErrors = Partial<Record<VolunteerField, string>>;

/** The submitted values, trimmed; field names match the form's `name` attributes. */
export function readVolunteerForm(formData: FormData): VolunteerInput {
  return {
    fullName: textOf(formData, "fullName"),
    email: textOf(formData, "email"),
    phone: textOf(formData, "phone"),
    country: textOf(formData, "country"),
    interests: formData.getAll("interests").filter((value): value is string => typeof value === "string"),
    availability: textOf(formData, "availability"),
    message: textOf(formData, "message"),
  };
}

const isOneOf = <T extends string>(choices: readonly T[], value: string): value is T =>
  (choices as readonly string[]).includes(value);

/** Every field's first error; an empty object when the sign-up is valid. */
export function volunteerFormErrors(input: VolunteerInput): VolunteerErrors {
  return compactErrors<VolunteerField>({
    fullName: fullNameError(input.fullName),
    email: emailError(input.email),
    phone: optionalPhoneError(input.phone),
    country: input.country === "" || input.country.length > COUNTRY_MAX_LENGTH ? errorKey("countryRequired") : undefined,
    interests:
      input.interests.length === 0 || !input.interests.every((interest) => isOneOf(VOLUNTEER_INTERESTS, interest))
        ? errorKey("interestsRequired")
        : undefined,
    availability: isOneOf(VOLUNTEER_AVAILABILITY, input.availability) ? undefined : errorKey("availabilityRequired"),
    message: input.message === "" ? errorKey("messageRequired") : messageLengthError(input.message),
  });
}
