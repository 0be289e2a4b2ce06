/**
 * The bounce mailbox (decision 0026) against Debian's Dovecot, started on a free port: reports
 * delivered to it by IMAP APPEND suppress their addresses or count as soft bounces, once however
 * often they are read; other mail is left alone; failures are recorded for the system page in one
 * line. Generated emails that are no report store nothing, and hostile ones never stop a run.
 * On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { ImapFlow } from "imapflow";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type BounceMailbox, imapMailbox, loadConfig } from "~/.server/config";
import { migrateToLatest, openDatabase } from "~/.server/db";
import { runBounceMailbox, startBounceMailbox } from "~/.server/jobs/bounce-mailbox";
import { createLogger } from "~/.server/logger";
import { MAILBOX_LIMITS, PROCESSED_FOLDER } from "~/.server/mail/bounce-mailbox";
import { recordReport } from "~/.server/services/mail/suppression/reports";
import { jobRuns, recordFailure, recordSuccess } from "~/.server/services/operations/job-runs";
import { bounceMailboxStaleMs, systemStatus } from "~/.server/services/operations/system-status";
import { updateSettings } from "~/.server/settings";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { type Dovecot, mailboxUrl, startDovecot, withImap as withDovecot } from "../support/dovecot";
import { expectNextCampaignSkips } from "../support/next-campaign";
import { fixture, hostileReport, notAReport, REPORT_ADDRESSES } from "../support/report-arbitraries";
import { startServerProcess } from "../support/server-process";
import { until } from "../support/until";

const logger = createLogger("silent");
/** Whom the fixtures' reports are about: each was sent this suite's campaign. */
const MAILED = [
  "annoyed.reader@mailbox.example",
  "full.inbox@resort.example",
  "gone.guest@lodge.example",
  "slow.host@inn.example",
  "no.such.person@gmail.com",
  "m.rivera@contoso.com",
];
const crlf = (text: string) => text.replace(/\r?\n/g, "\r\n");
const PLAIN_EMAIL = crlf(
  "From: Guest <guest@lodge.example>\nTo: bounces@crestwayhospitality.com\nSubject: Shift question\n\nHello, is Friday's shift still open?\n",
);

