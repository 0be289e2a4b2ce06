/**
 * A request's timeline (decision 0038), newest first: every kind of event in words, who did it
 * (staff by name; the client or the system otherwise) and when. A note shows its text; a client's
 * answer its comment.
 */
import { useTranslation } from "react-i18next";
import type { RequestTimelineEvent } from "~/.server/services/requests";
import { DateTime } from "../list/DateTime";
import { useDates } from "../list/dates";
import { useRequestLabels } from "./labels";

const text = (value: unknown) => (typeof value === "string" ? value : "");

function useEventWords(people: Record<string, string>) {
  const { t } = useTranslation("admin-requests");
  const labels = useRequestLabels();
  const dates = useDates();
  const person = (id: unknown) => (typeof id === "string" && id ? (people[id] ?? t("timeline.formerStaff")) : t("owner.nobody"));
  return (event: RequestTimelineEvent): string => {
    const { detail } = event;
    switch (event.kind) {
      case "stage": {
        const moved = t("timeline.stage", { from: labels.stage(text(detail.from)), to: labels.stage(text(detail.to)) });
        return detail.reason ? `${moved} (${labels.lostReason(text(detail.reason))})` : moved;
      }
      case "owner":
        return t("timeline.owner", { from: person(detail.from), to: person(detail.to) });
      case "followUp":
        return detail.to ? t("timeline.followUp", { date: dates.day(text(detail.to)) }) : t("timeline.followUpCleared");
      case "reminder":
        return t("timeline.reminder", { to: person(detail.to), date: detail.on ? dates.day(text(detail.on)) : "" });
      default:
        return labels.eventKind(event.kind);
    }
  };
}

export function RequestTimeline({ events, people }: { events: RequestTimelineEvent[]; people: Record<string, string> }) {
  const { t } = useTranslation("admin-requests");
  const words = useEventWords(people);
  if (events.length === 0) return <p className="text-sm text-ink-muted">{t("timeline.empty")}</p>;
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {events.map((event) => {
        const said = text(event.kind === "note" ? event.detail.text : event.detail.comment);
        return (
          <li key={event.id} className="text-sm">
            <p className="font-medium text-ink">{words(event)}</p>
            {said ? <p className="whitespace-pre-wrap text-ink">{said}</p> : null}
            <p className="text-xs text-ink-muted">
              <DateTime value={event.createdAt} /> · {event.actor ?? t("timeline.byClientOrSystem")}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
