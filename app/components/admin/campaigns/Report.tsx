/**
 * A send's report: per language delivered, failed and unsubscribed since the send; the failures
 * with the mail server's reason; and the clicks the site recorded from the email's links, which
 * carry `utm_source=newsletter` and the campaign's `utm_campaign`; the bounces and complaints
 * counted against it and who was skipped for being on the suppression list (decision 0022).
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LANGUAGE_NAMES } from "~/i18n/languages";
import type { CampaignReport } from "~/lib/campaigns";
import { useNumbers } from "../list/numbers";
import { type Column, RecordTable } from "../list/RecordTable";
import { linkClass, surfaceClass } from "../list/styles";

type Failure = CampaignReport["failures"][number] & { id: string };
type LinkClicks = CampaignReport["clicks"]["byUrl"][number] & { id: string };

export function Report({
  campaignId,
  report,
  utmCampaign,
}: {
  campaignId: number;
  report: CampaignReport;
  utmCampaign: string | null;
}) {
  const { t } = useTranslation("admin-campaigns");
  const numbers = useNumbers();
  const languages = report.languages.map((row) => ({ ...row, id: row.language }));
  const failures: Failure[] = report.failures.map((row) => ({ ...row, id: row.email }));
  const links: LinkClicks[] = report.clicks.byUrl.map((row) => ({ ...row, id: row.url }));
  const count = (value: number) => numbers.number(value);
  const languageColumns: Column<(typeof languages)[number]>[] = [
    { header: t("report.language"), cell: (row) => LANGUAGE_NAMES[row.language] },
    { header: t("report.delivered"), cell: (row) => count(row.delivered) },
    { header: t("report.failed"), cell: (row) => count(row.failed) },
    { header: t("report.unsubscribedSince"), cell: (row) => count(row.unsubscribedSince) },
  ];
  const failureColumns: Column<Failure>[] = [
    { header: t("report.email"), cell: (row) => row.email },
    { header: t("report.language"), cell: (row) => LANGUAGE_NAMES[row.language], hideOnMobile: true },
    { header: t("report.reason"), cell: (row) => <span className="break-words">{row.error}</span> },
  ];
  const linkColumns: Column<LinkClicks>[] = [
    { header: t("report.url"), cell: (row) => <span className="break-all">{row.url}</span> },
    { header: t("report.clicks"), cell: (row) => count(row.clicks) },
  ];
  return (
    <section aria-labelledby="campaign-report" className="space-y-6" data-testid="campaign-report">
      <h2 id="campaign-report" className="text-lg font-semibold text-ink">
        {t("report.title")}
      </h2>
      <RecordTable caption={t("report.byLanguage")} rows={languages} columns={languageColumns} empty={t("report.noRecipients")} />
      <ReportPart title={t("report.failures")}>
        <RecordTable caption={t("report.failures")} rows={failures} columns={failureColumns} empty={t("report.noFailures")} />
      </ReportPart>
      <ReportPart title={t("report.bouncesTitle")}>
        <Bounces campaignId={campaignId} report={report} />
      </ReportPart>
      <ReportPart title={t("report.clicksTitle")}>
        <p className={`p-4 text-sm text-ink ${surfaceClass}`}>
          {t("report.clicksTotal", { count: report.clicks.total, total: count(report.clicks.total) })}{" "}
          {utmCampaign ? (
            <>
              {t("report.utm")}
              <code data-testid="campaign-utm">{utmCampaign}</code>
            </>
          ) : null}
        </p>
        <RecordTable caption={t("report.clicksByUrl")} rows={links} columns={linkColumns} empty={t("report.noClicks")} />
      </ReportPart>
    </section>
  );
}

/** Each address counts once per kind; the list link shows the addresses this campaign put there. */
function Bounces({ campaignId, report }: { campaignId: number; report: CampaignReport }) {
  const { t } = useTranslation("admin-campaigns");
  const numbers = useNumbers();
  const figures = [
    { key: "hardBounces", value: report.deliveryEvents.hard_bounce },
    { key: "softBounces", value: report.deliveryEvents.soft_bounce },
    { key: "complaints", value: report.deliveryEvents.complaint },
    { key: "suppressedSkipped", value: report.suppressedSkipped },
  ] as const;
  return (
    <div className={`space-y-3 p-4 ${surfaceClass}`}>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="campaign-bounces">
        {figures.map((figure) => (
          <div key={figure.key}>
            <dt className="text-sm text-ink-muted">{t(`report.${figure.key}`)}</dt>
            <dd className="mt-1 text-xl font-semibold text-ink tabular-nums">{numbers.number(figure.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink">
        {t("report.bouncesNote")}{" "}
        <Link to={`/admin/suppressions?campaign=${campaignId}`} className={linkClass}>
          {t("report.suppressedLink")}
        </Link>
      </p>
    </div>
  );
}

function ReportPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      {children}
    </div>
  );
}
