import { Filter } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DayRange } from "~/.server/services/analytics";
import { linkClass } from "~/components/admin/list/styles";
import type { TrafficFilter } from "~/lib/traffic/model";
import { useTrafficLabels } from "./labels";
import { filterHref } from "./links";

/**
 * The filter the whole view shows, said above the figures, with the way back to the unfiltered
 * view. One filter at a time (decision 0016): the note says a row chosen next replaces it.
 */
export function FilterNote({ filter, range }: { filter: TrafficFilter; range: DayRange }) {
  const { t } = useTranslation("admin-traffic");
  const labels = useTrafficLabels();
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-brand-50 p-4 text-sm text-ink ring-1 ring-slate-200 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="flex min-w-0 items-start gap-2">
        <Filter aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <div className="min-w-0">
          <p className="font-semibold [overflow-wrap:anywhere]" data-testid="active-filter">
            {t("filter.active", { dim: labels.dim(filter.dim) })} <bdi>{labels.value(filter.dim, filter.value)}</bdi>
          </p>
          <p className="mt-1 text-ink-muted">{t("filter.oneAtATime")}</p>
        </div>
      </div>
      <Link to={filterHref(range, null)} className={`shrink-0 ${linkClass}`}>
        {t("filter.remove")}
      </Link>
    </div>
  );
}
