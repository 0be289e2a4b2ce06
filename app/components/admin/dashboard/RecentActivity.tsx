import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ActivityEvent, ActivityKind } from "~/.server/services/analytics";
import { linkClass } from "~/components/admin/list/styles";
import { useDashboardFormat } from "./format";
import type { PageAccess } from "./Overview";
import { Panel } from "./ui";

const PAGE_OF_KIND: Record<ActivityKind, keyof PageAccess> = {
  message: "messages",
  partnership: "partnerships",
  volunteer: "partnerships",
  donation: "partnerships",
  subscriber: "subscribers",
};

/**
 * The latest records across the visitor forms, newest first, each linked to where it is handled.
 * A list rather than a table: three short facts per event read better stacked on a phone.
 */
export function RecentActivity({ events, access }: { events: ActivityEvent[]; access: PageAccess }) {
  const { t } = useTranslation("admin-dashboard");
  const format = useDashboardFormat();
  const headingId = useId();
  return (
    <Panel headingId={headingId} title={t("recent.heading")}>
      {events.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("recent.empty")}</p>
      ) : (
        <ol aria-labelledby={headingId} className="divide-y divide-slate-200">
          {events.map((event) => (
            <li
              key={`${event.kind}-${event.id}`}
              className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              <div className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere]">
                  {access[PAGE_OF_KIND[event.kind]] ? (
                    <Link to={event.href} className={linkClass}>
                      {event.who}
                    </Link>
                  ) : (
                    event.who
                  )}
                </p>
                <p className="text-sm text-ink-muted">{t(`recent.kinds.${event.kind}`)}</p>
              </div>
              <time dateTime={event.at} className="shrink-0 text-sm text-ink-muted">
                {format.dateTime(event.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
