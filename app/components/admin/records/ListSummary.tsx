import { useTranslation } from "react-i18next";
import type { ListPage } from "~/.server/services/records-common";

/** "26–50 of 312" above a list. */
export function ListSummary({ list }: { list: ListPage<unknown> }) {
  const { t, i18n } = useTranslation("admin");
  if (list.total === 0) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const from = (list.page - 1) * list.pageSize + 1;
  return (
    <p className="mb-3 text-sm text-ink-muted">
      {t("common.showing", {
        from: number.format(from),
        to: number.format(from + list.rows.length - 1),
        total: number.format(list.total),
      })}
    </p>
  );
}
