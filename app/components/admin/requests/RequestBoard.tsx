/**
 * The requests' board (decision 0038): a column per stage in the pipeline's order, each with its
 * count and its newest cards; "Show all" opens the list on that stage with the same filters. A
 * card moves with its own form, which works without JavaScript.
 */
import { useTranslation } from "react-i18next";
import type { RequestBoardColumn } from "~/.server/services/requests";
import { REQUESTS_PATH, type RequestFilter, requestFilterQuery } from "~/lib/staff-requests/pipeline";
import { StageColumn } from "../board/StageColumn";
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
        <StageColumn
          key={column.stage}
          stage={column.stage}
          title={labels.stage(column.stage)}
          countLabel={t("board.count", { count: column.count })}
          empty={t("board.empty")}
          cards={column.cards.map((card) => ({ key: card.id, card: <RequestCardView card={card} canManage={canManage} /> }))}
          showAll={
            column.count > column.cards.length
              ? {
                  to: `${REQUESTS_PATH}?${requestFilterQuery({ ...filter, stage: column.stage }, { view: "list" })}`,
                  label: t("board.showAll", { count: column.count }),
                }
              : undefined
          }
        />
      ))}
    </div>
  );
}
