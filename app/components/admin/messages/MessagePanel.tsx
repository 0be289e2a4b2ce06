import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Message } from "~/.server/services/messages";
import { useListHref } from "~/components/admin/list-href";
import { linkClass } from "~/components/admin/records/ui";
import { isLanguage, LANGUAGE_NAMES } from "~/i18n/languages";
import { useDateFormat } from "./format";
import { MessageActions } from "./MessageActions";

/** The opened message: who sent it, when, the text as typed, and what staff may do with it. */
export function MessagePanel({ message, canManage }: { message: Message; canManage: boolean }) {
  const { t } = useTranslation("admin-messages");
  const formatDate = useDateFormat();
  const href = useListHref();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // Opening a message takes keyboard and screen reader users to it.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  // Marking unread or deleting closes the panel: left open, the page would mark it read again.
  const closedHref = href({ open: null });
  const language = isLanguage(message.language) ? LANGUAGE_NAMES[message.language] : message.language;
  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold break-words text-ink">
          {message.subject}
        </h2>
        <Link to={closedHref} className={`${linkClass} text-sm`} preventScrollReset>
          {t("admin:common.close")}
        </Link>
      </div>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-ink-muted">{t("detail.from")}</dt>
        <dd className="break-words text-ink">
          {message.name} <span className="text-ink-muted">&lt;{message.email}&gt;</span>
        </dd>
        <dt className="font-medium text-ink-muted">{t("detail.received")}</dt>
        <dd className="text-ink">
          <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
        </dd>
        <dt className="font-medium text-ink-muted">{t("detail.language")}</dt>
        <dd className="text-ink">{language}</dd>
        <dt className="font-medium text-ink-muted">{t("detail.status")}</dt>
        <dd className="text-ink">
          {message.archived ? t("status.archived") : message.read ? t("status.read") : t("status.unread")}
        </dd>
      </dl>
      {/* Text as the visitor typed it: React escapes it, and pre-wrap keeps the line breaks. */}
      <div data-testid="message-text" className="mt-6 rounded-xl bg-slate-50 p-4 break-words whitespace-pre-wrap text-ink">
        {message.message}
      </div>
      <MessageActions message={message} canManage={canManage} closedHref={closedHref} />
    </section>
  );
}
