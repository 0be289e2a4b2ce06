import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import type { RowId } from "./selection";

/**
 * The actions on the checked rows, above the table. The `intents` submit the bulk form (the
 * checkboxes belong to it), also without JavaScript; deleting asks first in a dialog, so it shows
 * once the page runs.
 */
export function BulkBar({
  formId,
  label,
  selected,
  intents,
  remove,
  hint,
}: {
  formId: string;
  label: string;
  selected: RowId[];
  intents: Array<{ value: string; label: string }>;
  /** The confirmation of deleting the selected rows. */
  remove?: { title: string; text: string };
  /** Said while nothing is selected. */
  hint: string;
}) {
  const { t } = useTranslation("admin");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  // Without JavaScript the selection is not known before submitting, so nothing is disabled then.
  const disabled = (hydrated && selected.length === 0) || navigation.state === "submitting";
  const danger = buttonClasses("danger");
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
      <Form method="post" id={formId} aria-label={label} className="flex flex-wrap items-center gap-3">
        {intents.map((intent) => (
          <button
            key={intent.value}
            type="submit"
            name="intent"
            value={intent.value}
            className={buttonClasses("secondary")}
            disabled={disabled}
          >
            {intent.label}
          </button>
        ))}
      </Form>
      {remove && selected.length > 0 ? (
        <ConfirmDialog
          trigger={t("common.delete")}
          triggerClassName={danger}
          title={remove.title}
          text={remove.text}
          confirmLabel={t("common.delete")}
        >
          <input type="hidden" name="intent" value="delete" />
          {selected.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
        </ConfirmDialog>
      ) : remove && hydrated ? (
        <button type="button" className={danger} disabled>
          {t("common.delete")}
        </button>
      ) : null}
      <p aria-live="polite" className="text-sm text-ink-muted">
        {selected.length > 0 ? t("common.selected", { count: selected.length }) : hint}
      </p>
    </div>
  );
}
