import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { MessageFilter } from "~/.server/services/messages";
import { useListHref } from "~/components/admin/list-href";
import { FILTERS } from "./types";

/** The filters as links with their counts; choosing one starts at page one and closes the message. */
export function MessageFilters({ filter, counts }: { filter: MessageFilter; counts: Record<MessageFilter, number> }) {
  const { t } = useTranslation("admin-messages");
  const href = useListHref();
  return (
    <nav aria-label={t("filters.label")} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {FILTERS.map((name) => {
          const current = name === filter;
          return (
            <li key={name}>
              <Link
                to={href({ filter: name === "all" ? null : name, page: null, open: null })}
                aria-current={current ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${
                  current ? "bg-brand-800 text-white" : "bg-white text-ink ring-1 ring-slate-300 hover:bg-slate-100"
                }`}
              >
                {t(`filters.${name}`)}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${current ? "bg-white text-brand-800" : "bg-slate-100 text-ink"}`}
                >
                  {counts[name]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
