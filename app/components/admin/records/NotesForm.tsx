import { useTranslation } from "react-i18next";
import { TextareaField } from "~/components/forms/fields";
import { refusalOf } from "~/lib/admin/action-result";
import { NOTES_MAX_LENGTH } from "~/lib/admin/partnership-status";
import { useRecordFetcher } from "./record-fetcher";

/** Internal notes on a partnership request, saved in place; staff-only, never sent to the visitor. */
export function NotesForm({ id, notes }: { id: number; notes: string | null }) {
  const { t } = useTranslation("admin-records");
  const { fetcher, action, saveButton } = useRecordFetcher();
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="saveNotes" />
      <input type="hidden" name="id" value={id} />
      <TextareaField
        label={t("notes.label")}
        hint={t("notes.hint")}
        name="notes"
        maxLength={NOTES_MAX_LENGTH}
        defaultValue={notes ?? ""}
        className="text-sm"
        error={refusalOf(fetcher.data)}
      />
      {saveButton(t("notes.submit"), "mt-3")}
    </fetcher.Form>
  );
}
