import { useTranslation } from "react-i18next";
import { useNumbers } from "./numbers";

/** Which rows of the whole list a page shows, counted from 1 (0 to 0 when there are none). */
export function shownRange(page: number, pageSize: number, rowCount: number): { from: number; to: number } {
  const from = rowCount === 0 ? 0 : (page - 1) * pageSize + 1;
  return { from, to: from === 0 ? 0 : from + rowCount - 1 };
}

/** "26–50 of 312" above a list. */
export function ListSummary({ from, to, total }: { from: number; to: number; total: number }) {
  const { t } = useTranslation("admin");
  const { number } = useNumbers();
  if (total === 0) return null;
  return (
    <p className="mb-3 text-sm text-ink-muted">
      {t("common.showing", { from: number(from), to: number(to), total: number(total) })}
    </p>
  );
}
