/**
 * Each provider webhook's last accepted post and last refusal ("webhook-ses", ... in job_runs),
 * for the system page (decision 0025). Not a write per post: a flood of posts, accepted or
 * refused, writes at most once per interval per provider and process, while a change between the
 * two is written at once, so the page never shows a state that has passed. A refusal is kept as
 * its reason's code, which the page words as what to do.
 */
import type { DB } from "../../db";
import type { Logger } from "../../logger";
import type { MailEventFailure, MailEventProvider } from "../mail/events/providers";
import type { JobName } from "./job-runs";
import { noteRun } from "./record-run";

export const WEBHOOK_RECORD_INTERVAL_MS = 30_000;

export const WEBHOOK_JOBS: Record<MailEventProvider, JobName> = {
  ses: "webhook-ses",
  sendgrid: "webhook-sendgrid",
  postmark: "webhook-postmark",
  mailgun: "webhook-mailgun",
};

export class WebhookRuns {
  private readonly last = new Map<MailEventProvider, { failed: boolean; at: number }>();

  constructor(
    private readonly db: DB,
    private readonly logger: Logger,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Records an accepted post (no failure) or a refused or troubled one; never throws. */
  async note(provider: MailEventProvider, failure?: MailEventFailure): Promise<void> {
    const now = this.clock();
    const failed = failure !== undefined;
    const last = this.last.get(provider);
    if (last && last.failed === failed && now - last.at < WEBHOOK_RECORD_INTERVAL_MS) return;
    this.last.set(provider, { failed, at: now });
    await noteRun(this.db, this.logger, WEBHOOK_JOBS[provider], failed ? { ok: false, error: new Error(failure) } : { ok: true });
  }
}
