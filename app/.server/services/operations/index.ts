/**
 * Running the site: the audit log, housekeeping and retention, job and mail runs, the system page.
 * What the rest of the app may call of this domain (decision 0029): code outside this folder
 * imports this file only; the files beside it are the domain's own.
 */
export {
  AUDIT_CSV_HEADER,
  type AuditAction,
  type AuditActor,
  type AuditQuery,
  auditActor,
  auditCsvRows,
  audited,
  listAudit,
  parseCursor,
  recordAudit,
} from "./audit";
export { claimBackupDay, dueBackupDay, releaseBackupDay } from "./backup-claim";
export { type HousekeepingReport, MESSAGES_STEP, runHousekeeping } from "./housekeeping";
export { JOB_NAMES, type JobName, type JobRun, jobRuns, recordFailure, recordSuccess } from "./job-runs";
// Loading this domain registers the outbox's send recorder, for the system page (decision 0029).
export { MailRuns, mailRunsOf } from "./mail-runs";
export { type QueueHealth, queueHealth } from "./queue-health";
export { noteRun, type RunOutcome } from "./record-run";
export { type ProblemCode, type RunFigures, type SystemStatus, systemStatus } from "./system-status";
export { WebhookRuns } from "./webhook-runs";
