import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useListHref } from "~/components/admin/list/href";
import { buttonClasses } from "~/components/ui/button";

/**
 * Above an opened record caught as spam: why it is not in the list, and for managers "Not spam",
 * which posts to the received list with the record still open (also without JavaScript).
 */
export function SpamNotice({ intent, id, canManage }: { intent: string; id: number; canManage: boolean }) {
  const { t } = useTranslation("admin-records");
  const href = useListHref();
  return (
    <div
      role="note"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3"
    >
      <p className="text-sm text-ink">{t("spam.note")}</p>
      {canManage ? (
        <Form method="post" action={href({ spam: null })}>
          <input type="hidden" name="id" value={id} />
          <button type="submit" name="intent" value={intent} className={buttonClasses("secondary")}>
            {t("spam.notSpam")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
