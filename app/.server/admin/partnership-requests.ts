/** The Partnership requests page's server code beyond its loader and action (decision 0029). */
import { unhandledIntent } from "~/lib/admin/action-result";
import type { RecordChange } from "~/lib/validation/records";
import type { AuditActor } from "../services/operations";
import {
  foundation,
  markNotSpam,
  markSpamAudited,
  partnerships,
  type RecordOutcome,
  type SubmissionContext,
  touchedOne,
} from "../services/records";

/** "Not spam" of each kind of record: back to its list, with the staff notification it would have had. */
export const NOT_SPAM_TABLES = {
  notSpam: "partnership_requests",
  notSpamVolunteer: "volunteer_signups",
  notSpamDonation: "donation_pledges",
} as const;

/** "Mark as spam" of each kind of record, by hand (decision 0015): out of the list, nobody notified. */
const SPAM_TABLES = {
  markSpam: "partnership_requests",
  markSpamVolunteer: "volunteer_signups",
  markSpamDonation: "donation_pledges",
} as const;

/** Each change staff make to a partnership request, a volunteer sign-up or a donation pledge. */
export function applyRecordChange(context: SubmissionContext, actor: AuditActor, change: RecordChange): Promise<RecordOutcome> {
  const { database } = context;
  switch (change.intent) {
    case "notSpam":
    case "notSpamVolunteer":
    case "notSpamDonation":
      return markNotSpam(context, actor, NOT_SPAM_TABLES[change.intent], [change.id]).then((found) => touchedOne(BigInt(found)));
    case "markSpam":
    case "markSpamVolunteer":
    case "markSpamDonation":
      return markSpamAudited(database.db, actor, SPAM_TABLES[change.intent], [change.id]).then((found) =>
        touchedOne(BigInt(found)),
      );
    case "setStatus":
      return partnerships.setPartnershipStatus(database, actor, change.id, change.status);
    case "saveNotes":
      return partnerships.savePartnershipNotes(database, actor, change.id, change.notes);
    case "setDonationStatus":
      return foundation.setDonationStatus(database, actor, change.id, change.status);
    case "delete":
      return partnerships.deletePartnershipRequest(database, actor, change.id);
    case "deleteVolunteer":
      return foundation.deleteVolunteer(database, actor, change.id);
    case "deleteDonation":
      return foundation.deleteDonation(database, actor, change.id);
    default:
      return unhandledIntent(change);
  }
}
