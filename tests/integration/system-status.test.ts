/**
 * The system page (administrators only): its figures turn to a problem past their thresholds, with
 * rows dated back instead of waiting; the page says each problem in words; the outbox records the
 * mail transport's runs without a write per email, and a failure to record never fails a send.
 */
import { sql } from "kysely";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startClickRollup } from "~/.server/jobs/click-rollup";
import { startHousekeeping } from "~/.server/jobs/housekeeping";
import { createLogger } from "~/.server/logger";
import { enqueueEmail, OutboxWorker } from "~/.server/mail/outbox";
import type { MailTransport } from "~/.server/mail/transport";
import { type JobName, jobRuns, recordFailure, recordSuccess } from "~/.server/services/operations/job-runs";
import { MAIL_SUCCESS_RECORD_INTERVAL_MS, MailRuns } from "~/.server/services/operations/mail-runs";
import {
  BACKUP_STALE_MS,
  DISK_FREE_MIN_BYTES,
  diskProblem,
  HOURLY_JOB_STALE_MS,
  OUTBOX_WAIT_LIMIT_MS,
  SCHEDULED_JOBS,
  type SystemStatusSources,
  systemStatus,
} from "~/.server/services/operations/system-status";
import { WEBHOOK_RECORD_INTERVAL_MS, WebhookRuns } from "~/.server/services/operations/webhook-runs";
import * as systemPage from "~/routes/admin/system";
import { appContext, routeCaller } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { renderRoute, visibleText } from "../support/render-route";
import { createSignedInUser, requestAs, type TestAccount } from "../support/sessions";
import { until } from "../support/until";

