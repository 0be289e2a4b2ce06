/**
 * The board (decision 0035): a column per stage, in the pipeline's order, each with its count and
 * its first cards; "Show all" opens the list on that stage. A card moves by drag (native drag and
 * drop, once the page runs), by its "Move" control from the keyboard, or by that same form without
 * JavaScript. A drop on rejected or withdrawn opens the card's form to ask the reason. Every move
 * is announced in a live region.
 */
import { type DragEvent, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import type { BoardColumn } from "~/.server/services/careers";
import { type ApplicationStage, reasonsOf } from "~/lib/careers/applications";
import { APPLICATIONS_PATH, type PipelineResult } from "~/lib/careers/pipeline";
import { useHydrated } from "~/lib/use-hydrated";
import { StageColumn } from "../board/StageColumn";
import { ApplicationCardView, type DropRequest } from "./ApplicationCardView";
import { usePipelineLabels } from "./labels";

export function Board({
  columns,
  opening,
  canManage,
  result,
}: {
  columns: BoardColumn[];
  /** The opening the board shows (`?opening=`), kept by "Show all". */
  opening: string | null;
  canManage: boolean;
  result?: PipelineResult | null;
}) {
  const { t } = useTranslation("admin-applications");
  const labels = usePipelineLabels();
  const hydrated = useHydrated();
  const fetcher = useFetcher<PipelineResult>({ key: "board-drop" });
  const [announcement, setAnnouncement] = useState("");
  const [dropRequest, setDropRequest] = useState<DropRequest | null>(null);
  const [over, setOver] = useState<ApplicationStage | null>(null);
  const announce = useCallback((text: string) => setAnnouncement(text), []);

  const nameOf = (id: number) => columns.flatMap((column) => column.cards).find((card) => card.id === id)?.name ?? "";
  const onDrop = (stage: ApplicationStage) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const id = Number(event.dataTransfer.getData("text/plain"));
    const card = columns.flatMap((column) => column.cards).find((each) => each.id === id);
    if (!card || card.stage === stage) return;
    if (reasonsOf(stage).length > 0) {
      setDropRequest({ applicationId: id, stage });
      announce(t("board.reasonNeeded", { name: card.name, stage: labels.stage(stage) }));
      return;
    }
    setDropRequest(null);
    fetcher.submit({ intent: "move", applicationId: String(id), stage }, { method: "post" });
    announce(t("board.moved", { name: nameOf(id), stage: labels.stage(stage) }));
  };
  const showAll = (stage: ApplicationStage) =>
    `${APPLICATIONS_PATH}?${new URLSearchParams({ view: "list", stage, ...(opening ? { opening } : {}) })}`;

  return (
    <>
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
      {hydrated && canManage ? <p className="mb-3 text-sm text-ink-muted">{t("board.dragHint")}</p> : null}
      <div className="flex gap-4 overflow-x-auto pb-4">
        {columns.map((column) => (
          <StageColumn
            key={column.stage}
            stage={column.stage}
            title={labels.stage(column.stage)}
            countLabel={t("board.count", { count: column.count })}
            empty={t("board.empty")}
            over={over === column.stage}
            onDragOver={
              hydrated && canManage
                ? (event) => {
                    event.preventDefault();
                    setOver(column.stage);
                  }
                : undefined
            }
            onDragLeave={hydrated && canManage ? () => setOver(null) : undefined}
            onDrop={hydrated && canManage ? onDrop(column.stage) : undefined}
            cards={column.cards.map((card) => ({
              key: card.id,
              card: (
                <ApplicationCardView
                  card={card}
                  canManage={canManage}
                  draggable={hydrated}
                  result={result}
                  dropRequest={dropRequest}
                  onMoved={announce}
                />
              ),
            }))}
            showAll={
              column.count > column.cards.length
                ? { to: showAll(column.stage), label: t("board.showAll", { count: column.count }) }
                : undefined
            }
          />
        ))}
      </div>
    </>
  );
}
