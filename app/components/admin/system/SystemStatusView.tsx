import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ProblemCode, RunFigures, SystemStatus } from "~/.server/services/operations";
import { Panel } from "~/components/admin/dashboard/ui";
import { Badge } from "~/components/admin/list/Badge";
import { DateTime } from "~/components/admin/list/DateTime";
import { type DetailItem, DetailList } from "~/components/admin/list/DetailList";
import { useNumbers } from "~/components/admin/list/numbers";
import { linkClass } from "~/components/admin/list/styles";
import { Alert } from "~/components/admin/users/Alert";
import { PRIVACY_REQUESTS_PATH } from "~/lib/privacy/requests";
import { useSystemFormat } from "./format";

type Checked = { problem: ProblemCode | null };

/** A commit, a file or a folder: breaks anywhere, so a long one never widens the page on a phone. */
function Code({ children }: { children: string }) {
  return <code className="break-all">{children}</code>;
}

/**
 * A checked figure: its state in words ("OK" or "Problem"), its value, and when wrong, one line on
 * what to do (`reason`: the words of a problem that depends on what failed).
 */
function CheckedValue({
  value,
  problem,
  status,
  reason,
}: {
  value: ReactNode;
  problem: ProblemCode | null;
  status: SystemStatus;
  reason?: string;
}) {
  const { t } = useTranslation("admin-system");
  const format = useSystemFormat();
  const { limits } = status;
  return (
    <>
      <span className="flex flex-wrap items-baseline gap-2">
        <Badge problem={problem !== null}>{t(problem ? "state.problem" : "state.ok")}</Badge>
        <span>{value}</span>
      </span>
      {problem ? (
        <span className="mt-1 block font-medium text-red-700">
          {t(`problems.${problem}`, {
            minutes: limits.outboxWaitMinutes,
            hours: limits.campaignWaitHours,
            size: format.bytes(limits.diskFreeMinBytes),
            share: format.percent(limits.diskFreeMinShare),
            reason,
          })}
        </span>
      ) : null}
    </>
  );
}

/** A job's or a service's last success and last failure, the failure's message with it. */
function RunValue({ run }: { run: RunFigures }) {
  const { t } = useTranslation("admin-system");
  return (
    <>
      {t("runs.lastSuccess")} <DateTime value={run.lastSuccessAt} fallback={t("runs.never")} />
      <br />
      {t("runs.lastFailure")} <DateTime value={run.lastFailureAt} fallback={t("runs.never")} />
      {run.lastFailureAt && run.lastError ? <> ({run.lastError})</> : null}
    </>
  );
}

type MailEventFigures = SystemStatus["mailEvents"][number];

/** The words of a provider webhook's last failure: what to do about it, naming the provider's variables. */
function useFailureWords() {
  const { t } = useTranslation("admin-system");
  return (figures: MailEventFigures) =>
    figures.failure ? t(`mailEvents.failures.${figures.failure}`, { setting: figures.setting }) : (figures.lastError ?? "");
}

/**
 * A provider webhook's last accepted post and last refusal, with the refusal's reason once it has
 * passed (while it is the last word, the problem line below says it).
 */
function MailEventValue({ figures }: { figures: MailEventFigures }) {
  const { t } = useTranslation("admin-system");
  const words = useFailureWords();
  return (
    <>
      {t("mailEvents.lastAccepted")} <DateTime value={figures.lastSuccessAt} fallback={t("runs.never")} />
      <br />
      {t("mailEvents.lastRefused")} <DateTime value={figures.lastFailureAt} fallback={t("runs.never")} />
      {figures.lastFailureAt && figures.lastError && !figures.problem ? <> ({words(figures)})</> : null}
    </>
  );
}

function QueueValue({ figures }: { figures: SystemStatus["outbox"] }) {
  const { t } = useTranslation("admin-system");
  const numbers = useNumbers();
  return (
    <>
      {t("queues.waiting", { count: figures.waiting, formatted: numbers.number(figures.waiting) })}
      {figures.oldestWaitingSince ? (
        <>
          {" "}
          {t("queues.oldest")} <DateTime value={figures.oldestWaitingSince} />
        </>
      ) : null}
      <br />
      {t("queues.settled", { sent: numbers.number(figures.sent), failed: numbers.number(figures.failed) })}
    </>
  );
}

function problemsOf(status: SystemStatus): number {
  const figures: Checked[] = [
    status.database,
    status.redis,
    status.mail,
    { problem: status.mail.transportProblem },
    status.outbox,
    status.campaigns,
    ...status.jobs,
    status.bounceMailbox,
    status.cvScan,
    status.backup,
    status.disk,
    status.privacyRequests,
    ...status.mailEvents,
  ];
  return figures.filter((figure) => figure.problem !== null).length;
}

