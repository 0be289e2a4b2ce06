/**
 * One column of a stage board (applications, decision 0035; staff requests, decision 0038): the
 * stage's name and count in its heading, its cards as a list (or a line saying there are none), and
 * "Show all" to the list on that stage when the column holds more than it shows. A board that takes
 * drops passes its handlers; the column is highlighted while a card is over it.
 */
import type { DragEventHandler, ReactNode } from "react";
import { Link } from "react-router";
import { linkClass } from "../list/styles";

export function StageColumn({
  stage,
  title,
  countLabel,
  empty,
  cards,
  showAll,
  over = false,
  onDragOver,
  onDragLeave,
  onDrop,
}: {
  stage: string;
  title: string;
  countLabel: string;
  empty: string;
  /** Each card with its key. */
  cards: Array<{ key: number | string; card: ReactNode }>;
  /** The list on this stage, when the column holds more than it shows. */
  showAll?: { to: string; label: string };
  over?: boolean;
  onDragOver?: DragEventHandler;
  onDragLeave?: DragEventHandler;
  onDrop?: DragEventHandler;
}) {
  return (
    <section
      aria-labelledby={`column-${stage}`}
      data-stage={stage}
      className={`flex w-64 shrink-0 flex-col rounded-2xl bg-slate-100 p-3 ${over ? "ring-2 ring-brand-700" : ""}`}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <h2 className="mb-3 flex items-baseline justify-between font-semibold text-ink">
        {/* The column is named by its stage alone; the count follows in its heading. */}
        <span id={`column-${stage}`}>{title}</span>
        <span className="text-sm font-normal text-ink-muted">{countLabel}</span>
      </h2>
      {cards.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <ol className="space-y-3">
          {cards.map(({ key, card }) => (
            <li key={key}>{card}</li>
          ))}
        </ol>
      )}
      {showAll ? (
        <Link to={showAll.to} className={`${linkClass} mt-3 text-sm`}>
          {showAll.label}
        </Link>
      ) : null}
    </section>
  );
}
