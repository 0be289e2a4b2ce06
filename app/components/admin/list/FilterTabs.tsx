import { Link } from "react-router";
import { useListHref } from "./href";

export interface FilterTab {
  /** The parameter's value; null for the default, which the URL leaves out. */
  value: string | null;
  label: string;
  count?: number;
}

/**
 * A list's filters (or kinds of record) as links, not ARIA tabs: each is its own URL and works
 * without JavaScript. Choosing one starts at page one with nothing open; `fresh` also drops the
 * search and every other filter, for tabs that show a different list.
 */
export function FilterTabs({
  label,
  param,
  current,
  tabs,
  fresh = false,
}: {
  label: string;
  param: string;
  current: string | null;
  tabs: FilterTab[];
  fresh?: boolean;
}) {
  const href = useListHref();
  const hrefOf = (value: string | null) =>
    fresh
      ? value === null
        ? "?"
        : `?${new URLSearchParams({ [param]: value })}`
      : href({ [param]: value, page: null, open: null });
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const active = tab.value === current;
          return (
            <li key={tab.value ?? ""}>
              <Link
                to={hrefOf(tab.value)}
                aria-current={active ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${
                  active ? "bg-brand-800 text-white" : "bg-white text-ink ring-1 ring-slate-300 hover:bg-slate-100"
                }`}
              >
                {tab.label}
                {tab.count === undefined ? null : (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${active ? "bg-white text-brand-800" : "bg-slate-100 text-ink"}`}
                  >
                    {tab.count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
