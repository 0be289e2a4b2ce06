/**
 * The answer of the admin records pages' actions (partnership requests, volunteers, pledges,
 * subscribers): the intent, and when the service refused the change, the message (an i18n key)
 * and the HTTP status chosen here from the service's reason.
 */
import { data } from "react-router";
import type { RecordOutcome, RecordRefusal } from "../services/records-common";

/** A refusal of the service, or a message of the records schema (app/lib/validation/records.ts). */
export type RecordError = `admin-records:errors.${RecordRefusal | "invalidStatus" | "notesTooLong"}`;

/** What the record pages' actions answer: the intent, and an i18n key when refused. */
export interface RecordActionResult {
  intent: string;
  ok: boolean;
  error?: RecordError;
}

const STATUS: Record<RecordRefusal, 400 | 404> = { invalidId: 400, notFound: 404 };

/** A change the form's schema refused (decision 0010): 400 with the schema's first message. */
export const refusedChange = (intent: string, message: string | undefined) =>
  data<RecordActionResult>(
    { intent, ok: false, error: (message ?? "admin-records:errors.invalidId") as RecordError },
    { status: 400 },
  );

/** The action's answer: 200 with the intent, or the refusal's status with its message key. */
export function actionAnswer(intent: string, outcome: RecordOutcome) {
  return outcome.ok
    ? data<RecordActionResult>({ intent, ok: true })
    : data<RecordActionResult>(
        { intent, ok: false, error: `admin-records:errors.${outcome.reason}` },
        { status: STATUS[outcome.reason] },
      );
}
