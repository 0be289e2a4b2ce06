/**
 * The staff requests on the dashboard (decision 0038): the follow-ups due today and overdue (the
 * reader's own first), open requests by stage and by owner with the weighted pipeline, and per
 * position and market the fill rate of won requests and the median days to fill.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { FillFigure, RequestFigures } from "~/.server/services/requests";
import { linkClass } from "~/components/admin/list/styles";
import { FollowUpBadge } from "~/components/admin/requests/FollowUpBadge";
import { useRequestLabels } from "~/components/admin/requests/labels";
import { STAGE_PROBABILITY } from "~/lib/staff-requests/model";
import { REQUESTS_PATH, requestAdminPath, UNASSIGNED } from "~/lib/staff-requests/pipeline";
import { useDashboardFormat } from "./format";
import { Figure, Panel, Section, SimpleTable } from "./ui";

function FollowUps({ figures }: { figures: RequestFigures }) {
  const { t } = useTranslation("admin-dashboard");
  const format = useDashboardFormat();
  const headingId = useId();
  return (
    <Panel headingId={headingId} title={t("requests.followUps.heading")} level={3}>
      <dl className="mb-4 grid grid-cols-2 gap-3">
        <Figure label={t("requests.followUps.dueToday")} value={format.number(figures.dueToday)} />
        <Figure label={t("requests.followUps.overdue")} value={format.number(figures.overdue)} />
      </dl>
      {figures.followUps.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("requests.followUps.none")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 text-sm">
          {figures.followUps.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span>
                <Link to={requestAdminPath(item.id)} className={linkClass}>
                  {item.organization}
                </Link>{" "}
                <span className="text-xs text-ink-muted">
                  {item.reference} · {item.mine ? t("requests.followUps.mine") : (item.ownerName ?? t("requests.unassigned"))}
                </span>
              </span>
              <FollowUpBadge day={item.followUpOn} state={item.state} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Pipeline({ figures }: { figures: RequestFigures }) {
  const { t } = useTranslation("admin-dashboard");
  const format = useDashboardFormat();
  const labels = useRequestLabels();
  const headingId = useId();
  return (
    <Panel headingId={headingId} title={t("requests.pipeline.heading")} level={3}>
      <dl className="mb-4">
        <Figure
          label={t("requests.pipeline.weighted")}
          value={format.decimal(figures.weightedPipeline)}
          detail={t("requests.pipeline.weightedHint")}
        />
      </dl>
      <SimpleTable
        caption={t("requests.pipeline.byStage")}
        columns={[t("requests.pipeline.stage"), t("requests.pipeline.probability"), t("requests.pipeline.requests")]}
        numeric={[false, true, true]}
        rows={figures.byStage.map((row) => ({
          key: row.stage,
          cells: [
            <Link key="stage" to={`${REQUESTS_PATH}?status=${row.stage}&view=list`} className={linkClass}>
              {labels.stage(row.stage)}
            </Link>,
            `${STAGE_PROBABILITY[row.stage]} %`,
            format.number(row.count),
          ],
        }))}
      />
      <h4 className="mt-6 mb-2 text-sm font-semibold text-ink">{t("requests.pipeline.byOwner")}</h4>
      <SimpleTable
        caption={t("requests.pipeline.byOwner")}
        columns={[t("requests.pipeline.owner"), t("requests.pipeline.openRequests")]}
        numeric={[false, true]}
        empty={t("requests.pipeline.noneOpen")}
        rows={figures.byOwner.map((row) => ({
          key: row.ownerId ?? UNASSIGNED,
          cells: [
            <Link key="owner" to={`${REQUESTS_PATH}?owner=${row.ownerId ?? UNASSIGNED}`} className={linkClass}>
              {row.ownerId ? (row.name ?? t("requests.formerStaff")) : t("requests.unassigned")}
            </Link>,
            format.number(row.count),
          ],
        }))}
      />
    </Panel>
  );
}

function FillTable({ title, rows, label }: { title: string; rows: FillFigure[]; label: (key: string) => string }) {
  const { t } = useTranslation("admin-dashboard");
  const format = useDashboardFormat();
  const headingId = useId();
  return (
    <Panel headingId={headingId} title={title} level={3}>
      <SimpleTable
        caption={title}
        scroll
        columns={[
          t("requests.fill.key"),
          t("requests.fill.wanted"),
          t("requests.fill.placed"),
          t("requests.fill.rate"),
          t("requests.fill.days"),
        ]}
        numeric={[false, true, true, true, true]}
        empty={t("requests.fill.empty")}
        rows={rows.map((row) => ({
          key: row.key,
          cells: [
            label(row.key),
            format.number(row.wanted),
            format.number(row.placed),
            row.rate === null ? "—" : `${format.number(Math.round(row.rate * 100))} %`,
            row.medianDays === null ? "—" : format.decimal(row.medianDays),
          ],
        }))}
      />
    </Panel>
  );
}

export function RequestsPanel({ figures }: { figures: RequestFigures }) {
  const { t } = useTranslation("admin-dashboard");
  const labels = useRequestLabels();
  const headingId = useId();
  return (
    <Section headingId={headingId} title={t("requests.heading")}>
      <div className="grid gap-4 lg:grid-cols-2">
        <FollowUps figures={figures} />
        <Pipeline figures={figures} />
        <FillTable title={t("requests.fill.byPosition")} rows={figures.byPosition} label={labels.position} />
        <FillTable title={t("requests.fill.byMarket")} rows={figures.byMarket} label={labels.country} />
      </div>
    </Section>
  );
}
