import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { Message } from "~/.server/services/messages";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { mailtoHref } from "~/components/admin/list/links";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";

/** A reply in the staff member's mail program, to the sender, on the same subject. */
function replyHref(email: string, subject: string): string {
  const reply = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return mailtoHref(email, reply);
}

/**
 * What staff may do with the opened message: reply, and for managers mark unread, archive or
 * restore, and delete. `closedHref` is the list without the message open.
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
          {message.read ? (
            <Form method="post" action={closedHref}>
              <input type="hidden" name="id" value={message.id} />
              <button type="submit" name="intent" value="markUnread" className={buttonClasses("secondary")}>
                {t("detail.markUnread")}
              </button>
            </Form>
          ) : null}
          <Form method="post">
            <input type="hidden" name="id" value={message.id} />
            <button
              type="submit"
              name="intent"
              value={message.archived ? "restore" : "archive"}
              className={buttonClasses("secondary")}
            >
              {message.archived ? t("detail.restore") : t("detail.archive")}
            </button>
          </Form>
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
