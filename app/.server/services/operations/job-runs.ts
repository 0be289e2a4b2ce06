/**
 * What each background job and outside service last did (migration 0018): the last success with
 * what it produced, the last failure with its message. Every instance writes the same rows, so the
 * system page shows the latest run wherever it happened.
 */

import { oneLine } from "../../../lib/one-line";
import type { DB } from "../../db";
import { nowIso } from "../../db/schema";

/** The jobs and services that report here. */
export const JOB_NAMES = [
  "backup",
  "mail",
  "housekeeping",
  "retention",
  "click-rollup",
  "traffic-rollup",
  "weekly-summary",
  "salt-rotation",
  "bounce-mailbox",
  "cv-scan",
  "job-alerts",
  "season-reorders",
  "request-reminders",
  "webhook-ses",
  "webhook-sendgrid",
  "webhook-postmark",
  "webhook-mailgun",
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export interface JobRun {
  name: JobName;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
  /** What the last success produced, as the job recorded it. */
  detail: Record<string, unknown> | null;
}

/** A failure's message in one line, bounded: the row is read on every system page view. */
function messageOf(error: unknown): string | null {
  return oneLine(error instanceof Error ? error.message : String(error), 500);
}

export async function recordSuccess(db: DB, name: JobName, detail?: Record<string, unknown>, at = nowIso()): Promise<void> {
  const values = { last_success_at: at, detail: detail ? JSON.stringify(detail) : null, updated_at: at };
  await db
    .insertInto("job_runs")
    .values({ name, ...values })
    .onConflict((conflict) => conflict.column("name").doUpdateSet(values))
    .execute();
}

export async function recordFailure(db: DB, name: JobName, error: unknown, at = nowIso()): Promise<void> {
  const values = { last_failure_at: at, last_error: messageOf(error), updated_at: at };
  await db
    .insertInto("job_runs")
    .values({ name, ...values })
    .onConflict((conflict) => conflict.column("name").doUpdateSet(values))
    .execute();
}

function detailOf(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Every job's last run; a job that never reported is absent. */
export async function jobRuns(db: DB): Promise<Map<JobName, JobRun>> {
  const rows = await db.selectFrom("job_runs").selectAll().execute();
  const runs = new Map<JobName, JobRun>();
  for (const row of rows) {
    if (!(JOB_NAMES as readonly string[]).includes(row.name)) continue;
    runs.set(row.name as JobName, {
      name: row.name as JobName,
      lastSuccessAt: row.last_success_at,
      lastFailureAt: row.last_failure_at,
      lastError: row.last_error,
      detail: detailOf(row.detail),
    });
  }
  return runs;
}
