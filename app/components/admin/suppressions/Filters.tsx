import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SuppressionFilter } from "~/.server/services/mail";
import { useListHref } from "../list/href";
import { FilterSelect, SearchForm } from "../list/SearchForm";
import { linkClass } from "../list/styles";
import { useSuppressionLabels } from "./labels";

/** Whether a search or a filter of the form narrows the list (one campaign's addresses aside). */
export const isSearched = ({ search, reason, source }: SuppressionFilter) => search !== "" || reason !== "" || source !== "";

/**
 * The list's search by address and its filters by reason and source, as a GET form; one
 * campaign's addresses (the link from its report) are said above it, with the way back to all.
 */
export function SuppressionFilters({ query }: { query: SuppressionFilter }) {
  const { t } = useTranslation("admin-suppressions");
  const labels = useSuppressionLabels();
  const href = useListHref();
  return (
    <>
      {query.campaignId !== null ? (
        <p className="mb-4 text-sm text-ink">
          {t("list.ofCampaign")}{" "}
          <Link to={href({ campaign: null, page: null, open: null })} className={linkClass}>
            {t("list.allCampaigns")}
          </Link>
        </p>
      ) : null}
      <SearchForm
        label={t("filters.label")}
        searchLabel={t("filters.search")}
        search={query.search}
        keep={["campaign"]}
        submitLabel={t("admin:common.apply")}
        active={isSearched(query)}
        filters={
          <>
            <FilterSelect
              label={t("filters.reason")}
              name="reason"
              value={query.reason}
              options={labels.reasonOptions}
              allLabel={t("filters.allReasons")}
            />
            <FilterSelect
              label={t("filters.source")}
              name="source"
              value={query.source}
              options={labels.sourceOptions}
              allLabel={t("filters.allSources")}
            />
          </>
        }
      />
    </>
  );
}
