import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import type { RecordActionResult } from "~/.server/services/records-common";
import { StatusButton, TextareaField } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { NOTES_MAX_LENGTH } from "~/lib/admin/partnership-status";
import { useOutcomeToast } from "./outcome";

/** Internal notes on a partnership request, saved in place; staff-only, never sent to the visitor. */
export function NotesForm({ id, notes }: { id: number; notes: string | null }) {
  const { t } = useTranslation("admin-records");
  const fetcher = useFetcher<RecordActionResult>();
  const location = useLocation();
  useOutcomeToast(fetcher.state === "idle" ? fetcher.data : undefined);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={`${location.pathname}${location.search}`}>
      <input type="hidden" name="intent" value="saveNotes" />
      <input type="hidden" name="id" value={id} />
      <TextareaField
        label={t("notes.label")}
        hint={t("notes.hint")}
        name="notes"
        maxLength={NOTES_MAX_LENGTH}
        defaultValue={notes ?? ""}
        className="text-sm"
        error={fetcher.data && !fetcher.data.ok ? fetcher.data.error : undefined}
      />
      <StatusButton
        status={busy ? "pending" : "idle"}
        labels={{ idle: t("notes.submit"), pending: t("admin:common.saving") }}
        className={buttonClasses("primary", "md", "mt-3")}
      />
    </fetcher.Form>
  );
}
