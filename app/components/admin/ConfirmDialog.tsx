import { type MouseEvent, type ReactNode, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** The look of a button that opens a destructive confirmation (delete, remove). */
export const DANGER_TRIGGER_CLASS =
  "rounded-full border border-red-700 px-4 py-1.5 text-sm font-semibold text-red-700 hover:bg-slate-100";

export interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  triggerClassName?: string;
  title: string;
  text: string;
  confirmLabel: string;
  /** The form fields the confirmed submission carries (intent, ids). */
  children: ReactNode;
  /** Where the confirmed form posts; the current route when absent. */
  action?: string;
}

/**
 * Asks before something destructive, with the native <dialog> (focus trap, Escape, top layer for
 * free). The confirm button submits a real form, so the action is the route's own action. The
 * buttons open and close it by HTML's invoker commands, so it works before and without JavaScript;
 * with it, the handlers do the same (and cancel the command) for browsers that predate them.
 */
export function ConfirmDialog({ trigger, triggerClassName, title, text, confirmLabel, children, action }: ConfirmDialogProps) {
  const { t } = useTranslation("admin");
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dialogId = useId();
  const invoke = (event: MouseEvent, open: boolean) => {
    event.preventDefault();
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  };
  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        command="show-modal"
        commandfor={dialogId}
        onClick={(event) => invoke(event, true)}
      >
        {trigger}
      </button>
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={titleId}
        className="m-auto w-full max-w-md rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-2 text-sm text-ink-muted">{text}</p>
        <Form method="post" action={action} className="mt-6 flex justify-end gap-3" onSubmit={() => dialog.current?.close()}>
          {children}
          <button
            type="button"
            className={buttonClasses("outline")}
            command="close"
            commandfor={dialogId}
            onClick={(event) => invoke(event, false)}
          >
            {t("common.cancel")}
          </button>
          <button type="submit" className={buttonClasses("danger")}>
            {confirmLabel}
          </button>
        </Form>
      </dialog>
    </>
  );
}
