/**
 * What the database says about the site's health, read when Prometheus scrapes (decision 0020):
 * whether it answers, the two mail queues (services/operations/queue-health.ts, the figures the
 * system page shows) and each job's last success and failure (services/operations/job-runs.ts).
 * One read serves every scrape for `cacheMs`, and concurrent scrapes share it, so a scrape storm
 * costs the database one read every few seconds. The pool's counts are read live: they cost no query.
 */
import { Gauge, type Registry } from "prom-client";
import { type Database, ping } from "../db";
import { JOB_NAMES, type JobName, type JobRun, jobRuns, type QueueHealth, queueHealth } from "../services/operations";
import { liveGauge } from "./live-gauge";

export interface OperationsOptions {
  database: Database;
  /** How long one read of the database serves the scrapes (default 5 s). */
  cacheMs?: number;
  /** How long the database may take to answer before it counts as unreachable (default 2 s). */
  pingTimeoutMs?: number;
  now?: () => number;
}

interface Reading {
  reachable: boolean;
  /** Absent when the database did not answer these reads. */
  queues?: QueueHealth;
  jobs?: Map<JobName, JobRun>;
}

const seconds = (iso: string | null | undefined) => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? 0 : ms / 1000;
};

/** Returns the step to run before each scrape: it brings the gauges up to date. */
export function operationsMetrics(registry: Registry, options: OperationsOptions): () => Promise<void> {
  const { database, cacheMs = 5_000, pingTimeoutMs = 2_000, now = Date.now } = options;
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });

  const up = gauge("database_up", "1 while the database answers a query promptly, 0 while it does not.");
  gauge("database_info", "The database engine this instance uses (sqlite or postgres).", ["engine"]).set(
    { engine: database.engine },
    1,
  );
  const waiting = gauge("mail_queue_waiting", "Messages still to send: due, waiting for a retry, or being sent.", ["queue"]);
  const oldestAge = gauge(
    "mail_queue_oldest_waiting_age_seconds",
    "How long the oldest message still to send has waited; 0 when none waits.",
    ["queue"],
  );
  const sent = gauge("mail_queue_sent", "Sent messages the queue keeps (the outbox drops them after its retention).", ["queue"]);
  const failed = gauge("mail_queue_failed", "Messages given up on after their attempts.", ["queue"]);
  const lastSuccess = gauge(
    "job_last_success_timestamp_seconds",
    "When each job (backup, mail, housekeeping, ...) last succeeded, Unix time; 0 when it never has.",
    // Not `job`: Prometheus gives every target a `job` label of its own, and would rename this one.
    ["name"],
  );
  const lastFailure = gauge("job_last_failure_timestamp_seconds", "When each job last failed, Unix time; 0 when it never has.", [
    "name",
  ]);
  const queueGauges = [waiting, oldestAge, sent, failed, lastSuccess, lastFailure];
  if (database.poolFigures) {
    const figures = database.poolFigures;
    liveGauge(registry, "database_pool_connections", "Open connections of the PostgreSQL pool.", () => figures().total);
    liveGauge(registry, "database_pool_idle_connections", "Idle connections of the PostgreSQL pool.", () => figures().idle);
    liveGauge(
      registry,
      "database_pool_waiting_queries",
      "Queries waiting for a connection of the PostgreSQL pool.",
      () => figures().waiting,
    );
  }

  let last: { at: number; reading: Promise<Reading> } | undefined;
  const read = async (): Promise<Reading> => {
    if (!(await ping(database, pingTimeoutMs))) return { reachable: false };
    try {
      const [queues, jobs] = await Promise.all([queueHealth(database.db), jobRuns(database.db)]);
      return { reachable: true, queues, jobs };
    } catch {
      return { reachable: true };
    }
  };

  return async () => {
    if (!last || now() - last.at >= cacheMs) last = { at: now(), reading: read() };
    const { reachable, queues, jobs } = await last.reading;
    up.set(reachable ? 1 : 0);
    // Figures the database could not give are left out rather than shown stale.
    for (const each of queueGauges) each.reset();
    if (queues) {
      for (const [queue, figures] of Object.entries(queues)) {
        waiting.set({ queue }, figures.waiting);
        const since = seconds(figures.oldestWaitingSince);
        oldestAge.set({ queue }, since ? Math.max(0, now() / 1000 - since) : 0);
        sent.set({ queue }, figures.sent);
        failed.set({ queue }, figures.failed);
      }
    }
    if (jobs) {
      for (const name of JOB_NAMES) {
        lastSuccess.set({ name }, seconds(jobs.get(name)?.lastSuccessAt));
        lastFailure.set({ name }, seconds(jobs.get(name)?.lastFailureAt));
      }
    }
  };
}
