/**
 * What a candidate's page (`/admin/candidates/:id`, decision 0035) does beyond its loader and
 * action: the id in the URL, and each intent turned into a service call and its answer, a result
 * the page shows beside the form that posted (without JavaScript too). The permission checks are
 * the route's (requireLoader/requireAction).
 */
import { type AppLoadContext, data } from "react-router";
import { unhandledIntent } from "~/lib/admin/action-result";
import { APPLICATIONS_PATH, moveOutcome, type PipelineResult, pipelineRefusal } from "~/lib/careers/pipeline";
import { formSuccess } from "~/lib/forms/result";
import type { CandidateAction } from "~/lib/validation/applications";
import { readRecordId } from "~/lib/validation/rules";
import type { SignedInUser } from "../auth/guard";
import { redirectWithToast } from "../http/toast";
import {
  addCandidateNote,
  eraseCandidateByStaff,
  mergeCandidates,
  moveApplication,
  rateCandidate,
  sendCandidateMessage,
} from "../services/careers";
import { auditActor } from "../services/operations";

/** A candidate's id from the URL; anything but a positive whole number that fits the column answers 404. */
export function candidateIdOf(param: string | undefined): number {
  const id = readRecordId(param);
  if (id === undefined) throw data({ error: "notFound" }, { status: 404 });
  return id;
}

const answer = ({ result, status }: { result: PipelineResult; status: number }) => data<PipelineResult>(result, { status });

/** One change on a candidate's page. */
export async function applyCandidateIntent(
  context: AppLoadContext,
  user: SignedInUser,
  candidateId: number,
  change: CandidateAction,
) {
  const { database } = context;
  const actor = auditActor(user, context);
  const done = (found: boolean) =>
    found
      ? data<PipelineResult>({ ...formSuccess(), intent: change.intent })
      : answer(pipelineRefusal(change.intent, "candidateMissing", 404));
  switch (change.intent) {
    case "move": {
      const belongs = await database.db
        .selectFrom("applications")
        .select("id")
        .where("id", "=", change.applicationId)
        .where("candidate_id", "=", candidateId)
        .executeTakeFirst();
      if (!belongs) return answer(pipelineRefusal("move", "applicationMissing", 404, { applicationId: change.applicationId }));
      return answer(moveOutcome(await moveApplication(database, actor, change), change.applicationId));
    }
    case "rate":
      return done(await rateCandidate(database, actor, candidateId, change.rating));
    case "note":
      return done(await addCandidateNote(database, actor, candidateId, change.text));
    case "email": {
      const sent = await sendCandidateMessage({ database, publicUrl: context.config.publicUrl }, actor, candidateId, {
        template: change.template,
        applicationId: change.applicationId,
        body: change.body,
      });
      if (!sent.ok)
        return answer(
          sent.reason === "noEmail"
            ? pipelineRefusal("email", "noEmail", 409)
            : pipelineRefusal("email", "candidateMissing", 404),
        );
      context.kickOutbox();
      return done(true);
    }
    case "merge": {
      const merged = await mergeCandidates(database, actor, candidateId, change.otherId);
      if (!merged.ok)
        return answer(
          merged.error === "sameCandidate"
            ? pipelineRefusal("merge", "sameCandidate", 400)
            : pipelineRefusal("merge", "candidateMissing", 404),
        );
      return done(true);
    }
    case "erase": {
      // The page is gone with the candidate: back to the applications, saying so.
      if (!(await eraseCandidateByStaff(database, actor, candidateId)))
        return answer(pipelineRefusal("erase", "candidateMissing", 404));
      return redirectWithToast(context.config, APPLICATIONS_PATH, {
        kind: "success",
        title: "admin-applications:done.erase.title",
        text: "admin-applications:done.erase.text",
      });
    }
    default:
      return unhandledIntent(change);
  }
}
