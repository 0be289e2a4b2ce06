import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import { useActionToast } from "~/components/admin/action-outcome";
import { StatusButton } from "~/components/forms/fields";
import type { ActionResult } from "~/lib/admin/action-result";
import { RECORD_WORDS } from "./words";

/**
 * A record's form that saves in place: its fetcher, the page it posts to (this one, with its query,
 * so the list stays as it was), whether it is busy, and a toast for each answer.
 */
export function useRecordFetcher() {
  const fetcher = useFetcher<ActionResult>();
  const location = useLocation();
  useActionToast(fetcher.state === "idle" ? fetcher.data : undefined, RECORD_WORDS);
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
