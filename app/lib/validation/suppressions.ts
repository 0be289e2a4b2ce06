/**
 * The changes staff make on the Suppressed addresses page (decision 0022): add an address by hand
 * with an optional note, or remove one; one schema told apart by the `intent` each form posts
 * (decision 0010). Messages are i18n keys of the `admin-suppressions` namespace.
 */
import * as z from "zod";
import { ADDRESS_MAX_LENGTH, DETAIL_MAX_LENGTH } from "~/lib/mail-suppression";
import { emailAddress, INTENT_UNKNOWN, optionalText } from "./rules";

const NOT_LISTED = "admin-suppressions:errors.notFound";

export const suppressionChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("add"),
      email: emailAddress({
        required: "admin-suppressions:errors.emailRequired",
        invalid: "admin-suppressions:errors.emailInvalid",
      }),
      note: optionalText(DETAIL_MAX_LENGTH, "admin-suppressions:errors.noteTooLong"),
    }),
    // The address as the list shows it; one that is not there is refused by the service (404).
    z.object({
      intent: z.literal("remove"),
      email: z.string({ error: NOT_LISTED }).trim().min(1, NOT_LISTED).max(ADDRESS_MAX_LENGTH, NOT_LISTED),
    }),
  ],
  INTENT_UNKNOWN,
);

export type SuppressionChangeInput = z.output<typeof suppressionChangeSchema>;
