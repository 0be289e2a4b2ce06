/**
 * The requests' board (decision 0038): a column per stage in the pipeline's order, each with its
 * count and its newest cards; "Show all" opens the list on that stage with the same filters. A
 * card moves with its own form, which works without JavaScript.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RequestBoardColumn } from "~/.server/services/requests";
import { REQUESTS_PATH, type RequestFilter, requestFilterQuery } from "~/lib/staff-requests/pipeline";
import { linkClass } from "../list/styles";
import { useRequestLabels } from "./labels";
import { RequestCardView } from "./RequestCardView";

export function RequestBoard({
  columns,
  filter,
  canManage,
}: {
  columns: RequestBoardColumn[];
  filter: RequestFilter;
  canManage: boolean;
}) {
  const { t } = useTranslation("admin-requests");
  const labels = useRequestLabels();
  return (
    <div className="flex gap-4 overflow-x-auto pb-4">
      {columns.map((column) => (
        <section
          key={column.stage}
          aria-labelledby={`stage-${column.stage}`}
          data-stage={column.stage}
          className="flex w-64 shrink-0 flex-col rounded-2xl bg-slate-100 p-3"
        >
          <h2 className="mb-3 flex items-baseline justify-between font-semibold text-ink">
            <span id={`stage-${column.stage}`}>{labels.stage(column.stage)}</span>
            <span className="text-sm font-normal text-ink-muted">{t("board.count", { count: column.count })}</span>
          </h2>
          {column.cards.length === 0 ? (
            <p className="text-sm text-ink-muted">{t("board.empty")}</p>
          ) : (
            <ol className="space-y-3">
              {column.cards.map((card) => (
                <li key={card.id}>
                  <RequestCardView card={card} canManage={canManage} />
                </li>
              ))}
            </ol>
          )}
          {column.count > column.cards.length ? (
            <Link
              to={`${REQUESTS_PATH}?${requestFilterQuery({ ...filter, stage: column.stage }, { view: "list" })}`}
              className={`${linkClass} mt-3 text-sm`}
            >
              {t("board.showAll", { count: column.count })}
            </Link>
          ) : null}
        </section>
      ))}
    </div>
  );
}
