/**
 * The answer of the admin records pages' actions (partnership requests, volunteers, pledges,
 * subscribers): the one admin result (app/lib/admin/action-result.ts) with the intent, and when the
 * service refused the change, its message form-wide under the status chosen here from its reason.
 */
import { data } from "react-router";
import type { ActionResult } from "~/lib/admin/action-result";
import { formRefusal, formSuccess } from "~/lib/forms/result";
import type { RecordOutcome, RecordRefusal } from "../services/records";

const STATUS: Record<RecordRefusal, 400 | 404> = { invalidId: 400, notFound: 404 };

/** The action's answer: 200 with the intent, or the refusal's status with its message key. */
export function recordAnswer(intent: string, outcome: RecordOutcome) {
  return outcome.ok
    ? data<ActionResult>({ ...formSuccess(), intent })
    : data<ActionResult>(
        { ...formRefusal(`admin-records:errors.${outcome.reason}`), intent },
        { status: STATUS[outcome.reason] },
      );
}
