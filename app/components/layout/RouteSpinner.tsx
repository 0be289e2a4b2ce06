import { useTranslation } from "react-i18next";

/** docs/product.md section 2: a spinner with the text Loading... while a page loads. */
export function RouteSpinner() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="route-spinner"
      className="route-spinner fixed top-24 left-1/2 z-50 flex -translate-x-1/2 items-center gap-3 rounded-full bg-white px-5 py-2.5 shadow-lg ring-1 ring-slate-200"
    >
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700" />
      <span className="text-sm font-medium text-ink">{t("common.loading")}</span>
    </div>
  );
}