/** The system page's figures: a summary, then one panel per part of the system. */
export function SystemStatusView({ status }: { status: SystemStatus }) {
  const { t } = useTranslation("admin-system");
  const format = useSystemFormat();
  const failureWords = useFailureWords();
  const checked = (value: ReactNode, figure: Checked) => <CheckedValue value={value} problem={figure.problem} status={status} />;
  const problems = problemsOf(status);
  const { build, database, redis, mail, disk, backup, bounceMailbox, cvScan, privacyRequests } = status;

  const panels: Array<{ id: string; items: DetailItem[] }> = [
    {
      id: "instance",
      items: [
        { label: t("instance.version"), value: build.version ?? t("instance.unknown") },
        { label: t("instance.commit"), value: build.commit ? <Code>{build.commit}</Code> : t("instance.unknown"), wide: true },
        { label: t("instance.uptime"), value: format.uptime(build.uptimeSeconds) },
        { label: t("instance.checkedAt"), value: <DateTime value={status.checkedAt} /> },
      ],
    },
    {
      id: "database",
      items: [
        { label: t("database.engine"), value: t(`database.engines.${database.engine}`) },
        {
          label: t("database.size"),
          value: database.sizeBytes === null ? t("instance.unknown") : format.bytes(database.sizeBytes),
        },
        {
          label: t("database.answers"),
          value: checked(t(database.answers ? "database.yes" : "database.no"), database),
          wide: true,
        },
      ],
    },
    {
      id: "redis",
      items: [{ label: t("redis.status"), value: checked(t(`redis.states.${redis.status}`), redis), wide: true }],
    },
    {
      id: "mail",
      items: [
        {
          label: t("mail.transport"),
          value: checked(t(`mail.transports.${mail.transport}`), { problem: mail.transportProblem }),
          wide: true,
        },
        { label: t("mail.runs"), value: checked(<RunValue run={mail} />, mail), wide: true },
        { label: t("queues.outbox"), value: checked(<QueueValue figures={status.outbox} />, status.outbox), wide: true },
        { label: t("queues.campaigns"), value: checked(<QueueValue figures={status.campaigns} />, status.campaigns), wide: true },
      ],
    },
    {
      id: "jobs",
      items: [
        ...status.jobs.map((job) => ({
          label: t(`jobs.names.${job.name}`),
          value: checked(<RunValue run={job} />, job),
          wide: true,
        })),
        {
          label: t("jobs.names.bounce-mailbox"),
          value: checked(bounceMailbox.configured ? <RunValue run={bounceMailbox} /> : t("jobs.bounceMailboxOff"), bounceMailbox),
          wide: true,
        },
        {
          label: t("jobs.names.cv-scan"),
          value: checked(
            cvScan.configured ? (
              <>
                <RunValue run={cvScan} />
                <br />
                {t("jobs.cvHeld", { count: cvScan.held })}
              </>
            ) : (
              t("jobs.cvScanOff")
            ),
            cvScan,
          ),
          wide: true,
        },
      ],
    },
    {
      id: "backup",
      items: [
        { label: t("backup.last"), value: checked(<RunValue run={backup} />, backup), wide: true },
        { label: t("backup.size"), value: backup.sizeBytes === null ? null : format.bytes(backup.sizeBytes) },
        { label: t("backup.file"), value: backup.file ? <Code>{backup.file}</Code> : null },
      ],
    },
    {
      id: "disk",
      items: [
        {
          label: t("disk.free"),
          value: checked(
            disk.freeBytes === null || disk.totalBytes === null
              ? t("instance.unknown")
              : t("disk.freeOf", {
                  free: format.bytes(disk.freeBytes),
                  total: format.bytes(disk.totalBytes),
                  share: format.percent(disk.totalBytes > 0 ? disk.freeBytes / disk.totalBytes : 0),
                }),
            disk,
          ),
          wide: true,
        },
        { label: t("disk.path"), value: <Code>{disk.path}</Code>, wide: true },
      ],
    },
    {
      id: "privacy",
      items: [
        {
          label: t("privacy.due"),
          value: checked(
            <Link to={PRIVACY_REQUESTS_PATH} className={linkClass}>
              {t("privacy.figures", {
                count: privacyRequests.due,
                days: privacyRequests.warningDays,
                late: privacyRequests.late,
              })}
            </Link>,
            privacyRequests,
          ),
          wide: true,
        },
      ],
    },
    {
      id: "mailEvents",
      items: status.mailEvents.map((figures) => ({
        label: t(`mailEvents.providers.${figures.provider}`),
        value: figures.configured ? (
          <CheckedValue
            value={<MailEventValue figures={figures} />}
            problem={figures.problem}
            status={status}
            reason={failureWords(figures)}
          />
        ) : (
          t("mailEvents.notConfigured", { setting: figures.setting })
        ),
        wide: true,
      })),
    },
  ];

  return (
    <>
      <Alert tone={problems > 0 ? "error" : "success"}>
        {problems > 0 ? t("summary.problems", { count: problems }) : t("summary.fine")}
      </Alert>
      <div className="grid gap-6 xl:grid-cols-2">
        {panels.map((panel) => (
          <Panel key={panel.id} headingId={`system-${panel.id}`} title={t(`${panel.id}.title`)}>
            <DetailList items={panel.items} />
          </Panel>
        ))}
      </div>
    </>
  );
}
