/**
 * Telling staff how an action went: a toast once the page is interactive, and the same words
 * inline when the browser posted the form without JavaScript (no toast can show then).
 */
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import type { RecordActionResult } from "~/.server/http/record-answer";
import { StatusButton } from "~/components/forms/fields";
import { useResultToast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

/** Success messages by intent; a page may rename an intent (`delete` on the subscribers page). */
export type OutcomeKeys = Partial<Record<string, string>>;

function useMessage(keys: OutcomeKeys) {
  const { t } = useTranslation("admin-records");
  return (result: RecordActionResult) => {
    if (!result.ok) return { title: t("toast.failedTitle"), text: t(result.error ?? "admin:common.error") };
    const key = keys[result.intent] ?? result.intent;
    return { title: t(`toast.${key}.title`), text: t(`toast.${key}.text`) };
  };
}

/** Shows one toast per new result (fetcher data or action data). */
export function useOutcomeToast(result: RecordActionResult | undefined, keys: OutcomeKeys = {}) {
  const message = useMessage(keys);
  useResultToast(result, (answer) => ({ kind: answer.ok ? "success" : "error", ...message(answer) }));
}

/** The outcome of a form posted without JavaScript, in the page itself. */
export function ActionNotice({ result, keys = {} }: { result: RecordActionResult | undefined; keys?: OutcomeKeys }) {
  const hydrated = useHydrated();
  const message = useMessage(keys);
  if (!result || hydrated) return null;
  const { title, text } = message(result);
  const colours = result.ok ? "border-brand-700 bg-brand-50 text-brand-800" : "border-red-700 bg-white text-red-700";
  return (
    <div role={result.ok ? "status" : "alert"} className={`mb-6 rounded-lg border px-4 py-3 text-sm ${colours}`}>
      <p className="font-semibold">{title}</p>
      <p>{text}</p>
    </div>
  );
}

/**
 * A record's form that saves in place: its fetcher, the page it posts to (this one, with its query,
 * so the list stays as it was), whether it is busy, and a toast for each answer.
 */
export function useRecordFetcher() {
  const fetcher = useFetcher<RecordActionResult>();
  const location = useLocation();
  useOutcomeToast(fetcher.state === "idle" ? fetcher.data : undefined);
  const busy = fetcher.state !== "idle";
  const { t } = useTranslation("admin");
  /** The form's submit button: its label, then Saving... while the post is in flight. */
  const saveButton = (label: string, className = "") => (
    <StatusButton
      status={busy ? "pending" : "idle"}
      labels={{ idle: label, pending: t("common.saving") }}
      size="md"
      className={className}
    />
  );
  return { fetcher, action: `${location.pathname}${location.search}`, saveButton };
}
