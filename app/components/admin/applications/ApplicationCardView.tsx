/**
 * One application on the board: who, for what, its reference, languages, availability, and the
 * flags staff look for (a disqualifying answer, a CV). Staff who manage candidates drag it, or open
 * its "Move" control (a disclosure that works without JavaScript) to choose a stage with the keyboard.
 */
import type { DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ApplicationCard } from "~/.server/services/careers";
import type { ApplicationStage } from "~/lib/careers/applications";
import { candidateAdminPath, type PipelineResult } from "~/lib/careers/pipeline";
import { Badge } from "../list/Badge";
import { linkClass } from "../list/styles";
import { usePipelineLabels } from "./labels";
import { MoveForm } from "./MoveForm";

export interface DropRequest {
  applicationId: number;
  stage: ApplicationStage;
}

export function ApplicationCardView({
  card,
  canManage,
  draggable,
  result,
  dropRequest,
  onMoved,
}: {
  card: ApplicationCard;
  canManage: boolean;
  /** Once the page runs: the card can be dragged to another column. */
  draggable: boolean;
  result?: PipelineResult | null;
  /** A drop on a column that needs a reason: the card's move form opens with that stage chosen. */
  dropRequest?: DropRequest | null;
  onMoved: (text: string) => void;
}) {
  const { t } = useTranslation("admin-applications");
  const labels = usePipelineLabels();
  const dropped = dropRequest?.applicationId === card.id ? dropRequest.stage : undefined;
  const failed = result?.intent === "move" && result.applicationId === card.id && result.status === "error";
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData("text/plain", String(card.id));
    event.dataTransfer.effectAllowed = "move";
  };
  return (
    <article
      className="rounded-xl bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200"
      draggable={draggable && canManage}
      onDragStart={draggable && canManage ? onDragStart : undefined}
      data-application={card.id}
      aria-labelledby={`card-${card.id}`}
    >
      <h3 id={`card-${card.id}`} className="font-semibold text-ink">
        <Link to={candidateAdminPath(card.candidateId)} className={linkClass}>
          {card.name}
        </Link>
      </h3>
      <p className="text-ink-muted">{card.openingTitle ?? t("board.talentPool")}</p>
      <p className="text-xs text-ink-muted">
        {card.reference}
        {card.positions.length > 0 ? ` · ${card.positions.map(labels.position).join(", ")}` : null}
      </p>
      {card.languages.length > 0 ? (
        <p className="mt-1 text-xs">
          <span className="sr-only">{t("card.languages")}: </span>
          {card.languages.map(labels.spoken).join(", ")}
        </p>
      ) : null}
      <p className="mt-1 text-xs">
        {card.availableFrom ? t("card.availableFrom", { date: card.availableFrom }) : t("card.availableNow")}
      </p>
      <p className="mt-2 flex flex-wrap gap-1">
        {card.disqualified ? <Badge problem>{t("card.disqualified")}</Badge> : null}
        <Badge strong={card.hasCv}>{card.hasCv ? t("card.cv") : t("card.noCv")}</Badge>
        {card.reason ? <Badge>{labels.reason(card.reason)}</Badge> : null}
      </p>
      {canManage ? (
        <details className="mt-2" open={dropped !== undefined || failed}>
          <summary className={`${linkClass} cursor-pointer text-xs`}>{t("move.open", { name: card.name })}</summary>
          <MoveForm
            applicationId={card.id}
            name={card.name}
            stage={card.stage}
            result={result}
            initialStage={dropped}
            focusReason={dropped !== undefined}
            onMoved={onMoved}
          />
        </details>
      ) : null}
    </article>
  );
}
