import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { MessageFilter } from "~/.server/services/messages";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { useHydrated } from "~/lib/use-hydrated";
import { dangerButton, outlineButton } from "./styles";

/**
 * Mark read and archive (restore among the archived) submit the checked rows, also without
 * JavaScript; delete asks first in a dialog, so it shows once the page runs.
 */
export function BulkActions({ formId, filter, selected }: { formId: string; filter: MessageFilter; selected: number[] }) {
  const { t } = useTranslation("admin-messages");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  // Without JavaScript the selection is not known before submitting, so nothing is disabled then.
  const disabled = (hydrated && selected.length === 0) || navigation.state === "submitting";
  const second = filter === "archived" ? "restore" : "archive";
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
      <Form method="post" id={formId} aria-label={t("bulk.label")} className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="markRead" className={outlineButton} disabled={disabled}>
          {t("bulk.markRead")}
        </button>
        <button type="submit" name="intent" value={second} className={outlineButton} disabled={disabled}>
          {t(`bulk.${second}`)}
        </button>
      </Form>
      {selected.length > 0 ? (
        <ConfirmDialog
          trigger={t("admin:common.delete")}
          triggerClassName={dangerButton}
          title={t("bulk.confirmTitle", { count: selected.length })}
          text={t("bulk.confirmText", { count: selected.length })}
          confirmLabel={t("admin:common.delete")}
        >
          <input type="hidden" name="intent" value="delete" />
          {selected.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
        </ConfirmDialog>
      ) : hydrated ? (
        <button type="button" className={dangerButton} disabled>
          {t("admin:common.delete")}
        </button>
      ) : null}
      <p aria-live="polite" className="text-sm text-ink-muted">
        {selected.length > 0 ? t("admin:common.selected", { count: selected.length }) : t("bulk.none")}
      </p>
    </div>
  );
}
