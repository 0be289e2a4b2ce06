/**
 * What the privacy request page (`/admin/privacy-requests/:id`, decision 0041) does beyond its
 * loader and action: the id in the URL, and each answer turned into a service call and its
 * result, shown as a toast (and inline without JavaScript). The permission checks are the route's.
 */
import { type AppLoadContext, data } from "react-router";
import { type ActionResult, unhandledIntent } from "~/lib/admin/action-result";
import { formRefusal, formSuccess } from "~/lib/forms/result";
import type { PrivacyAnswer } from "~/lib/validation/privacy-requests";
import { readRecordId } from "~/lib/validation/rules";
import type { SignedInUser } from "../auth/guard";
import { auditActor } from "../services/operations";
import {
  erasePrivacyRequest,
  identifierKey,
  ledgerFileIn,
  type PrivacyAnswerOutcome,
  type PrivacyAnswerRefusal,
  refusePrivacyRequest,
  sendPrivacyCopy,
} from "../services/privacy";

/** A request's id from the URL; anything but a positive whole number that fits the column answers 404. */
export function privacyRequestIdOf(param: string | undefined): number {
  const id = readRecordId(param);
  if (id === undefined) throw data({ error: "notFound" }, { status: 404 });
  return id;
}

/** The HTTP status of each refusal: gone, already answered (or of the other kind), or the last administrator. */
const REFUSAL_STATUS: Record<PrivacyAnswerRefusal, number> = {
  notFound: 404,
  notOpen: 409,
  wrongKind: 409,
  lastAdministrator: 409,
};

function answered(intent: PrivacyAnswer["intent"], outcome: PrivacyAnswerOutcome) {
  if (outcome.ok) return data<ActionResult>({ ...formSuccess(), intent });
  return data<ActionResult>(
    { ...formRefusal(`admin-privacy:errors.${outcome.reason}`), intent },
    { status: REFUSAL_STATUS[outcome.reason] },
  );
}

/** One answer to a request; the person's email is queued with it and the outbox woken. */
export async function applyPrivacyAnswer(context: AppLoadContext, user: SignedInUser, id: number, answer: PrivacyAnswer) {
  const { database, config } = context;
  const actor = auditActor(user, context);
  let outcome: PrivacyAnswerOutcome;
  switch (answer.intent) {
    case "sendCopy":
      outcome = await sendPrivacyCopy(database, config.publicUrl, id, actor);
      break;
    case "erase":
      // The server's own key and ledger file (decision 0040), as the restore reads them.
      outcome = await erasePrivacyRequest(database, id, actor, {
        key: identifierKey(config.authSecret),
        file: ledgerFileIn(config.dataDir),
      });
      break;
    case "refuse":
      outcome = await refusePrivacyRequest(database, id, actor, answer.reason);
      break;
    default:
      return unhandledIntent(answer);
  }
  if (outcome.ok) context.kickOutbox();
  return answered(answer.intent, outcome);
}
