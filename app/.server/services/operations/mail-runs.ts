/**
 * The mail transport's last success and last failure ("mail" in job_runs), recorded where the
 * outbox worker and the campaign sender hand a message to it. Not a write per email: a success is
 * recorded at most once per interval per process, a failure every time, and the first success
 * after a failure at once, so the system page never shows a failure that has passed.
 */
import type { DB } from "../../db";
import type { Logger } from "../../logger";
import { registerSendRecorder } from "../../mail/outbox";
import { noteRun } from "./record-run";

export const MAIL_SUCCESS_RECORD_INTERVAL_MS = 30_000;

export class MailRuns {
  private lastSuccessRecordedAt: number | undefined;

  constructor(
    private readonly db: DB,
    private readonly logger: Logger,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Runs one send and records how it went; answers or throws as the send did, whatever the record does. */
  async send<T>(send: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await send();
    } catch (error) {
      await this.failed(error);
      throw error;
    }
    await this.succeeded();
    return result;
  }

  private async succeeded(): Promise<void> {
    const now = this.clock();
    if (this.lastSuccessRecordedAt !== undefined && now - this.lastSuccessRecordedAt < MAIL_SUCCESS_RECORD_INTERVAL_MS) return;
    this.lastSuccessRecordedAt = now;
    await noteRun(this.db, this.logger, "mail", { ok: true });
  }

  private async failed(error: unknown): Promise<void> {
    this.lastSuccessRecordedAt = undefined;
    await noteRun(this.db, this.logger, "mail", { ok: false, error });
  }
}

const recorders = new WeakMap<DB, MailRuns>();

/** This process's recorder for a database: the outbox and the campaign sender share its interval. */
export function mailRunsOf(db: DB, logger: Logger): MailRuns {
  let recorder = recorders.get(db);
  if (!recorder) {
    recorder = new MailRuns(db, logger);
    recorders.set(db, recorder);
  }
  return recorder;
}

// The outbox records its sends through this (decision 0029): mail imports no service.
registerSendRecorder(mailRunsOf);
