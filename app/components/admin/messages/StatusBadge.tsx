import { useTranslation } from "react-i18next";
import type { MessageSummary } from "~/.server/services/messages";

/** Unread stands out; read and archived are plain text. */
export function StatusBadge({ row }: { row: MessageSummary }) {
  const { t } = useTranslation("admin-messages");
  if (row.archived) return <span className="text-ink-muted">{t("status.archived")}</span>;
  if (row.read) return <span className="text-ink-muted">{t("status.read")}</span>;
  return <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t("status.unread")}</span>;
}
