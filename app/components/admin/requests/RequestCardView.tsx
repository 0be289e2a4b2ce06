/**
 * One request on the board (decision 0038): who asks, its reference, where, for how many people,
 * its owner, its follow-up ("due today", "overdue") and the stale flag. Staff who manage requests
 * move it with its "Move" control (a disclosure with a form that works without JavaScript).
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { RequestCard } from "~/.server/services/requests";
import { LOST_REASONS, REQUEST_STAGES } from "~/lib/staff-requests/model";
import { requestAdminPath } from "~/lib/staff-requests/pipeline";
import { Badge } from "../list/Badge";
import { linkClass } from "../list/styles";
import { StatusForm } from "../records/StatusForm";
import { FollowUpBadge } from "./FollowUpBadge";
import { useRequestLabels } from "./labels";

export function RequestCardView({ card, canManage }: { card: RequestCard; canManage: boolean }) {
  const { t } = useTranslation("admin-requests");
  const labels = useRequestLabels();
  const where = [card.city, labels.country(card.country)].filter(Boolean).join(", ");
  return (
    <article
      className="rounded-xl bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200"
      data-request={card.id}
      aria-labelledby={`request-${card.id}`}
    >
      <h3 id={`request-${card.id}`} className="font-semibold text-ink">
        <Link to={requestAdminPath(card.id)} className={linkClass}>
          {card.organization}
        </Link>
      </h3>
      <p className="text-xs text-ink-muted">
        {card.reference} · {where}
      </p>
      <p className="mt-1 text-xs">{t("card.people", { count: card.headcount })}</p>
      <p className="mt-1 text-xs">{card.ownerName ?? t("card.unassigned")}</p>
      <p className="mt-2 flex flex-wrap gap-1">
        <FollowUpBadge day={card.followUpOn} state={card.followUp} />
        {card.stale ? <Badge problem>{t("card.stale")}</Badge> : null}
        {card.plan ? <Badge>{labels.plan(card.plan)}</Badge> : null}
      </p>
      {canManage ? (
        <details className="mt-2">
          <summary className={`${linkClass} cursor-pointer text-xs`}>
            {t("card.move", { organization: card.organization })}
          </summary>
          <div className="mt-2">
            <StatusForm
              intent="setStatus"
              id={card.id}
              value={card.stage}
              label={t("stage.label")}
              options={REQUEST_STAGES.map((stage) => ({ value: stage, label: labels.stage(stage) }))}
              reasons={{
                label: t("stage.reasonIfLost"),
                value: null,
                none: t("stage.noReason"),
                options: LOST_REASONS.map((reason) => ({ value: reason, label: labels.lostReason(reason) })),
              }}
              submitLabel={t("stage.submit")}
            />
          </div>
        </details>
      ) : null}
    </article>
  );
}
