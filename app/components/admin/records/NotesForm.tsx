import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import type { RecordActionResult } from "~/.server/services/records-common";
import { buttonClasses } from "~/components/ui/button";
import { NOTES_MAX_LENGTH } from "~/lib/admin/partnership-status";
import { useOutcomeToast } from "./outcome";

/** Internal notes on a partnership request, saved in place; staff-only, never sent to the visitor. */
export function NotesForm({ id, notes }: { id: number; notes: string | null }) {
  const { t } = useTranslation("admin-records");
  const fetcher = useFetcher<RecordActionResult>();
  const location = useLocation();
  const fieldId = useId();
  useOutcomeToast(fetcher.state === "idle" ? fetcher.data : undefined);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={`${location.pathname}${location.search}`}>
      <input type="hidden" name="intent" value="saveNotes" />
      <input type="hidden" name="id" value={id} />
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
        {t("notes.label")}
      </label>
      <p id={`${fieldId}-hint`} className="mt-1 text-sm text-ink-muted">
        {t("notes.hint")}
      </p>
      <textarea
        id={fieldId}
        name="notes"
        rows={5}
        maxLength={NOTES_MAX_LENGTH}
        defaultValue={notes ?? ""}
        aria-describedby={`${fieldId}-hint`}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-ink shadow-sm"
      />
      <button type="submit" className={buttonClasses("primary", "md", "mt-3")} disabled={busy}>
        {busy ? t("admin:common.saving") : t("notes.submit")}
      </button>
    </fetcher.Form>
  );
}
