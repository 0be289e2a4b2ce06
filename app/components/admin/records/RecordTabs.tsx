import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export const RECORD_TABS = ["requests", "volunteers", "donations"] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

/**
 * The three kinds of record as links (`?tab=`), not ARIA tabs: each is its own URL, works without
 * JavaScript and starts a fresh search.
 */
export function RecordTabs({ current }: { current: RecordTab }) {
  const { t } = useTranslation("admin-records");
  return (
    <nav aria-label={t("tabs.label")} className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-2">
        {RECORD_TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                to={`?tab=${tab}`}
                aria-current={active ? "page" : undefined}
                className={`inline-block rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold ${
                  active
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-ink-muted hover:border-slate-300 hover:text-ink"
                }`}
              >
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
