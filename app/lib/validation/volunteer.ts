/**
 * The volunteer sign-up form (/volunteer). Messages are i18n keys of the `foundation` namespace,
 * one per field at most.
 */
import * as z from "zod";
import { errorKey, foundationContactFields, optionalFoundationMessage } from "./foundation-fields";
import { COUNTRY_MAX_LENGTH, VOLUNTEER_AVAILABILITY, VOLUNTEER_INTERESTS } from "./limits";
import { oneOf, requiredText, someOf } from "./rules";

export const volunteerSchema = z.object({
  ...foundationContactFields,
  country: requiredText(COUNTRY_MAX_LENGTH, { required: errorKey("countryRequired"), tooLong: errorKey("countryRequired") }),
  interests: someOf(VOLUNTEER_INTERESTS, errorKey("interestsRequired")),
  availability: oneOf(VOLUNTEER_AVAILABILITY, errorKey("availabilityRequired")),
  message: optionalFoundationMessage().refine((message) => message !== "", errorKey("messageRequired")),
});

export type VolunteerInput = z.input<typeof volunteerSchema>;
export type VolunteerSignup = z.output<typeof volunteerSchema>;
