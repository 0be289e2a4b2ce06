/**
 * The system page's figures (administrators only), each read live on every load and each with the
 * problem it shows, if any: a code the page words in the reader's language as one line saying
 * what is wrong and what to do. The thresholds are the constants below; the clock is a parameter,
 * so tests date their rows instead of waiting.
 */
import { stat, statfs } from "node:fs/promises";
import { sql } from "kysely";
import { type BuildInfo, buildInfo } from "../../build-info";
import type { Config } from "../../config";
import { type Database, ping } from "../../db";
import type { RedisStatus } from "../../redis-status";
import { heldCvCount } from "../careers/cv/rescan";
import {
  isMailEventFailure,
  MAIL_EVENT_PROVIDERS,
  type MailEventFailure,
  type MailEventProvider,
  PROVIDER_SETTINGS,
} from "../mail/events/providers";
import { type PrivacyDeadlines, privacyRequestsNearDeadline } from "../privacy/queue";
import { type JobName, type JobRun, jobRuns } from "./job-runs";
import { type QueueFigures, queueHealth } from "./queue-health";
import { WEBHOOK_JOBS } from "./webhook-runs";

const HOUR_MS = 60 * 60_000;

/** Mail waiting longer than this is stuck: the outbox sends within seconds while SMTP answers. */
export const OUTBOX_WAIT_LIMIT_MS = 15 * 60_000;
/** A campaign still sending after this long is stuck (or paused and forgotten): the slowest rate sends thousands a day. */
export const CAMPAIGN_WAIT_LIMIT_MS = 24 * HOUR_MS;
/** A daily job that has not succeeded for this long missed its run: a day and two hours of slack. */
export const DAILY_JOB_STALE_MS = 26 * HOUR_MS;
/** An hourly job that has not succeeded for this long missed two runs. */
export const HOURLY_JOB_STALE_MS = 3 * HOUR_MS;
/** A backup older than this means the daily backup did not run: a day and an hour for it to finish. */
export const BACKUP_STALE_MS = 25 * HOUR_MS;
/** The bounce mailbox is stale after missing three runs, with a quarter of an hour for a slow one (decision 0026). */
export const bounceMailboxStaleMs = (intervalMs: number) => 3 * intervalMs + 15 * 60_000;
/** The held-CV scan runs every 5 minutes (jobs/cv-scan.ts): stale after missing three runs, with a quarter of an hour for a slow one. */
export const CV_SCAN_STALE_MS = 3 * 5 * 60_000 + 15 * 60_000;
/**
 * Job alerts run every minute (jobs/job-alerts.ts): stale after an hour without a success, which
 * a database away for a while survives, and long before a subscriber would miss a job.
 */
export const JOB_ALERTS_STALE_MS = HOUR_MS;
/** Follow-up reminders run every 15 minutes (jobs/request-reminders.ts): stale after missing three runs and a slow one. */
export const REQUEST_REMINDERS_STALE_MS = HOUR_MS;
/** Less free space than this where the data lives, or less than the share below, is too little. */
export const DISK_FREE_MIN_BYTES = 1_000_000_000;
export const DISK_FREE_MIN_SHARE = 0.1;

/** The scheduled jobs the page lists, each with how long it may go without a success. */
export const SCHEDULED_JOBS = [
  { name: "housekeeping", staleAfterMs: DAILY_JOB_STALE_MS },
  { name: "retention", staleAfterMs: DAILY_JOB_STALE_MS },
  { name: "salt-rotation", staleAfterMs: DAILY_JOB_STALE_MS },
  { name: "click-rollup", staleAfterMs: HOURLY_JOB_STALE_MS },
  { name: "traffic-rollup", staleAfterMs: HOURLY_JOB_STALE_MS },
  { name: "weekly-summary", staleAfterMs: HOURLY_JOB_STALE_MS },
  { name: "job-alerts", staleAfterMs: JOB_ALERTS_STALE_MS },
  { name: "season-reorders", staleAfterMs: HOURLY_JOB_STALE_MS },
  { name: "request-reminders", staleAfterMs: REQUEST_REMINDERS_STALE_MS },
] as const satisfies ReadonlyArray<{ name: JobName; staleAfterMs: number }>;

export type ProblemCode =
  | "databaseSilent"
  | "redisDown"
  | "mailToFiles"
  | "mailFailing"
  | "outboxWaiting"
  | "campaignsWaiting"
  | "jobNeverRan"
  | "jobFailed"
  | "jobStale"
  | "backupMissing"
  | "backupFailed"
  | "backupOld"
  | "diskLow"
  | "diskUnknown"
  | "mailEventFailed"
  | "clamdDown"
  | "privacyRequestsLate"
  | "privacyRequestsDue";

/** What one job or service last did, as job_runs holds it. */
export interface RunFigures {
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
}

