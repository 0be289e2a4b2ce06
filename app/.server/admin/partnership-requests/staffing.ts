/**
 * What a request's staffing page (`/admin/partnership-requests/:id/staffing`, decision 0038) does
 * beyond its loader and action: each intent turned into a service call and an answer. The
 * permission checks are the route's (requireLoader/requireAction).
 */
import { type AppLoadContext, data } from "react-router";
import { type ActionResult, unhandledIntent } from "~/lib/admin/action-result";
import { formRefusal, formSuccess } from "~/lib/forms/result";
import type { StaffingAction } from "~/lib/validation/staffing";
import type { SignedInUser } from "../../auth/guard";
import { auditActor } from "../../services/operations";
import { createOpeningsForRequest, placeCandidate, removeFromShortlist, shortlistCandidate } from "../../services/requests";

const answer = (intent: string, result: { ok: true } | { ok: false; reason: string }) =>
  result.ok
    ? data<ActionResult>({ ...formSuccess(), intent })
    : data<ActionResult>(
        { ...formRefusal(`admin-staffing:errors.${result.reason}`), intent },
        { status: result.reason === "notFound" ? 404 : 409 },
      );

export async function applyStaffingIntent(context: AppLoadContext, user: SignedInUser, requestId: number, value: StaffingAction) {
  const { db } = context.database;
  switch (value.intent) {
    case "makeOpenings": {
      const made = await createOpeningsForRequest(context.database, requestId, auditActor(user, context));
      return answer(value.intent, made.ok ? { ok: true } : { ok: false, reason: made.reason ?? "notFound" });
    }
    case "shortlist":
      return answer(
        value.intent,
        await shortlistCandidate(db, { requestId, lineId: value.line, applicationId: value.application, actorId: user.id }),
      );
    case "unshortlist":
      return answer(value.intent, await removeFromShortlist(db, { requestId, entryId: value.entry, actorId: user.id }));
    case "place":
      return answer(
        value.intent,
        await placeCandidate(db, {
          requestId,
          lineId: value.line,
          applicationId: value.application,
          startsOn: value.startsOn,
          endsOn: value.endsOn,
          actorId: user.id,
        }),
      );
    default:
      return unhandledIntent(value);
  }
}