const BASE = "https://staffing.test";
const NOW = new Date("2027-03-10T12:00:00.000Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const earlier = (ms: number, from = NOW) => new Date(from.getTime() - ms).toISOString();
const logger = createLogger("silent");

describe("free disk space", () => {
  it("is too little under a gigabyte or a tenth of the disk, whichever comes first", () => {
    expect(diskProblem(50 * DISK_FREE_MIN_BYTES, 100 * DISK_FREE_MIN_BYTES)).toBeNull();
    expect(diskProblem(9 * DISK_FREE_MIN_BYTES, 100 * DISK_FREE_MIN_BYTES)).toBe("diskLow");
    expect(diskProblem(DISK_FREE_MIN_BYTES - 1, 2 * DISK_FREE_MIN_BYTES)).toBe("diskLow");
    expect(diskProblem(DISK_FREE_MIN_BYTES, 2 * DISK_FREE_MIN_BYTES)).toBeNull();
  });
});

describe("the mail runs' record", () => {
  it("writes a success at most once per interval, every failure, and the first success after a failure at once", async () => {
    const writes: string[] = [];
    // A handle that only counts what would be written: the throttle is what is under test here.
    const db = {
      insertInto: () => ({
        values: (row: { last_success_at?: string; last_failure_at?: string }) => ({
          onConflict: () => ({
            execute: async () => writes.push(row.last_success_at ? "success" : "failure"),
          }),
        }),
      }),
    } as never;
    let clock = 0;
    const runs = new MailRuns(db, logger, () => clock);
    const ok = () => runs.send(async () => "sent");
    const refused = () => runs.send(async () => Promise.reject(new Error("550 refused")));

    await ok();
    clock = MAIL_SUCCESS_RECORD_INTERVAL_MS - 1;
    await ok();
    expect(writes).toEqual(["success"]);
    clock = MAIL_SUCCESS_RECORD_INTERVAL_MS;
    await ok();
    expect(writes).toEqual(["success", "success"]);
    await expect(refused()).rejects.toThrow("550 refused");
    await expect(refused()).rejects.toThrow("550 refused");
    clock += 1;
    await ok();
    expect(writes).toEqual(["success", "success", "failure", "failure", "success"]);
  });

  it("answers as the send did when the record cannot be written", async () => {
    const db = {
      insertInto: () => ({ values: () => ({ onConflict: () => ({ execute: () => Promise.reject(new Error("gone")) }) }) }),
    };
    const runs = new MailRuns(db as never, logger);
    await expect(runs.send(async () => "sent")).resolves.toBe("sent");
    await expect(runs.send(async () => Promise.reject(new Error("421 busy")))).rejects.toThrow("421 busy");
  });
});

describe("the webhooks' record", () => {
  it("writes a provider's state at most once per interval, and a change between accepted and refused at once", async () => {
    const writes: string[] = [];
    const db = {
      insertInto: () => ({
        values: (row: { name: string; last_success_at?: string; last_error?: string }) => ({
          onConflict: () => ({
            execute: async () => writes.push(`${row.name} ${row.last_success_at ? "accepted" : row.last_error}`),
          }),
        }),
      }),
    } as never;
    let clock = 0;
    const runs = new WebhookRuns(db, logger, () => clock);
    for (let i = 0; i < 50; i++) await runs.note("sendgrid", "badSignature");
    await runs.note("mailgun");
    await runs.note("sendgrid");
    await runs.note("sendgrid");
    await runs.note("sendgrid", "stale");
    expect(writes).toEqual([
      "webhook-sendgrid badSignature",
      "webhook-mailgun accepted",
      "webhook-sendgrid accepted",
      "webhook-sendgrid stale",
    ]);
    clock = WEBHOOK_RECORD_INTERVAL_MS - 1;
    await runs.note("sendgrid", "replayed");
    expect(writes).toHaveLength(4);
    clock = WEBHOOK_RECORD_INTERVAL_MS;
    await runs.note("sendgrid", "replayed");
    expect(writes.at(-1)).toBe("webhook-sendgrid replayed");
  });
});

describe.each(engines())("the system page on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let admin: TestAccount;
  let editor: TestAccount;
  const page = () => routeCaller(systemPage, `${BASE}/admin/system`, () => context);
  const statusAt = (now: Date, sources: Partial<SystemStatusSources> = {}) =>
    systemStatus({ database, config: context.config, redisStatus: () => "off", now, uptimeSeconds: 90, ...sources });

  /** Every scheduled job, the backup and the mail succeeded `ago` before `now`. */
  async function allFresh(now: Date, ago = HOUR / 2) {
    const at = earlier(ago, now);
    for (const { name } of SCHEDULED_JOBS) await recordSuccess(database.db, name, { rows: 0 }, at);
    await recordSuccess(database.db, "mail", undefined, at);
    await recordSuccess(
      database.db,
      "backup",
      { file: "backup-1.db", sizeBytes: 123_456, durationMs: 900, engine: "sqlite" },
      at,
    );
  }

  const queueEmail = async (createdAt: string) => {
    await enqueueEmail(database.db, { to: "guest@lodge.test", subject: "Hello", html: "<p>Hi</p>", text: "Hi" });
    // Waiting for a retry far ahead, as after SMTP refusals: no worker would take it now.
    await database.db
      .updateTable("email_outbox")
      .set({ created_at: createdAt, next_attempt_at: "2999-01-01T00:00:00.000Z" })
      .where("status", "=", "pending")
      .execute();
  };

  beforeAll(async () => {
    context = appContext(database).context;
    admin = await createSignedInUser(context.auth, "admin");
    editor = await createSignedInUser(context.auth, "editor");
  });

  beforeEach(async () => {
    await database.db.deleteFrom("job_runs").execute();
    await database.db.deleteFrom("email_outbox").execute();
  });

  it("is fine when every job, the backup and the mail are fresh and nothing waits", async () => {
    await allFresh(NOW);
    await queueEmail(earlier(OUTBOX_WAIT_LIMIT_MS - MINUTE));
    const status = await statusAt(NOW);
    expect(status.database).toMatchObject({ engine: database.engine, answers: true, problem: null });
    expect(status.database.sizeBytes).toBeGreaterThan(0);
    expect(status.outbox).toMatchObject({ waiting: 1, problem: null });
    expect(status.backup).toMatchObject({ file: "backup-1.db", sizeBytes: 123_456, problem: null });
    expect(status.mail).toMatchObject({ transport: "files", transportProblem: null, problem: null });
    expect(status.redis).toEqual({ status: "off", problem: null });
    expect(status.jobs.map((job) => [job.name, job.problem])).toEqual(SCHEDULED_JOBS.map(({ name }) => [name, null]));
    expect(status.build.uptimeSeconds).toBe(90);
    expect(status.build.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("shows mail stuck past its limit and a backup two days old as problems", async () => {
    await allFresh(NOW);
    await recordSuccess(database.db, "backup", { file: "old.db", sizeBytes: 1 }, earlier(2 * DAY));
    await queueEmail(earlier(20 * MINUTE));
    const status = await statusAt(NOW);
    expect(status.outbox).toMatchObject({ waiting: 1, problem: "outboxWaiting" });
    expect(status.outbox.oldestWaitingSince).toBe(earlier(20 * MINUTE));
    expect(status.backup.problem).toBe("backupOld");
    // Just inside the backup's limit it is fine.
    expect((await statusAt(new Date(NOW.getTime() - 2 * DAY + BACKUP_STALE_MS - MINUTE))).backup.problem).toBeNull();
  });

  it("names a missing backup, a failed one, and jobs that never ran, failed last or went quiet", async () => {
    await allFresh(NOW);
    await database.db.deleteFrom("job_runs").where("name", "in", ["backup", "housekeeping"]).execute();
    await recordFailure(database.db, "retention", new Error("audit: lock timeout"), earlier(MINUTE));
    await recordSuccess(database.db, "click-rollup", undefined, earlier(HOURLY_JOB_STALE_MS + MINUTE));
    await recordSuccess(database.db, "salt-rotation", undefined, earlier(27 * HOUR));
    let status = await statusAt(NOW);
    expect(status.backup.problem).toBe("backupMissing");
    const problems = Object.fromEntries(status.jobs.map((job) => [job.name, job.problem])) as Record<JobName, string | null>;
    expect(problems).toMatchObject({
      housekeeping: "jobNeverRan",
      retention: "jobFailed",
      "click-rollup": "jobStale",
      "salt-rotation": "jobStale",
      "traffic-rollup": null,
    });
    expect(status.jobs.find((job) => job.name === "retention")?.lastError).toBe("audit: lock timeout");

    await recordSuccess(database.db, "backup", { file: "b.db", sizeBytes: 10 }, earlier(3 * HOUR));
    await recordFailure(database.db, "backup", new Error("disk full"), earlier(HOUR));
    status = await statusAt(NOW);
    expect(status.backup).toMatchObject({ problem: "backupFailed", lastError: "disk full" });
  });

  it("shows a failing mail server, Redis away and a production server without SMTP as problems", async () => {
    await allFresh(NOW);
    await recordFailure(database.db, "mail", new Error("connect ECONNREFUSED"), earlier(MINUTE));
    const status = await statusAt(NOW, { redisStatus: () => "down" });
    expect(status.mail).toMatchObject({ problem: "mailFailing", lastError: "connect ECONNREFUSED" });
    expect(status.redis.problem).toBe("redisDown");
    const production = await statusAt(NOW, { config: { ...context.config, isProduction: true } });
    expect(production.mail).toMatchObject({ transportProblem: "mailToFiles", problem: "mailFailing" });
    const withSmtp = await statusAt(NOW, { config: { ...context.config, isProduction: true, smtpUrl: "smtp://mail.test" } });
    expect(withSmtp.mail).toMatchObject({ transport: "smtp", transportProblem: null, problem: "mailFailing" });
    await recordSuccess(database.db, "mail", undefined, earlier(MINUTE / 2));
    expect((await statusAt(NOW)).mail.problem).toBeNull();
  });

  it("renders each problem in words beside its figure, and says how many need attention", async () => {
    await allFresh(new Date());
    await database.db.deleteFrom("job_runs").where("name", "=", "backup").execute();
    await queueEmail(earlier(20 * MINUTE, new Date()));
    const { status, html } = await renderRoute(systemPage, "/admin/system", requestAs(admin, `${BASE}/admin/system`), context);
    expect(status).toBe(200);
    const text = visibleText(html);
    expect(text).toContain("2 figures need attention");
    expect(text).toContain("Outbox (the site's emails) Problem 1 waiting.");
    expect(text).toContain("given up on: 0. Mail has waited more than 15 minutes: check SMTP_URL and the mail server's log.");
    expect(text).toContain("Problem Last success: never Last failure: never No backup yet: run npm run backup");
    expect(text).not.toContain("No backup for a day");
    expect(text).toContain("Data retention (daily) OK");
    // Without BOUNCE_IMAP_URL the bounce mailbox is not read, which is no problem.
    expect(text).toContain("Bounce mailbox (delivery reports read over IMAP) OK Not configured: set BOUNCE_IMAP_URL");

    await allFresh(new Date());
    await database.db.deleteFrom("email_outbox").execute();
    const fine = visibleText(
      (await renderRoute(systemPage, "/admin/system", requestAs(admin, `${BASE}/admin/system`), context)).html,
    );
    expect(fine).toContain("Every figure is fine.");
    // (The introduction names the mark, followed by a comma; no figure carries it.)
    expect(fine).not.toMatch(/\bProblem\b(?!,)/);
  });

  it("shows a refused webhook's advice naming its variable, and what an unconfigured provider needs", async () => {
    await allFresh(new Date());
    const withSendgrid = { ...context, config: { ...context.config, mailEvents: { sendgrid: { publicKey: "configured" } } } };
    await recordSuccess(database.db, "webhook-sendgrid", undefined, earlier(HOUR, new Date()));
    await recordFailure(database.db, "webhook-sendgrid", new Error("badSignature"), earlier(MINUTE, new Date()));
    const render = async () =>
      visibleText((await renderRoute(systemPage, "/admin/system", requestAs(admin, `${BASE}/admin/system`), withSendgrid)).html);
    const text = await render();
    expect(text).toContain("One figure needs attention");
    expect(text).toContain(
      "The last post was refused, so bounces may be missing: a signature or credentials did not match: check SENDGRID_WEBHOOK_PUBLIC_KEY against the provider's settings.",
    );
    expect(text).toContain(
      "Amazon SES (through SNS) Not configured: set SES_SNS_TOPIC_ARN to receive its bounces and complaints.",
    );
    expect(text).toContain("Postmark Not configured: set POSTMARK_WEBHOOK_USER / POSTMARK_WEBHOOK_PASSWORD");

    // Accepted since: fine, the refusal's reason kept beside its date.
    await recordSuccess(database.db, "webhook-sendgrid", undefined, new Date().toISOString());
    const fine = await render();
    expect(fine).toContain("Every figure is fine.");
    expect(fine).toMatch(
      /SendGrid OK Last accepted: .+ Last refused: .+\(\s*a signature or credentials did not match: check SENDGRID_WEBHOOK_PUBLIC_KEY/,
    );
  });

  it("opens for administrators only", async () => {
    expect((await page().load(admin)).status).toBe(200);
    expect((await page().load(editor)).status).toBe(403);
    const anonymous = await page().load(undefined);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/admin\/login\?redirectTo=/);
  });

  it("records the outbox's sends: a failure each time, a success at once after it and then not per email", async () => {
    let refuse: string | undefined;
    const transport: MailTransport = {
      send: async () => {
        if (refuse) throw new Error(refuse);
      },
      close: () => {},
    };
    const worker = new OutboxWorker(database, transport, logger);
    const send = async () => {
      await enqueueEmail(database.db, { to: "guest@lodge.test", subject: "Hello", html: "<p>Hi</p>", text: "Hi" });
      return worker.drain();
    };
    const mailRun = async () => (await jobRuns(database.db)).get("mail");

    refuse = "550 mailbox unavailable";
    expect(await send()).toBe(0);
    expect(await mailRun()).toMatchObject({ lastSuccessAt: null, lastError: "550 mailbox unavailable" });

    refuse = undefined;
    expect(await send()).toBe(1);
    expect((await mailRun())?.lastSuccessAt).not.toBeNull();

    // Within the interval a success writes nothing: the stamp set here stays.
    const stamp = "2000-01-01T00:00:00.000Z";
    await database.db.updateTable("job_runs").set({ last_success_at: stamp }).where("name", "=", "mail").execute();
    expect(await send()).toBe(1);
    expect((await mailRun())?.lastSuccessAt).toBe(stamp);

    refuse = "421 try later";
    expect(await send()).toBe(0);
    expect(await mailRun()).toMatchObject({ lastSuccessAt: stamp, lastError: "421 try later" });
  });

  it("sends and settles emails when the runs cannot be recorded", async () => {
    let refuse = false;
    const transport: MailTransport = {
      send: async () => {
        if (refuse) throw new Error("refused");
      },
      close: () => {},
    };
    const worker = new OutboxWorker(database, transport, logger);
    await sql`alter table job_runs rename to job_runs_away`.execute(database.db);
    try {
      await enqueueEmail(database.db, { to: "a@lodge.test", subject: "One", html: "<p>1</p>", text: "1" });
      expect(await worker.drain()).toBe(1);
      refuse = true;
      await enqueueEmail(database.db, { to: "b@lodge.test", subject: "Two", html: "<p>2</p>", text: "2" });
      expect(await worker.drain()).toBe(0);
      const rows = await database.db.selectFrom("email_outbox").select(["subject", "status", "attempts"]).orderBy("id").execute();
      expect(rows).toEqual([
        { subject: "One", status: "sent", attempts: 1 },
        { subject: "Two", status: "pending", attempts: 1 },
      ]);
    } finally {
      await sql`alter table job_runs_away rename to job_runs`.execute(database.db);
    }
  });

  it("the housekeeping records its message step and its retention steps as two jobs, a failed step as a failure", async () => {
    const runs = () => jobRuns(database.db);
    let stop = startHousekeeping({ database, logger, intervalMs: 60_000 });
    try {
      await until(async () => (await runs()).has("retention"), 10_000, "the housekeeping's first run");
    } finally {
      await stop();
    }
    let recorded = await runs();
    expect(recorded.get("housekeeping")).toMatchObject({
      lastFailureAt: null,
      detail: { messagesArchived: 0, messagesDeleted: 0 },
    });
    expect(recorded.get("retention")).toMatchObject({
      lastFailureAt: null,
      detail: expect.objectContaining({ emailsDeleted: 0 }),
    });

    // The audit table away: that retention step fails, the others and the message step still run.
    await sql`alter table audit_log rename to audit_log_away`.execute(database.db);
    try {
      stop = startHousekeeping({ database, logger, intervalMs: 60_000 });
      try {
        await until(async () => Boolean((await runs()).get("retention")?.lastFailureAt), 10_000, "the failed retention");
      } finally {
        await stop();
      }
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(database.db);
    }
    recorded = await runs();
    expect(recorded.get("retention")?.lastError).toMatch(/^audit: /);
    expect(recorded.get("housekeeping")?.lastFailureAt).toBeNull();
  });

  it("a roll-up records its run", async () => {
    const stop = startClickRollup({ db: database.db, logger });
    try {
      await until(async () => (await jobRuns(database.db)).has("click-rollup"), 10_000, "the click roll-up's first run");
    } finally {
      await stop();
    }
    expect((await jobRuns(database.db)).get("click-rollup")).toMatchObject({
      lastFailureAt: null,
      detail: { days: expect.any(Number) },
    });
  });
});
