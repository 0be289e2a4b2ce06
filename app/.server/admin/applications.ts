/**
 * What the pipeline's page (`/admin/applications`, decision 0035) does beyond its loader and
 * action: the bulk form's ids, and each intent turned into a service call and its answer, a result
 * the page shows beside the form that posted (without JavaScript too). The permission checks are
 * the route's (requireLoader/requireAction).
 */
import { type AppLoadContext, data } from "react-router";
import { unhandledIntent } from "~/lib/admin/action-result";
import { BULK_MAX, moveOutcome, type PipelineResult, pipelineRefusal } from "~/lib/careers/pipeline";
import { formSuccess } from "~/lib/forms/result";
import type { BoardAction } from "~/lib/validation/applications";
import { readRecordId } from "~/lib/validation/rules";
import type { SignedInUser } from "../auth/guard";
import { moveApplication, rejectApplications } from "../services/careers";
import { auditActor } from "../services/operations";

const answer = ({ result, status }: { result: PipelineResult; status: number }) => data<PipelineResult>(result, { status });

/** The bulk form's checked ids: every one a record id, at least one, at most BULK_MAX. */
export function readBulkIds(
  form: FormData,
): { ok: true; ids: number[] } | { ok: false; reason: "noneSelected" | "tooMany" | "invalidId" } {
  const posted = form.getAll("ids");
  if (posted.length === 0) return { ok: false, reason: "noneSelected" };
  if (posted.length > BULK_MAX) return { ok: false, reason: "tooMany" };
  const ids = posted.map(readRecordId);
  if (ids.some((id) => id === undefined)) return { ok: false, reason: "invalidId" };
  return { ok: true, ids: [...new Set(ids as number[])] };
}

/** One change of the board or the list. */
export async function applyBoardIntent(context: AppLoadContext, user: SignedInUser, change: BoardAction, form: FormData) {
  const actor = auditActor(user, context);
  switch (change.intent) {
    case "move":
      return answer(moveOutcome(await moveApplication(context.database, actor, change), change.applicationId));
    case "bulkReject": {
      const selected = readBulkIds(form);
      if (!selected.ok) return answer(pipelineRefusal("bulkReject", selected.reason, 400));
      const done = await rejectApplications({ database: context.database, publicUrl: context.config.publicUrl }, actor, {
        ids: selected.ids,
        reason: change.reason,
        notify: change.notify,
      });
      if (done.rejected === 0) return answer(pipelineRefusal("bulkReject", "applicationMissing", 404));
      if (done.emailed > 0) context.kickOutbox();
      return data<PipelineResult>({ ...formSuccess(), intent: "bulkReject", ...done });
    }
    default:
      return unhandledIntent(change);
  }
}
