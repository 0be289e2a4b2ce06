/**
 * The Partnership requests pages' server code beyond their loaders and actions (decision 0029): the
 * list's and board's changes, and one request's page's (decision 0038).
 */
import { data, redirect } from "react-router";
import { type ActionResult, unhandledIntent } from "~/lib/admin/action-result";
import { formRefusal, formSuccess } from "~/lib/forms/result";
import { REQUESTS_PATH } from "~/lib/staff-requests/pipeline";
import type { RecordChange } from "~/lib/validation/records";
import type { RequestAction } from "~/lib/validation/request-pipeline";
import { recordAnswer } from "../http/record-answer";
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
import { addNote, changeOwner, changeStage, type PipelineOutcome, setFollowUp } from "../services/requests";

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
      return changeStage(database, actor, change.id, change.status, change.lostReason).then(asRecordOutcome);
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

/** A pipeline change's outcome as the records' answer: the schema already refused a lost without reason. */
const asRecordOutcome = (outcome: PipelineOutcome): RecordOutcome =>
  outcome.ok ? outcome : { ok: false, reason: outcome.reason === "notFound" ? "notFound" : "invalidId" };

/** The field a pipeline refusal is shown beside; "" is form-wide. */
const REFUSAL_FIELD = { notFound: "", reasonRequired: "lostReason", notAnOwner: "owner" } as const;

/** The request page's answer to a pipeline change: 200, 404 for a request gone, 400 beside the field. */
function pipelineAnswer(intent: string, outcome: PipelineOutcome) {
  if (outcome.ok) return data<ActionResult>({ ...formSuccess(), intent });
  const message = `admin-requests:errors.${outcome.reason}`;
  const field = REFUSAL_FIELD[outcome.reason];
  const result = field ? { status: "error" as const, error: { [field]: [message] } } : formRefusal(message);
  return data<ActionResult>({ ...result, intent }, { status: outcome.reason === "notFound" ? 404 : 400 });
}

/** Each change staff make on one request's page (decision 0038). */
export async function applyRequestAction(
  context: SubmissionContext,
  kickOutbox: () => void,
  actor: AuditActor,
  id: number,
  action: RequestAction,
) {
  const { database } = context;
  switch (action.intent) {
    case "setStage":
      return pipelineAnswer(action.intent, await changeStage(database, actor, id, action.status, action.lostReason));
    case "setOwner":
      return pipelineAnswer(action.intent, await changeOwner(database, actor, id, action.owner));
    case "setFollowUp":
      return pipelineAnswer(action.intent, await setFollowUp(database, actor, id, action.followUpOn));
    case "addNote":
      return pipelineAnswer(action.intent, await addNote(database, actor, id, action.text));
    case "markSpam":
    case "notSpam":
    case "delete": {
      const outcome = await applyRecordChange(context, actor, { intent: action.intent, id });
      if (!outcome.ok) return recordAnswer(action.intent, outcome);
      // Gone, the request has no page left: back to the requests.
      if (action.intent === "delete") return redirect(REQUESTS_PATH);
      if (action.intent === "notSpam") kickOutbox();
      return recordAnswer(action.intent, outcome);
    }
    default:
      return unhandledIntent(action);
  }
}
