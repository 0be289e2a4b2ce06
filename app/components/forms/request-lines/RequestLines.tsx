/**
 * The lines of a request for staff (decision 0038), one to MAX_REQUEST_LINES. Without JavaScript,
 * "Add a line" and each "Remove" post the form (`intent=addLine`, `intent=removeLine:<n>`) and the
 * action answers it back with one line more or less, storing nothing; with JavaScript they act in
 * place and move focus to what changed. The lines start from the action's last answer: as many as
 * it echoed, each showing what was typed.
 */
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormAction } from "react-router";
import { ErrorList } from "~/components/forms/fields";
import type { FormLayer } from "~/components/forms/use-form-layer";
import { buttonClasses } from "~/components/ui/button";
import { initialValueAt, type ResultOfForm } from "~/lib/forms/result";
import { MAX_REQUEST_LINES } from "~/lib/staff-requests/model";
import { ADD_LINE_INTENT, REQUEST_LINE_INTENT } from "~/lib/validation/request-fields";
import { RequestLine } from "./RequestLine";

/** The anchor a button without JavaScript comes back to. */
export const REQUEST_LINES_ID = "request-lines";

/** How many lines the last answer holds: what was posted (with one more or less), or one. */
export function lineCountOf(result: ResultOfForm | null | undefined): number {
  const lines = initialValueAt(result, "lines");
  return Array.isArray(lines) ? Math.min(Math.max(lines.length, 1), MAX_REQUEST_LINES) : 1;
}

let lineKeys = 0;
const newKeys = (count: number) => Array.from({ length: count }, () => ++lineKeys);

export function RequestLines({ form, result }: { form: FormLayer; result: ResultOfForm | null | undefined }) {
  const { t } = useTranslation("contact");
  const [answer, setAnswer] = useState(result);
  const [keys, setKeys] = useState(() => newKeys(lineCountOf(result)));
  const [moved, setMoved] = useState<"added" | "removed" | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const formAction = `${useFormAction()}#${REQUEST_LINES_ID}`;
  // A new answer (a refusal, a success) starts the lines again from it: new keys show its values.
  if (answer !== result) {
    setAnswer(result);
    setKeys(newKeys(lineCountOf(result)));
  }

  useEffect(() => {
    if (moved === "added") listRef.current?.querySelector<HTMLElement>("[data-testid=request-line]:last-of-type select")?.focus();
    if (moved === "removed") addRef.current?.focus();
  }, [moved]);

  const add = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setKeys((held) => (held.length < MAX_REQUEST_LINES ? [...held, ...newKeys(1)] : held));
    setMoved("added");
  };
  const remove = (key: number) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setKeys((held) => held.filter((held) => held !== key));
    setMoved("removed");
  };

  return (
    <div id={REQUEST_LINES_ID} className="space-y-5">
      <p className="text-sm text-ink-muted">{t("partnership.form.linesLead", { max: MAX_REQUEST_LINES })}</p>
      <div ref={listRef} className="space-y-5">
        {keys.map((key, index) => (
          <RequestLine
            key={key}
            index={index}
            form={form}
            formAction={formAction}
            onRemove={keys.length > 1 ? remove(key) : undefined}
          />
        ))}
      </div>
      <ErrorList errors={[form.messageOf("lines")]} />
      {keys.length < MAX_REQUEST_LINES ? (
        <button
          ref={addRef}
          type="submit"
          name={REQUEST_LINE_INTENT}
          value={ADD_LINE_INTENT}
          formNoValidate
          formAction={formAction}
          onClick={add}
          className={buttonClasses("secondary", "md", "min-h-11 w-full sm:w-auto")}
          data-testid="request-line-add"
        >
          {t("partnership.form.addLine")}
        </button>
      ) : null}
    </div>
  );
}