describe.each(engines())("the bounce mailbox on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let dovecot: Dovecot;
  let mailbox: BounceMailbox;
  let campaignId: number;

  /** A fixture as the campaign sender would have had it returned: naming this suite's campaign. */
  const returned = (name: string) =>
    crlf(fixture(name).replace(/X-Crestway-Campaign: \d+/, `X-Crestway-Campaign: ${campaignId}`));

  const withImap = <T>(work: (client: ImapFlow) => Promise<T>) => withDovecot(dovecot, work);

  const append = (...messages: string[]) =>
    withImap(async (client) => {
      for (const message of messages) await client.append("INBOX", message);
    });

  /** Each email of a folder: its subject and whether it is flagged seen. */
  const folder = (name: string) =>
    withImap(async (client) => {
      if (!(await client.list()).some((box) => box.path === name)) return [];
      const lock = await client.getMailboxLock(name);
      try {
        const messages = await client.fetchAll("1:*", { envelope: true, flags: true });
        return messages.map((message) => ({ subject: message.envelope?.subject, seen: message.flags?.has("\\Seen") ?? false }));
      } catch {
        return [];
      } finally {
        lock.release();
      }
    });

  const emptyMailbox = () =>
    withImap(async (client) => {
      for (const box of await client.list()) {
        const lock = await client.getMailboxLock(box.path);
        try {
          if (client.mailbox && client.mailbox.exists > 0) await client.messageDelete("1:*");
        } finally {
          lock.release();
        }
      }
    });

  /** This suite's campaign was sent to these addresses (subscriber ids from `firstId` on). */
  const sentCampaignTo = (addresses: readonly string[], firstId: number) =>
    database.db
      .insertInto("campaign_deliveries")
      .values(
        addresses.map((email, index) => ({
          campaign_id: campaignId,
          subscriber_id: firstId + index,
          email,
          language: "en",
          status: "sent" as const,
          sent_at: new Date().toISOString(),
        })),
      )
      .execute();
  const run = (options: { mailbox?: BounceMailbox; maxMessageBytes?: number } = {}) =>
    runBounceMailbox({
      db: database.db,
      logger,
      mailbox: options.mailbox ?? mailbox,
      limits: { ...MAILBOX_LIMITS, maxMessageBytes: options.maxMessageBytes ?? 64 * 1024 },
    });
  const lastRun = async () => (await jobRuns(database.db)).get("bounce-mailbox");
  const events = () =>
    database.db.selectFrom("mail_delivery_events").select(["email", "kind", "source", "campaign_id"]).orderBy("email").execute();
  const suppressions = () =>
    database.db.selectFrom("mail_suppressions").select(["email", "reason", "source", "campaign_id"]).orderBy("email").execute();

  beforeAll(async () => {
    dovecot = await startDovecot();
    const parsed = imapMailbox(mailboxUrl(dovecot), 60_000);
    if (!parsed) throw new Error("The test's mailbox URL did not parse");
    mailbox = parsed;
  }, 30_000);

  afterAll(async () => {
    await dovecot?.stop();
  });

  beforeEach(async () => {
    const { db } = database;
    await db.deleteFrom("mail_delivery_events").execute();
    await db.deleteFrom("mail_suppressions").execute();
    await db.deleteFrom("campaign_deliveries").execute();
    await db.deleteFrom("campaigns").execute();
    await db.deleteFrom("job_runs").execute();
    await updateSettings(db, TEST_ACTOR, { softBounceLimit: 3, softBounceWindowDays: 14 });
    campaignId = (
      await db
        .insertInto("campaigns")
        .values({ name: "Winter openings", content: "{}", status: "sent" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await sentCampaignTo(MAILED, 1);
    await emptyMailbox();
  });

  it("suppresses hard bounces and complaints, counts soft ones, leaves other mail alone, and counts nothing twice", async () => {
    const oversized = crlf(`From: someone@lodge.example\nSubject: Brochure\n\n${"A long brochure. ".repeat(6_000)}\n`);
    await append(
      returned("postfix-hard-bounce.eml"),
      returned("exim-mailbox-full.eml"),
      returned("exim-delayed.eml"),
      returned("arf-abuse-complaint.eml"),
      PLAIN_EMAIL,
      oversized,
    );
    await run();

    expect(await suppressions()).toEqual([
      { email: "annoyed.reader@mailbox.example", reason: "complaint", source: "imap", campaign_id: campaignId },
      { email: "gone.guest@lodge.example", reason: "hard_bounce", source: "imap", campaign_id: campaignId },
    ]);
    // Every event names the campaign its returned email's header named.
    expect(await events()).toEqual([
      { email: "annoyed.reader@mailbox.example", kind: "complaint", source: "imap", campaign_id: campaignId },
      { email: "full.inbox@resort.example", kind: "soft_bounce", source: "imap", campaign_id: campaignId },
      { email: "gone.guest@lodge.example", kind: "hard_bounce", source: "imap", campaign_id: campaignId },
      { email: "slow.host@inn.example", kind: "soft_bounce", source: "imap", campaign_id: campaignId },
    ]);
    expect(await lastRun()).toMatchObject({
      lastFailureAt: null,
      detail: {
        read: 5,
        reports: 4,
        tooLarge: 1,
        movedTo: PROCESSED_FOLDER,
        events: 4,
        suppressed: 2,
        strangers: 0,
        unreadable: 0,
      },
    });
    // The reports moved, read; the other email and the oversized one stay for a person, seen, never deleted.
    expect(await folder(PROCESSED_FOLDER)).toEqual([
      { subject: "Undelivered Mail Returned to Sender", seen: true },
      { subject: "Mail delivery failed: returning message to sender", seen: true },
      { subject: "Warning: message 1tB2aa-0003Qm-0F delayed 24 hours", seen: true },
      { subject: "Email Feedback Report for IP 198.51.100.8", seen: true },
    ]);
    expect(await folder("INBOX")).toEqual([
      { subject: "Shift question", seen: true },
      { subject: "Brochure", seen: true },
    ]);

    // Nothing unread: the next run reads nothing.
    await run();
    expect((await lastRun())?.detail).toMatchObject({ read: 0, reports: 0, events: 0 });
    // The same reports delivered again are read again and count for nothing.
    await append(returned("postfix-hard-bounce.eml"), returned("exim-mailbox-full.eml"), returned("arf-abuse-complaint.eml"));
    await run();
    expect((await lastRun())?.detail).toMatchObject({ read: 3, reports: 3, events: 0 });
    expect(await events()).toHaveLength(4);
    expect(await folder(PROCESSED_FOLDER)).toHaveLength(7);
    // The next campaign skips both suppressed addresses.
    await expectNextCampaignSkips(database, ["annoyed.reader@mailbox.example", "gone.guest@lodge.example"]);
  });

  it("keeps nothing from a report about an address the site never sent to, and files it as read", async () => {
    const stranger = returned("postfix-hard-bounce.eml").replaceAll(/gone\.guest@lodge\.example/gi, "never.mailed@lodge.example");
    expect(stranger).toContain("never.mailed@lodge.example");
    await append(stranger);
    await run();
    expect(await events()).toEqual([]);
    expect(await suppressions()).toEqual([]);
    expect((await lastRun())?.detail).toMatchObject({ read: 1, reports: 1, events: 0, strangers: 1 });
    expect(await folder(PROCESSED_FOLDER)).toEqual([{ subject: "Undelivered Mail Returned to Sender", seen: true }]);

    // An address the outbox sent an email to (a newsletter confirmation) counts, whatever its case.
    await database.db
      .insertInto("email_outbox")
      .values({
        recipient: "Never.Mailed@lodge.example",
        subject: "Confirm",
        html: "",
        text: "",
        headers: "{}",
        status: "sent",
        next_attempt_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();
    // The same report again: nothing of it was kept the first time, so it counts now.
    await append(stranger);
    await run();
    expect(await suppressions()).toMatchObject([{ email: "never.mailed@lodge.example", reason: "hard_bounce" }]);
  });

  it("leaves a report it could not record unread for the next run, and records the failure", async () => {
    await append(returned("gmail-address-not-found.eml"));
    await sql`alter table mail_delivery_events rename to mail_delivery_events_away`.execute(database.db);
    try {
      await run();
    } finally {
      await sql`alter table mail_delivery_events_away rename to mail_delivery_events`.execute(database.db);
    }
    expect((await lastRun())?.lastError).toMatch(
      /^a report could not be recorded \(.+\): check the database; the email stays unread for the next run$/,
    );
    expect(await folder("INBOX")).toEqual([{ subject: "Delivery Status Notification (Failure)", seen: false }]);

    await run();
    expect(await suppressions()).toEqual([
      { email: "no.such.person@gmail.com", reason: "hard_bounce", source: "imap", campaign_id: campaignId },
    ]);
    expect(await folder("INBOX")).toEqual([]);
  });

  it("records a refused login, an unreachable server, a missing folder and a server without TLS in one line each", async () => {
    const failureFor = async (changes: Partial<BounceMailbox>) => {
      await run({ mailbox: { ...mailbox, ...changes } });
      return (await lastRun())?.lastError;
    };
    expect(await failureFor({ password: "not-the-password" })).toBe(
      "cannot log in to the bounce mailbox: check BOUNCE_IMAP_URL's user and password",
    );
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await failureFor({ port })).toBe(
      `cannot reach the bounce mailbox at 127.0.0.1:${port} (ECONNREFUSED): check BOUNCE_IMAP_URL's host and port`,
    );
    expect(await failureFor({ folder: "Nowhere" })).toBe(
      'the folder "Nowhere" does not exist in the bounce mailbox: check BOUNCE_IMAP_URL\'s path',
    );
    expect(await failureFor({ requireStartTls: true })).toBe(
      `no secure connection to 127.0.0.1:${dovecot.port}: check BOUNCE_IMAP_URL's scheme and port (imaps:// on 993, imap:// with STARTTLS on 143)`,
    );
    expect(await lastRun()).toMatchObject({ lastSuccessAt: null });
    expect(await events()).toEqual([]);
  });

  it("runs on its schedule when started, and the system page shows its last run or that it is not configured", async () => {
    await append(returned("exchange-recipient-not-found.eml"));
    const stop = startBounceMailbox({ db: database.db, logger, mailbox });
    try {
      await until(async () => Boolean((await lastRun())?.lastSuccessAt), 15_000, "the bounce mailbox's first run");
    } finally {
      await stop();
    }
    expect(await suppressions()).toMatchObject([{ email: "m.rivera@contoso.com", reason: "hard_bounce" }]);

    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "bounce-")) });
    const statusOf = async (bounceMailbox: BounceMailbox | undefined, now = new Date()) =>
      (await systemStatus({ database, config: { ...config, bounceMailbox }, redisStatus: () => "off", now })).bounceMailbox;
    expect(await statusOf(undefined)).toMatchObject({ configured: false, problem: null });
    expect(await statusOf(mailbox)).toMatchObject({ configured: true, problem: null, lastFailureAt: null });
    const later = new Date(Date.now() + bounceMailboxStaleMs(mailbox.intervalMs) + 60_000);
    expect(await statusOf(mailbox, later)).toMatchObject({ problem: "jobStale" });
    await recordFailure(database.db, "bounce-mailbox", new Error("cannot log in to the bounce mailbox"));
    expect(await statusOf(mailbox)).toMatchObject({ problem: "jobFailed", lastError: "cannot log in to the bounce mailbox" });
    await database.db.deleteFrom("job_runs").execute();
    expect(await statusOf(mailbox)).toMatchObject({ problem: "jobNeverRan" });
    await recordSuccess(database.db, "bounce-mailbox", { read: 0 });
    expect(await statusOf(mailbox)).toMatchObject({ problem: null });
  });

  it("stores nothing from generated emails that are no report, and only report addresses from hostile reports", async () => {
    await fc.assert(
      fc.asyncProperty(notAReport, async (text) => {
        const outcome = await recordReport(database.db, Buffer.from(text, "utf8"));
        expect(outcome).toMatchObject({ recorded: 0, suppressed: 0 });
        expect(await events()).toEqual([]);
        expect(await suppressions()).toEqual([]);
      }),
      { numRuns: 40 },
    );
    // The site sent to every address the generated reports name but one, the stranger.
    const [stranger, ...mailed] = REPORT_ADDRESSES.map((address) => address.toLowerCase());
    await sentCampaignTo(mailed, 100);
    const texts: string[] = [];
    await fc.assert(
      fc.asyncProperty(hostileReport, async ({ text }) => {
        texts.push(text.toLowerCase());
        await recordReport(database.db, Buffer.from(text, "utf8"));
      }),
      { numRuns: 40 },
    );
    // Whatever was kept is an address some report spelled out and the site sent to: never one made
    // up, taken from elsewhere, or the stranger.
    for (const { email, source } of await events()) {
      expect(source).toBe("imap");
      expect(texts.some((text) => text.includes(email))).toBe(true);
      expect(mailed).toContain(email);
    }
    expect(await suppressions()).not.toContainEqual(expect.objectContaining({ email: stranger }));
  });

  it("reads on past hostile and broken emails in the mailbox: none stops the run", async () => {
    const hostile = [
      ...fc.sample(notAReport, { numRuns: 12, seed: 26 }),
      ...fc.sample(hostileReport, { numRuns: 12, seed: 26 }).map((r) => r.text),
    ];
    let appended = 0;
    await withImap(async (client) => {
      for (const message of hostile) {
        // The server may refuse a message outright (a NUL byte); those never reach the mailbox.
        if (await client.append("INBOX", message).catch(() => false)) appended++;
      }
      await client.append("INBOX", returned("postfix-hard-bounce.eml"));
    });
    expect(appended).toBeGreaterThan(12);
    await run();
    const last = await lastRun();
    expect(last?.lastFailureAt).toBeNull();
    // Each email was read, or flagged as too large to read.
    expect(Number(last?.detail?.read) + Number(last?.detail?.tooLarge)).toBe(appended + 1);
    expect(await suppressions()).toContainEqual({
      email: "gone.guest@lodge.example",
      reason: "hard_bounce",
      source: "imap",
      campaign_id: campaignId,
    });
    expect((await folder("INBOX")).every((message) => message.seen)).toBe(true);
  });
});

