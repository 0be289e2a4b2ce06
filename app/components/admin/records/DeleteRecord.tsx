import { useTranslation } from "react-i18next";
import { ConfirmDialog, DANGER_TRIGGER_CLASS } from "~/components/admin/ConfirmDialog";
import { useListHref } from "~/components/admin/list/href";
import type { Column } from "~/components/admin/list/RecordTable";

/**
 * Delete with a confirmation. The form posts to the list without `open`, so once the record is
 * gone the page shows the list rather than a panel of something that no longer exists.
 */
export function DeleteRecord({
  intent,
  id,
  name,
  title,
  text,
}: {
  intent: string;
  id: number;
  /** Who or what is deleted, for the button's accessible name. */
  name: string;
  title: string;
  text: string;
}) {
  const { t } = useTranslation("admin");
  const href = useListHref();
  return (
    <ConfirmDialog
      trigger={
        <>
          {t("common.delete")}
          <span className="sr-only"> {name}</span>
        </>
      }
      triggerClassName={DANGER_TRIGGER_CLASS}
      title={title}
      text={text}
      confirmLabel={t("common.delete")}
      action={href({ open: null })}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </ConfirmDialog>
  );
}

/** A list's last column for staff who may delete: the `delete` intent, its confirmation naming the row. */
export function deleteColumn<Row extends { id: number; email: string }>(title: string, text: (row: Row) => string): Column<Row> {
  return {
    header: "",
    className: "text-right",
    cell: (row) => <DeleteRecord intent="delete" id={row.id} name={row.email} title={title} text={text(row)} />,
  };
}
