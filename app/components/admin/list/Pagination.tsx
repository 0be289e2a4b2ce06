import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useListHref } from "./href";

/** Previous/next links that keep the rest of the query string (search, filter). Works without JS. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation("admin");
  const href = useListHref();
  if (pageCount <= 1) return null;
  const step = (target: number, rel: "prev" | "next", label: string) => (
    <Link to={href({ page: String(target) })} className={buttonClasses("outline", "sm")} rel={rel}>
      {label}
    </Link>
  );
  return (
    <nav aria-label={t("common.pagination")} className="mt-4 flex items-center justify-between gap-4">
      {page > 1 ? step(page - 1, "prev", t("common.previous")) : <span />}
      <p className="text-sm text-ink-muted">{t("common.pageOf", { page, pages: pageCount })}</p>
      {page < pageCount ? step(page + 1, "next", t("common.next")) : <span />}
    </nav>
  );
}
