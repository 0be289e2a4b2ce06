import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { Message } from "~/.server/services/records";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { mailtoHref } from "~/components/admin/list/links";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

/** A reply in the staff member's mail program, to the sender, on the same subject. */
function replyHref(email: string, subject: string): string {
  const reply = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return mailtoHref(email, reply);
}

/** One button posting `intent` for the message, to `action` (the list without it open) or in place. */
function IntentButton({ id, intent, label, action }: { id: number; intent: string; label: string; action?: string }) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={buttonClasses("secondary")}>
        {label}
      </button>
    </Form>
  );
}

/**
 * What staff may do with the opened message: reply, and for managers mark unread, archive or
 * restore, mark as spam or not spam, and delete. `closedHref` is the list without the message open.
 */
export function MessageActions({ message, canManage, closedHref }: { message: Message; canManage: boolean; closedHref: string }) {
  const { t } = useTranslation("admin-messages");
  const hydrated = useHydrated();
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      <a href={replyHref(message.email, message.subject)} className={buttonClasses()}>
        {t("detail.reply")}
      </a>
      {canManage ? (
        <>
          {message.read && !message.spam ? (
            <IntentButton id={message.id} intent="markUnread" label={t("detail.markUnread")} action={closedHref} />
          ) : null}
          {message.spam ? null : (
            <IntentButton
              id={message.id}
              intent={message.archived ? "restore" : "archive"}
              label={message.archived ? t("detail.restore") : t("detail.archive")}
            />
          )}
          {message.spam ? (
            <IntentButton id={message.id} intent="notSpam" label={t("detail.notSpam")} />
          ) : (
            <IntentButton id={message.id} intent="markSpam" label={t("detail.markSpam")} />
          )}
          {/* The confirmation is a dialog, so deleting needs JavaScript; without it no dead button shows. */}
          {hydrated ? (
            <ConfirmDialog
              trigger={t("admin:common.delete")}
              triggerClassName={buttonClasses("danger")}
              title={t("detail.confirmTitle")}
              text={t("detail.confirmText", { name: message.name })}
              confirmLabel={t("admin:common.delete")}
              action={closedHref}
            >
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={message.id} />
            </ConfirmDialog>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
