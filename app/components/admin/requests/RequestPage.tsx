/**
 * One staff request's page (decision 0038), its "Request" tab: what the client asked and each
 * line's progress, where the request stands (stage, owner, follow-up, stale), the forms that move
 * it for staff who manage requests, and its timeline.
 */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ConversionSource } from "~/.server/services/analytics";
import type { StaffRequestPage } from "~/.server/services/requests";
import type { ActionResult } from "~/lib/admin/action-result";
import { LOST_REASONS, REQUEST_STAGES, requestReference } from "~/lib/staff-requests/model";
import { followUpState } from "~/lib/staff-requests/pipeline";
import { AdminPageHeader } from "../AdminPageHeader";
import { ActionNotice, useActionToast } from "../action-outcome";
import { Panel } from "../dashboard/ui";
import { Badge } from "../list/Badge";
import { DetailList } from "../list/DetailList";
import { ReadOnlyNote } from "../list/notices";
import { DeleteRecord } from "../records/DeleteRecord";
import { SpamNotice } from "../records/SpamNotice";
import { StatusForm } from "../records/StatusForm";
import { RECORD_WORDS } from "../records/words";
import { CameFrom } from "../traffic/CameFrom";
import { FollowUpBadge } from "./FollowUpBadge";
import { useRequestLabels } from "./labels";
import { RequestDetails, RequestLines } from "./RequestDetails";
import { FollowUpForm, NoteForm, OwnerForm } from "./RequestForms";
import { RequestTabs } from "./RequestTabs";
import { RequestTimeline } from "./RequestTimeline";

export interface RequestPageData extends StaffRequestPage {
  owners: { id: string; name: string }[];
  today: string;
  stale: boolean;
  staleDays: number;
  cameFrom: ConversionSource | null;
  canManage: boolean;
}

function Standing({ view }: { view: RequestPageData }) {
  const { t } = useTranslation("admin-requests");
  const labels = useRequestLabels();
  const { request } = view;
  const followUp = request.follow_up_on;
  return (
    <DetailList
      items={[
        {
          label: t("fields.stage"),
          value: (
            <span className="flex flex-wrap gap-1">
              <Badge strong>{labels.stage(request.status)}</Badge>
              {request.lost_reason ? <Badge>{labels.lostReason(request.lost_reason)}</Badge> : null}
              {view.stale ? <Badge problem>{t("card.staleFor", { count: view.staleDays })}</Badge> : null}
            </span>
          ),
        },
        { label: t("fields.owner"), value: view.ownerName ?? t("card.unassigned") },
        {
          label: t("fields.followUp"),
          value: followUp ? <FollowUpBadge day={followUp} state={followUpState(followUp, view.today)} /> : t("followUp.none"),
        },
      ]}
    />
  );
}

export function RequestPage({ view, result }: { view: RequestPageData; result?: ActionResult }) {
  const { t } = useTranslation("admin-requests");
  const labels = useRequestLabels();
  useActionToast(result, RECORD_WORDS);
  const ids = { details: useId(), lines: useId(), pipeline: useId(), timeline: useId() };
  const { request, canManage } = view;
  const reference = requestReference(request.id);
  return (
    <div>
      <AdminPageHeader title={`${request.organization} · ${reference}`} description={t("page.description")} />
      <RequestTabs requestId={request.id} current="overview" />
      <ActionNotice result={result} words={RECORD_WORDS} />
      <ReadOnlyNote show={!canManage} />
      <SpamNotice
        intents={{ markSpam: "markSpam", notSpam: "notSpam" }}
        id={request.id}
        spam={request.spam}
        canManage={canManage}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Panel headingId={ids.details} title={t("page.details")}>
            <RequestDetails request={request} />
            <CameFrom source={view.cameFrom} />
          </Panel>
          <Panel headingId={ids.lines} title={t("lines.heading")}>
            <RequestLines lines={view.lines} />
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel headingId={ids.pipeline} title={t("page.pipeline")}>
            <Standing view={view} />
            {canManage ? (
              <div className="mt-6 space-y-5 border-t border-slate-200 pt-6">
                <StatusForm
                  intent="setStage"
                  id={request.id}
                  value={request.status}
                  label={t("stage.label")}
                  options={REQUEST_STAGES.map((stage) => ({ value: stage, label: labels.stage(stage) }))}
                  reasons={{
                    label: t("stage.reasonIfLost"),
                    value: request.lost_reason,
                    none: t("stage.noReason"),
                    options: LOST_REASONS.map((reason) => ({ value: reason, label: labels.lostReason(reason) })),
                  }}
                  submitLabel={t("stage.submit")}
                />
                <OwnerForm ownerId={request.owner_id} owners={view.owners} />
                <FollowUpForm followUpOn={request.follow_up_on} />
                <NoteForm />
                <DeleteRecord
                  intent="delete"
                  id={request.id}
                  name={request.organization}
                  title={t("delete.title")}
                  text={t("delete.text", { organization: request.organization, reference })}
                />
              </div>
            ) : null}
          </Panel>
          <Panel headingId={ids.timeline} title={t("timeline.heading")}>
            <RequestTimeline events={view.events} people={view.people} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
