/**
 * The changes staff make on the Partnership requests page (partnership requests, volunteer
 * sign-ups, donation pledges): one schema told apart by the `intent` each form posts (decision
 * 0010). Messages are i18n keys of the `admin-records` namespace.
 */
import * as z from "zod";
import { DONATION_STATUSES, NOTES_MAX_LENGTH, PARTNERSHIP_STATUSES } from "~/lib/admin/partnership-status";
import { lostNeedsReason, stageFields } from "./request-pipeline";
import { INTENT_UNKNOWN, oneOf } from "./rules";

const INVALID_ID = "admin-records:errors.invalidId";
const INVALID_STATUS = "admin-records:errors.invalidStatus";

/** The largest id both engines store (PostgreSQL `serial` is a 32-bit integer). */
const MAX_ID = 2_147_483_647;

/** A record's id as a form posts it: a positive whole number both engines can hold. */
export const recordId = z
  .string({ error: INVALID_ID })
  .regex(/^[1-9]\d{0,9}$/, INVALID_ID)
  .transform(Number)
  .refine((id) => id <= MAX_ID, INVALID_ID);

/** Notes as typed, with the browser's CRLF line ends made plain; blank notes read as none (""). */
const notes = z
  .string()
  .optional()
  .transform((text) => (text ?? "").replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().max(NOTES_MAX_LENGTH, "admin-records:errors.notesTooLong"));

export const recordChangeSchema = z.discriminatedUnion(
  "intent",
  [
    // A request's stage (decision 0038): lost needs a reason, said beside the reason's field.
    z
      .object({
        intent: z.literal("setStatus"),
        id: recordId,
        status: oneOf(PARTNERSHIP_STATUSES, INVALID_STATUS),
        lostReason: stageFields.lostReason,
      })
      .superRefine(lostNeedsReason),
    z.object({ intent: z.literal("saveNotes"), id: recordId, notes }),
    z.object({ intent: z.literal("delete"), id: recordId }),
    z.object({ intent: z.literal("deleteVolunteer"), id: recordId }),
    z.object({ intent: z.literal("deleteDonation"), id: recordId }),
    z.object({ intent: z.literal("setDonationStatus"), id: recordId, status: oneOf(DONATION_STATUSES, INVALID_STATUS) }),
    z.object({ intent: z.literal("notSpam"), id: recordId }),
    z.object({ intent: z.literal("notSpamVolunteer"), id: recordId }),
    z.object({ intent: z.literal("notSpamDonation"), id: recordId }),
    z.object({ intent: z.literal("markSpam"), id: recordId }),
    z.object({ intent: z.literal("markSpamVolunteer"), id: recordId }),
    z.object({ intent: z.literal("markSpamDonation"), id: recordId }),
  ],
  INTENT_UNKNOWN,
);

export type RecordChange = z.output<typeof recordChangeSchema>;
