/**
 * /admin/campaigns/:id (decision 0013). While a draft or scheduled: the composer, the preview and the
 * send controls (read-only details for roles that only read). Once sending: the progress, then
 * the report. A refused post (the campaign moved on meanwhile) says why above it all.
 */
import { useTranslation } from "react-i18next";
import { type ActionResult, resultOf } from "~/lib/admin/action-result";
import { isEditable } from "~/lib/campaigns";
import { FORM_WIDE, messageOf } from "~/lib/forms/result";
import { AdminPageHeader } from "../AdminPageHeader";
import { DateTime } from "../list/DateTime";
import { DetailList } from "../list/DetailList";
import { ReadOnlyNote } from "../list/notices";
import { panelClass } from "../list/styles";
import { Alert } from "../users/Alert";
import { BackToList } from "./BackToList";
import { Composer } from "./Composer";
import { Preview } from "./Preview";
import { Progress } from "./Progress";
import { Report } from "./Report";
import { SendControls } from "./SendControls";
import { StatusBadge } from "./StatusBadge";
import type { CampaignPageData } from "./types";

export function CampaignPage({ page, result }: { page: CampaignPageData; result?: ActionResult }) {
  const { t } = useTranslation("admin-campaigns");
  const { campaign, audience, report, canManage, email, preview } = page;
  const editable = isEditable(campaign.status);
  const refusal = messageOf(result, FORM_WIDE);
  return (
    <>
      <BackToList />
      <AdminPageHeader title={campaign.name} actions={<StatusBadge status={campaign.status} />} />
      {refusal ? <Alert tone="error">{t(refusal)}</Alert> : null}
      <ReadOnlyNote show={!canManage} />
      <div className="space-y-8">
        <DetailList
          items={[
            { label: t("details.created"), value: <DateTime value={campaign.createdAt} /> },
            { label: t("details.scheduled"), value: <DateTime value={campaign.scheduledAt} /> },
            { label: t("details.started"), value: <DateTime value={campaign.startedAt} /> },
            { label: t("details.finished"), value: <DateTime value={campaign.finishedAt} /> },
          ]}
        />
        {editable && canManage ? (
          <section aria-labelledby="campaign-compose" className={panelClass}>
            <h2 id="campaign-compose" className="text-lg font-semibold text-ink">
              {t("composer.title")}
            </h2>
            <Composer campaign={campaign} result={resultOf(result, "save")} />
          </section>
        ) : null}
        {editable ? (
          <Preview id={campaign.id} content={campaign.content} language={preview} version={campaign.updatedAt} />
        ) : null}
        {editable && canManage && audience ? (
          <SendControls campaign={campaign} audience={audience} email={email} result={result} />
        ) : null}
        {editable ? null : <Progress campaign={campaign} canManage={canManage} />}
        {report && !editable ? <Report campaignId={campaign.id} report={report} utmCampaign={campaign.utmCampaign} /> : null}
      </div>
    </>
  );
}
