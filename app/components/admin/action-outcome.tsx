/**
 * Telling staff how an admin action went (decision 0010): one toast per new result once the page
 * is interactive, and the same words inline when the browser posted without JavaScript (no toast
 * can show then). Every admin page passes its own words; the result is the one `ActionResult`.
 */
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { type ActionResult, refusalOf } from "~/lib/admin/action-result";
import { FORM_WIDE, messageOf, succeeded } from "~/lib/forms/result";
import { type ToastMessage, useResultToast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

/** A title and a text, as i18n keys with their namespace. */
export interface Words {
  title: string;
  text: string;
}

/** What a page says about its action's results. */
export interface ResultWords<Result extends ActionResult> {
  /** The words of a result that went through, or nothing to say. */
  success: (result: Result) => Words | undefined;
  /** A refusal's title, and its text unless the refusal is form-wide (else a field's message is the text). */
  failure: { title: string; text?: string };
  /** What the words interpolate (a count, an address). */
  values?: (result: Result) => Record<string, unknown>;
}

function wordsOf<Result extends ActionResult>(
  t: TFunction,
  result: Result,
  words: ResultWords<Result>,
): ToastMessage | undefined {
  const values = words.values?.(result) ?? {};
  if (succeeded(result)) {
    const success = words.success(result);
    return success && { kind: "success", title: t(success.title, values), text: t(success.text, values) };
  }
  const text = messageOf(result, FORM_WIDE) ?? words.failure.text ?? refusalOf(result) ?? "admin:common.error";
  return { kind: "error", title: t(words.failure.title, values), text: t(text, values) };
}

/** The one hook that turns an admin action's result (action or fetcher data) into a toast. */
export function useActionToast<Result extends ActionResult>(result: Result | null | undefined, words: ResultWords<Result>) {
  const { t } = useTranslation();
  useResultToast(result, (answer) => wordsOf(t, answer, words));
}

/** The same words in the page, for a form posted without JavaScript. */
export function ActionNotice<Result extends ActionResult>({
  result,
  words,
}: {
  result: Result | null | undefined;
  words: ResultWords<Result>;
}) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const message = result && !hydrated ? wordsOf(t, result, words) : undefined;
  if (!message) return null;
  const ok = message.kind === "success";
  const colours = ok ? "border-brand-700 bg-brand-50 text-brand-800" : "border-red-700 bg-white text-red-700";
  return (
    <div role={ok ? "status" : "alert"} className={`mb-6 rounded-lg border px-4 py-3 text-sm ${colours}`}>
      <p className="font-semibold">{message.title}</p>
      <p>{message.text}</p>
    </div>
  );
}
