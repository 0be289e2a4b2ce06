/**
 * The changes staff make on the Partnership requests page (partnership requests, volunteer
 * sign-ups, donation pledges): one schema told apart by the `intent` each form posts (decision
 * 0010). Messages are i18n keys of the `admin-records` namespace.
 */
import * as z from "zod";
import { DONATION_STATUSES, NOTES_MAX_LENGTH, PARTNERSHIP_STATUSES } from "~/lib/admin/partnership-status";
import { oneOf, recordId as recordIdRule } from "./rules";

const INVALID_ID = "admin-records:errors.invalidId";
const INVALID_STATUS = "admin-records:errors.invalidStatus";

/** A record's id as the forms post it. */
const recordId = recordIdRule(INVALID_ID);

/** Notes as typed, with the browser's CRLF line ends made plain; blank notes read as none (""). */
const notes = z
  .string()
  .optional()
  .transform((text) => (text ?? "").replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().max(NOTES_MAX_LENGTH, "admin-records:errors.notesTooLong"));

export const recordChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("setStatus"), id: recordId, status: oneOf(PARTNERSHIP_STATUSES, INVALID_STATUS) }),
  z.object({ intent: z.literal("saveNotes"), id: recordId, notes }),
  z.object({ intent: z.literal("delete"), id: recordId }),
  z.object({ intent: z.literal("deleteVolunteer"), id: recordId }),
  z.object({ intent: z.literal("deleteDonation"), id: recordId }),
  z.object({ intent: z.literal("setDonationStatus"), id: recordId, status: oneOf(DONATION_STATUSES, INVALID_STATUS) }),
  z.object({ intent: z.literal("notSpam"), id: recordId }),
  z.object({ intent: z.literal("notSpamVolunteer"), id: recordId }),
  z.object({ intent: z.literal("notSpamDonation"), id: recordId }),
]);

export type RecordChange = z.output<typeof recordChangeSchema>;