export interface SystemStatus {
  checkedAt: string;
  /** The thresholds, for the page's explanations to name. */
  limits: { outboxWaitMinutes: number; campaignWaitHours: number; diskFreeMinBytes: number; diskFreeMinShare: number };
  build: BuildInfo & { uptimeSeconds: number };
  database: { engine: Database["engine"]; sizeBytes: number | null; answers: boolean; problem: ProblemCode | null };
  redis: { status: RedisStatus; problem: ProblemCode | null };
  /** The transport's last runs (their problem: the last one failed), and the transport itself (a production server writing files). */
  mail: RunFigures & { problem: ProblemCode | null; transport: "smtp" | "files"; transportProblem: ProblemCode | null };
  outbox: QueueFigures & { problem: ProblemCode | null };
  campaigns: QueueFigures & { problem: ProblemCode | null };
  jobs: Array<RunFigures & { name: JobName; problem: ProblemCode | null }>;
  /** Read only when BOUNCE_IMAP_URL is set: unset is no problem, the SMTP server's refusals still feed the suppression list. */
  bounceMailbox: RunFigures & { configured: boolean; problem: ProblemCode | null };
  /**
   * The virus scanner of CVs (decision 0034), set by CLAMD_URL: the held-file scan's last runs (a
   * failure: clamd did not answer) and how many files wait, unopened, for a scan.
   */
  cvScan: RunFigures & { configured: boolean; held: number; problem: ProblemCode | null };
  backup: RunFigures & { file: string | null; sizeBytes: number | null; problem: ProblemCode | null };
  disk: { path: string; freeBytes: number | null; totalBytes: number | null; problem: ProblemCode | null };
  /** People's privacy requests due within the warning window, or late (decision 0041): a legal deadline, so a problem. */
  privacyRequests: PrivacyDeadlines & { problem: ProblemCode | null };
  /**
   * Each provider webhook (decision 0025): whether it is configured (and by what), its last
   * accepted post and its last refusal, with the refusal's reason; a problem while the last post
   * was refused.
   */
  mailEvents: Array<
    RunFigures & {
      provider: MailEventProvider;
      configured: boolean;
      setting: string;
      failure: MailEventFailure | null;
      problem: ProblemCode | null;
    }
  >;
}

export interface SystemStatusSources {
  database: Database;
  config: Pick<Config, "dataDir" | "smtpUrl" | "isProduction" | "appCommit" | "bounceMailbox" | "mailEvents" | "clamd">;
  redisStatus: () => RedisStatus;
  /** Tests set the clock; the page reads the time of the request. */
  now?: Date;
  uptimeSeconds?: number;
}

const ageMs = (iso: string | null, now: Date) => (iso ? now.getTime() - Date.parse(iso) : Number.POSITIVE_INFINITY);

function runFigures(run: JobRun | undefined): RunFigures {
  return {
    lastSuccessAt: run?.lastSuccessAt ?? null,
    lastFailureAt: run?.lastFailureAt ?? null,
    lastError: run?.lastError ?? null,
  };
}

/** The last run failed: a failure later than the last success (or no success at all). */
function failedLast(run: RunFigures): boolean {
  if (!run.lastFailureAt) return false;
  return !run.lastSuccessAt || Date.parse(run.lastFailureAt) > Date.parse(run.lastSuccessAt);
}

function jobProblem(run: RunFigures, staleAfterMs: number, now: Date): ProblemCode | null {
  if (!run.lastSuccessAt && !run.lastFailureAt) return "jobNeverRan";
  if (failedLast(run)) return "jobFailed";
  return ageMs(run.lastSuccessAt, now) > staleAfterMs ? "jobStale" : null;
}

function backupProblem(run: RunFigures, now: Date): ProblemCode | null {
  if (failedLast(run)) return "backupFailed";
  if (!run.lastSuccessAt) return "backupMissing";
  return ageMs(run.lastSuccessAt, now) > BACKUP_STALE_MS ? "backupOld" : null;
}

function waitProblem(figures: QueueFigures, limitMs: number, code: ProblemCode, now: Date): ProblemCode | null {
  return figures.waiting > 0 && ageMs(figures.oldestWaitingSince, now) > limitMs ? code : null;
}

/** Too little free space: under the bytes or the share of the disk, whichever says so first. */
export function diskProblem(freeBytes: number, totalBytes: number): ProblemCode | null {
  return freeBytes < DISK_FREE_MIN_BYTES || freeBytes < totalBytes * DISK_FREE_MIN_SHARE ? "diskLow" : null;
}

