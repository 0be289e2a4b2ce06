/**
 * Recording a run never changes its outcome: a job or a send whose record fails (the database
 * briefly away, for one) goes on as it would have, and the failure to record is logged.
 */
import type { DB } from "../../db";
import type { Logger } from "../../logger";
import { type JobName, recordFailure, recordSuccess } from "./job-runs";

export type RunOutcome = { ok: true; detail?: Record<string, unknown> } | { ok: false; error: unknown };

export async function noteRun(db: DB, logger: Logger, name: JobName, outcome: RunOutcome): Promise<void> {
  try {
    if (outcome.ok) await recordSuccess(db, name, outcome.detail);
    else await recordFailure(db, name, outcome.error);
  } catch (error) {
    logger.warn({ err: error, job: name }, "Could not record a run for the system page");
  }
}
