import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FORM_WIDE } from "~/lib/forms/result";
import { FormAlert, Honeypot, StatusButton } from "./fields";
import type { FormLayer } from "./use-form-layer";

/**
 * The end of a visitor form that posts in place (contact, partnership): the honeypot, the browser's
 * checks, the submit button and the status line beside it, which the button points to: the thanks once sent, a refusal of the whole form (in `common`),
 * or the summary that fields need correcting. Test ids are `<testId>-submit` and `<testId>-status`.
 */
export function SubmitRow({
  form,
  sending,
  sent,
  labels,
  thanks,
  summary,
  testId,
}: {
  form: FormLayer;
  sending: boolean;
  sent: boolean;
  labels: { idle: string; pending: string; done: string };
  thanks: string;
  summary: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const statusId = useId();
  const refusal = form.messageOf(FORM_WIDE);
  return (
    <>
      <Honeypot />
      {form.validation}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <StatusButton
          status={sending ? "pending" : sent ? "done" : "idle"}
          labels={labels}
          aria-describedby={statusId}
          data-testid={`${testId}-submit`}
        />
        <FormAlert id={statusId} tone={form.hasMessages ? "error" : "success"} testId={`${testId}-status`}>
          {sent ? thanks : refusal ? t(refusal) : form.hasMessages ? summary : null}
        </FormAlert>
      </div>
    </>
  );
}
