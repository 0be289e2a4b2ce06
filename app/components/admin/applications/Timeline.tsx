/** A candidate's timeline (decision 0035), newest first: what happened, who did it, when. */
import { useTranslation } from "react-i18next";
import type { TimelineEvent } from "~/.server/services/careers";
import { type ApplicationStage, applicationReference } from "~/lib/careers/applications";
import { DateTime } from "../list/DateTime";
import { usePipelineLabels } from "./labels";

const text = (value: unknown) => (typeof value === "string" ? value : "");

function useEventWords() {
  const { t } = useTranslation("admin-applications");
  const labels = usePipelineLabels();
  return (event: TimelineEvent): string => {
    const { detail } = event;
    const reference = event.applicationId ? applicationReference(event.applicationId) : "";
    switch (event.kind) {
      case "stage":
      case "withdrawn": {
        const moved = t(`timeline.${event.kind}`, {
          from: labels.stage(text(detail.from) as ApplicationStage),
          to: labels.stage(text(detail.to) as ApplicationStage),
          reference,
        });
        return detail.reason ? `${moved} (${labels.reason(text(detail.reason))})` : moved;
      }
      case "email":
        return t("timeline.email", { template: t(`templates.${text(detail.template)}`) });
      case "merged":
        return t("timeline.merged", { id: String(detail.otherId ?? "") });
      case "rated":
        return t("timeline.rated", { rating: String(detail.to ?? "") });
      case "note":
        return t("timeline.note");
      default:
        return t(`timeline.${event.kind}`, { reference });
    }
  };
}

export function Timeline({ events }: { events: TimelineEvent[] }) {
  const { t } = useTranslation("admin-applications");
  const words = useEventWords();
  if (events.length === 0) return <p className="text-sm text-ink-muted">{t("timeline.empty")}</p>;
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
      {events.map((event) => (
        <li key={event.id} className="text-sm">
          <p className="font-medium text-ink">{words(event)}</p>
          {event.kind === "note" ? <p className="whitespace-pre-wrap text-ink">{text(event.detail.text)}</p> : null}
          <p className="text-xs text-ink-muted">
            <DateTime value={event.createdAt} /> · {event.actor ?? t("timeline.byCandidate")}
          </p>
        </li>
      ))}
    </ol>
  );
}
