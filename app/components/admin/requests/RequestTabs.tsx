import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export type RequestTab = "overview" | "staffing";

/**
 * The two pages of one staff request (decision 0038): the pipeline (stage, owner, follow-up, notes,
 * timeline) and the staffing (lines, openings, shortlists, placements). Links, each its own URL.
 */
export function RequestTabs({ requestId, current }: { requestId: number; current: RequestTab }) {
  const { t } = useTranslation("admin-requests");
  const tabs: { tab: RequestTab; to: string }[] = [
    { tab: "overview", to: `/admin/partnership-requests/${requestId}` },
    { tab: "staffing", to: `/admin/partnership-requests/${requestId}/staffing` },
  ];
  return (
    <nav aria-label={t("tabs.label")} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map(({ tab, to }) => (
          <li key={tab}>
            <Link
              to={to}
              aria-current={tab === current ? "page" : undefined}
              className={`inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold ${
                tab === current ? "bg-brand-800 text-white" : "bg-white text-ink ring-1 ring-slate-300 hover:bg-slate-100"
              }`}
            >
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