describe("the built server", () => {
  let dovecot: Dovecot;

  beforeAll(async () => {
    dovecot = await startDovecot();
  }, 30_000);

  afterAll(async () => {
    await dovecot?.stop();
  });

  it("reads the mailbox BOUNCE_IMAP_URL names from its start, and stops cleanly", async () => {
    await withDovecot(dovecot, (client) => client.append("INBOX", crlf(fixture("postfix-hard-bounce.eml"))));
    // The site sent a campaign to the address the report is about, before the server starts.
    const dataDir = mkdtempSync(path.join(tmpdir(), "bounce-server-"));
    const url = `sqlite:${path.join(dataDir, "app.db")}`;
    const before = openDatabase({ url });
    try {
      await migrateToLatest(before);
      const { id } = await before.db
        .insertInto("campaigns")
        .values({ name: "Winter openings", content: "{}", status: "sent" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await before.db
        .insertInto("campaign_deliveries")
        .values({ campaign_id: id, subscriber_id: 1, email: "gone.guest@lodge.example", language: "en", status: "sent" })
        .execute();
    } finally {
      await before.close();
    }
    const server = await startServerProcess(
      { BOUNCE_IMAP_URL: mailboxUrl(dovecot), BOUNCE_IMAP_INTERVAL_SECONDS: "30" },
      { dataDir },
    );
    try {
      const database = openDatabase({ url });
      try {
        await until(
          async () => Boolean((await jobRuns(database.db)).get("bounce-mailbox")?.lastSuccessAt),
          20_000,
          "the server's first reading of the bounce mailbox",
        );
        expect(await database.db.selectFrom("mail_suppressions").select(["email", "reason", "source"]).execute()).toEqual([
          { email: "gone.guest@lodge.example", reason: "hard_bounce", source: "imap" },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      await server.stop();
    }
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 60_000);
});