const numberOr = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** SQLite: the database file and its write-ahead log, as they lie on disk. */
async function sqliteSize(database: Database): Promise<number | null> {
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(database.db);
  const file = rows.find((row) => row.name === "main")?.file;
  if (!file) return null;
  const sizes = await Promise.all(
    [file, `${file}-wal`].map((part) =>
      stat(part).then(
        (info) => info.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** PostgreSQL: the tables of this app's schema with their indexes and TOAST, not the rest of the server. */
async function postgresSize(database: Database): Promise<number | null> {
  const { rows } = await sql<{ size: string | number | null }>`
    select coalesce(sum(pg_total_relation_size(c.oid)), 0) as size
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'm')`.execute(database.db);
  return numberOr(Number(rows[0]?.size));
}

async function databaseFigures(database: Database): Promise<SystemStatus["database"]> {
  const answers = await ping(database);
  if (!answers) return { engine: database.engine, sizeBytes: null, answers, problem: "databaseSilent" };
  const sizeBytes = await (database.engine === "sqlite" ? sqliteSize(database) : postgresSize(database)).catch(() => null);
  return { engine: database.engine, sizeBytes, answers, problem: null };
}

async function diskFigures(dataDir: string): Promise<SystemStatus["disk"]> {
  try {
    const disk = await statfs(dataDir);
    const freeBytes = disk.bavail * disk.bsize;
    const totalBytes = disk.blocks * disk.bsize;
    return { path: dataDir, freeBytes, totalBytes, problem: diskProblem(freeBytes, totalBytes) };
  } catch {
    return { path: dataDir, freeBytes: null, totalBytes: null, problem: "diskUnknown" };
  }
}

export async function systemStatus({
  database,
  config,
  redisStatus,
  now = new Date(),
  uptimeSeconds = process.uptime(),
}: SystemStatusSources): Promise<SystemStatus> {
  const [databaseNow, queues, runs, disk, held, privacy] = await Promise.all([
    databaseFigures(database),
    queueHealth(database.db),
    jobRuns(database.db),
    diskFigures(config.dataDir),
    heldCvCount(database).catch(() => 0),
    privacyRequestsNearDeadline(database, now),
  ]);
  const redis = redisStatus();
  const mailRun = runFigures(runs.get("mail"));
  const transport = config.smtpUrl ? "smtp" : "files";
  const backupRun = runs.get("backup");
  const backup = runFigures(backupRun);
  const bounceRun = runFigures(runs.get("bounce-mailbox"));
  const cvScanRun = runFigures(runs.get("cv-scan"));
  const cvScanProblem = config.clamd ? jobProblem(cvScanRun, CV_SCAN_STALE_MS, now) : null;
  return {
    checkedAt: now.toISOString(),
    limits: {
      outboxWaitMinutes: OUTBOX_WAIT_LIMIT_MS / 60_000,
      campaignWaitHours: CAMPAIGN_WAIT_LIMIT_MS / HOUR_MS,
      diskFreeMinBytes: DISK_FREE_MIN_BYTES,
      diskFreeMinShare: DISK_FREE_MIN_SHARE,
    },
    build: { ...buildInfo(config.appCommit), uptimeSeconds: Math.floor(uptimeSeconds) },
    database: databaseNow,
    redis: { status: redis, problem: redis === "down" ? "redisDown" : null },
    mail: {
      ...mailRun,
      problem: failedLast(mailRun) ? "mailFailing" : null,
      transport,
      transportProblem: transport === "files" && config.isProduction ? "mailToFiles" : null,
    },
    outbox: { ...queues.outbox, problem: waitProblem(queues.outbox, OUTBOX_WAIT_LIMIT_MS, "outboxWaiting", now) },
    campaigns: { ...queues.campaigns, problem: waitProblem(queues.campaigns, CAMPAIGN_WAIT_LIMIT_MS, "campaignsWaiting", now) },
    jobs: SCHEDULED_JOBS.map(({ name, staleAfterMs }) => {
      const run = runFigures(runs.get(name));
      return { name, ...run, problem: jobProblem(run, staleAfterMs, now) };
    }),
    bounceMailbox: {
      ...bounceRun,
      configured: config.bounceMailbox !== undefined,
      problem: config.bounceMailbox ? jobProblem(bounceRun, bounceMailboxStaleMs(config.bounceMailbox.intervalMs), now) : null,
    },
    cvScan: {
      ...cvScanRun,
      configured: config.clamd !== undefined,
      held,
      problem: cvScanProblem === "jobFailed" ? "clamdDown" : cvScanProblem,
    },
    backup: {
      ...backup,
      file: typeof backupRun?.detail?.file === "string" ? backupRun.detail.file : null,
      sizeBytes: numberOr(backupRun?.detail?.sizeBytes),
      problem: backupProblem(backup, now),
    },
    disk,
    privacyRequests: {
      ...privacy,
      problem: privacy.late > 0 ? "privacyRequestsLate" : privacy.due > 0 ? "privacyRequestsDue" : null,
    },
    mailEvents: MAIL_EVENT_PROVIDERS.map((provider) => {
      const run = runFigures(runs.get(WEBHOOK_JOBS[provider]));
      const configured = config.mailEvents[provider] !== undefined;
      return {
        provider,
        configured,
        setting: PROVIDER_SETTINGS[provider],
        ...run,
        failure: isMailEventFailure(run.lastError) ? run.lastError : null,
        problem: configured && failedLast(run) ? "mailEventFailed" : null,
      };
    }),
  };
}
