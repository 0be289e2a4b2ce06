import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

/** Previous/next links that keep the rest of the query string (search, filter). Works without JS. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(target));
    return `${location.pathname}?${params}`;
  };
  const linkClass = "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-100";
  return (
    <nav aria-label={t("common.pagination")} className="mt-4 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass} rel="prev">
          {t("common.previous")}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-muted">{t("common.pageOf", { page, pages: pageCount })}</p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={linkClass} rel="next">
          {t("common.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
