import { useTranslation } from "react-i18next";
import type { ConversionSource } from "~/.server/services/analytics";
import type { Message } from "~/.server/services/records";
import { DateTime } from "~/components/admin/list/DateTime";
import { DetailList } from "~/components/admin/list/DetailList";
import { useListHref } from "~/components/admin/list/href";
import { RecordPanel } from "~/components/admin/list/RecordPanel";
import { CameFrom } from "~/components/admin/traffic/CameFrom";
import { isLanguage, LANGUAGE_NAMES } from "~/i18n/languages";
import { MessageActions } from "./MessageActions";

/** The opened message: who sent it, when, the text as typed, where the sender came from, and what staff may do with it. */
export function MessagePanel({
  message,
  canManage,
  cameFrom,
}: {
  message: Message;
  canManage: boolean;
  cameFrom: ConversionSource | null;
}) {
  const { t } = useTranslation("admin-messages");
  const href = useListHref();
  // Marking unread or deleting closes the panel: left open, the page would mark it read again.
  const closedHref = href({ open: null });
  const language = isLanguage(message.language) ? LANGUAGE_NAMES[message.language] : message.language;
  const status = message.spam ? "spam" : message.archived ? "archived" : message.read ? "read" : "unread";
  return (
    <RecordPanel title={message.subject} closeHref={closedHref} openKey={String(message.id)}>
      <DetailList
        items={[
          { label: t("detail.from"), value: `${message.name} <${message.email}>` },
          { label: t("detail.received"), value: <DateTime value={message.createdAt} /> },
          { label: t("detail.language"), value: language },
          { label: t("detail.status"), value: t(`status.${status}`) },
        ]}
      />
      {message.spam ? <p className="mt-6 text-sm text-ink-muted">{t("detail.spamNote")}</p> : null}
      {/* Text as the visitor typed it: React escapes it, and pre-wrap keeps the line breaks. */}
      <div data-testid="message-text" className="mt-6 rounded-xl bg-slate-50 p-4 break-words whitespace-pre-wrap text-ink">
        {message.message}
      </div>
      <CameFrom source={cameFrom} />
      <MessageActions message={message} canManage={canManage} closedHref={closedHref} />
    </RecordPanel>
  );
}
