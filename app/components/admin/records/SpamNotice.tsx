import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useListHref } from "~/components/admin/list/href";
import { buttonClasses } from "~/components/ui/button";

/**
 * Above an opened record, spam by hand either way (decision 0015). Caught as spam: why it is not in
 * the list and, for managers, "Not spam", which posts to the received list. Received: "Mark as
 * spam" for managers, which posts to the spam list. The record stays open either way, and both
 * are plain forms, so they work without JavaScript.
 */
export function SpamNotice({
  intents,
  id,
  spam,
  canManage,
}: {
  intents: { markSpam: string; notSpam: string };
  id: number;
  spam: boolean;
  canManage: boolean;
}) {
  const { t } = useTranslation("admin-records");
  const href = useListHref();
  if (!spam && !canManage) return null;
  const button = (intent: string, label: string) => (
    <Form method="post" action={href({ spam: spam ? null : "1" })}>
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={buttonClasses("secondary")}>
        {label}
      </button>
    </Form>
  );
  if (!spam) return <div className="mb-4 flex justify-end">{button(intents.markSpam, t("spam.markSpam"))}</div>;
  return (
    <div
      role="note"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3"
    >
      <p className="text-sm text-ink">{t("spam.note")}</p>
      {canManage ? button(intents.notSpam, t("spam.notSpam")) : null}
    </div>
  );
}
