/**
 * The sending side of the suppression list (decision 0022), over real SMTP, on SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL: a campaign skips every suppressed address (listed before its
 * queuing or after it) and its report counts bounces, complaints and those skips; the SMTP server's
 * refusal of a recipient becomes a bounce, permanent at once, temporary once the retries run out,
 * for campaigns and the outbox alike, and a failure to record one never breaks sending; the
 * newsletter's confirmation skips a suppressed address while account emails still reach it; the
 * retention job deletes old events and keeps the list.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { invitationEmail } from "~/.server/auth/auth";
import type { Database } from "~/.server/db";
import { createLogger } from "~/.server/logger";
import { OutboxWorker } from "~/.server/mail/outbox";
import { createMailTransport, type MailTransport } from "~/.server/mail/transport";
import { requestPasswordReset } from "~/.server/services/accounts/account-recovery";
import {
  type CampaignContext,
  CampaignSender,
  type CampaignSenderOptions,
  campaignReport,
  createCampaign,
  getCampaign,
  sendCampaignNow,
} from "~/.server/services/campaigns";
import { queueNextChunk, SUPPRESSED } from "~/.server/services/campaigns/queue";
import { CAMPAIGN_HEADER, campaignIdOfHeader } from "~/.server/services/mail/suppression/campaign-header";
import { recordDeliveryEvent } from "~/.server/services/mail/suppression/events";
import { recipientRefusal } from "~/.server/services/mail/suppression/smtp-refusal";
import { isSuppressed } from "~/.server/services/mail/suppression/suppressed";
import { runHousekeeping } from "~/.server/services/operations/housekeeping";
import { DEFAULT_SETTINGS, updateSettings } from "~/.server/settings";
import type { CampaignDraft } from "~/lib/campaigns";
import { action as newsletterAction } from "~/routes/newsletter";
import { appContext, formArgs, unwrap } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser } from "../support/sessions";
import { type Refusal, startSmtpServer } from "../support/smtp";
import { insertSubscriber } from "../support/subscribers";

const logger = createLogger("silent");

const DRAFT: CampaignDraft = {
  name: "Spring openings",
  content: { en: { subject: "Spring openings", preheader: "Lodges are hiring", body: "Hello!" } },
};

const NO_SUCH_USER: Refusal = { code: 550, message: "5.1.1 <gone@lodge.test>: No such user" };
const MAILBOX_BUSY: Refusal = { code: 450, message: "4.2.1 Mailbox busy, try again later" };

describe("reading the SMTP server's refusal of a recipient", () => {
  it("takes a refusal at RCPT TO, permanent or temporary, and nothing else", () => {
    const refused = (code: number, command = "RCPT TO") => ({
      responseCode: code,
      rejectedErrors: [{ command, responseCode: code, response: `${code} words` }],
    });
    expect(recipientRefusal(refused(550))).toEqual({ permanent: true, detail: "550 words" });
    expect(recipientRefusal(refused(452))).toEqual({ permanent: false, detail: "452 words" });
    // A refusal of our sender or of the content is not the address's doing; a connection failure has no reply.
    expect(recipientRefusal(refused(550, "MAIL FROM"))).toBeUndefined();
    expect(recipientRefusal({ responseCode: 554, command: "DATA" })).toBeUndefined();
    expect(recipientRefusal({ code: "ECONNECTION" })).toBeUndefined();
    expect(recipientRefusal(null)).toBeUndefined();
  });

  it("reads the campaign a header or a provider's value names, and nothing else", () => {
    expect(campaignIdOfHeader(" 42 ")).toBe(42);
    // Providers that keep custom values echo it as a number.
    expect(campaignIdOfHeader(42)).toBe(42);
    for (const value of ["", "0", "-1", "42x", "1e3", "99999999999", 4.5, -3, Number.NaN, undefined])
      expect(campaignIdOfHeader(value)).toBeUndefined();
  });
});

describe.each(engines())("suppressed addresses at send time on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let transport: MailTransport;
  const senders: CampaignSender[] = [];

  const context = (): CampaignContext => ({
    database,
    publicUrl: "https://staffing.test",
    siteName: "Crestway",
    address: "1 Harbour Road",
  });
  const sender = (options: Partial<CampaignSenderOptions> = {}) => {
    const made = new CampaignSender(database, transport, logger, async () => context(), {
      instance: "test:1",
      ratePerMinute: 60_000,
      retryBaseMs: 1,
      retryMaxMs: 1,
      pollIntervalMs: 50,
      ...options,
    });
    senders.push(made);
    return made;
  };
  const startSmtp = async (refuse?: (address: string) => Refusal | undefined) => {
    smtp = await startSmtpServer(0, { refuse });
    transport = createMailTransport({ smtpUrl: smtp.url, from: "Crestway <news@crestway.test>", dataDir: "/tmp", logger });
  };

  const subscribe = (email: string) => insertSubscriber(database, email);
  const suppress = (email: string) => recordDeliveryEvent(database.db, { email, kind: "hard_bounce", source: "imap" });
  const deliveries = (campaignId: number) =>
    database.db
      .selectFrom("campaign_deliveries")
      .select(["email", "status", "error"])
      .where("campaign_id", "=", campaignId)
      .orderBy("email")
      .execute();
  const recipients = () => smtp.received.map((mail) => mail.to[0]).sort();

  beforeEach(async () => {
    for (const table of [
      "mail_delivery_events",
      "mail_suppressions",
      "campaign_deliveries",
      "campaigns",
      "newsletter_subscribers",
      "email_outbox",
      "settings",
    ] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await startSmtp();
  });

  afterEach(async () => {
    await Promise.all(senders.splice(0).map((each) => each.stop()));
    transport.close();
    await smtp.stop();
  });

  it("skips every address suppressed before the queuing or after it, and the report says so", async () => {
    for (const email of ["early@lodge.test", "late@lodge.test", "reader@lodge.test", "angry@lodge.test"]) await subscribe(email);
    await suppress("EARLY@lodge.test");
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    await sendCampaignNow(database, TEST_ACTOR, id);
    // Queued in full, as the sender queues it, before the second address is listed.
    const state = { id, audience: "all" as const, queued_through: 0 };
    while (!(await queueNextChunk(database.db, state, 2))) {}
    await suppress("late@lodge.test");
    await sender().pass();

    expect(recipients()).toEqual(["angry@lodge.test", "reader@lodge.test"]);
    expect(await deliveries(id)).toEqual([
      { email: "angry@lodge.test", status: "sent", error: null },
      { email: "early@lodge.test", status: "skipped", error: SUPPRESSED },
      { email: "late@lodge.test", status: "skipped", error: SUPPRESSED },
      { email: "reader@lodge.test", status: "sent", error: null },
    ]);
    const campaign = await getCampaign(database, id);
    expect(campaign?.status).toBe("sent");
    expect(campaign?.progress).toMatchObject({ total: 4, sent: 2, skipped: 2, failed: 0 });
    // Every email names its campaign, as the reports and providers echo it back.
    for (const mail of smtp.received) expect(campaignIdOfHeader(mail.headers[CAMPAIGN_HEADER.toLowerCase()])).toBe(id);

    // A complaint naming the campaign, a soft bounce matched to it by address: counted once per address.
    const header = smtp.received[0]?.headers[CAMPAIGN_HEADER.toLowerCase()];
    await recordDeliveryEvent(database.db, {
      email: "angry@lodge.test",
      kind: "complaint",
      source: "ses",
      campaignId: campaignIdOfHeader(header),
    });
    await recordDeliveryEvent(database.db, { email: "angry@lodge.test", kind: "complaint", source: "ses", campaignId: id });
    await recordDeliveryEvent(database.db, { email: "reader@lodge.test", kind: "soft_bounce", source: "imap" });
    const report = await campaignReport(database, id);
    expect(report.deliveryEvents).toEqual({ hard_bounce: 0, soft_bounce: 1, complaint: 1 });
    expect(report.suppressedSkipped).toBe(2);
    expect(report.failures).toEqual([]);

    // The next campaign skips the complaining address too.
    const next = await createCampaign(database, TEST_ACTOR, { ...DRAFT, name: "Summer openings" });
    await sendCampaignNow(database, TEST_ACTOR, next);
    await sender({ instance: "test:2" }).pass();
    expect((await deliveries(next)).filter((row) => row.status === "sent").map((row) => row.email)).toEqual([
      "reader@lodge.test",
    ]);
    expect((await campaignReport(database, next)).suppressedSkipped).toBe(3);
  });

  it("suppresses an address the server refuses for good, and fails only that delivery", async () => {
    await smtp.stop();
    await startSmtp((address) => (address.startsWith("gone") ? NO_SUCH_USER : undefined));
    const gone = await subscribe("gone@lodge.test");
    await subscribe("fine@lodge.test");
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    await sendCampaignNow(database, TEST_ACTOR, id);
    await sender().pass();

    expect(recipients()).toEqual(["fine@lodge.test"]);
    expect(smtp.refused).toEqual([{ address: "gone@lodge.test", code: 550 }]);
    expect((await deliveries(id)).map((row) => [row.email, row.status])).toEqual([
      ["fine@lodge.test", "sent"],
      ["gone@lodge.test", "failed"],
    ]);
    const listed = await database.db.selectFrom("mail_suppressions").selectAll().execute();
    expect(listed).toEqual([
      {
        id: expect.any(Number),
        email: "gone@lodge.test",
        email_hash: null,
        reason: "hard_bounce",
        source: "smtp",
        detail: expect.stringMatching(/^550 5\.1\.1 .*No such user$/),
        campaign_id: id,
        created_at: expect.any(String),
      },
    ]);
    const events = await database.db.selectFrom("mail_delivery_events").select(["kind", "event_key", "campaign_id"]).execute();
    expect(events).toEqual([{ kind: "hard_bounce", event_key: `smtp:campaign:${id}:${gone}`, campaign_id: id }]);
    const report = await campaignReport(database, id);
    expect(report.deliveryEvents).toEqual({ hard_bounce: 1, soft_bounce: 0, complaint: 0 });
    expect(report.failures).toEqual([
      { email: "gone@lodge.test", language: "en", error: expect.stringContaining("No such user") },
    ]);
    expect((await getCampaign(database, id))?.status).toBe("sent");
  });

  it("retries a temporary refusal, and counts one soft bounce when the retries run out", async () => {
    await smtp.stop();
    await startSmtp((address) => (address.startsWith("busy") ? MAILBOX_BUSY : undefined));
    await subscribe("busy@lodge.test");
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    await sendCampaignNow(database, TEST_ACTOR, id);
    const worker = sender({ maxAttempts: 3 });
    for (let pass = 0; pass < 10 && (await getCampaign(database, id))?.status !== "sent"; pass++) {
      await worker.pass();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }

    expect(smtp.refused).toHaveLength(3);
    expect((await deliveries(id)).map((row) => row.status)).toEqual(["failed"]);
    const events = await database.db.selectFrom("mail_delivery_events").select(["email", "kind", "source", "detail"]).execute();
    expect(events).toEqual([
      { email: "busy@lodge.test", kind: "soft_bounce", source: "smtp", detail: expect.stringContaining("Mailbox busy") },
    ]);
    // One soft bounce is below the limit of three: the address still gets the next campaign.
    expect(await isSuppressed(database.db, "busy@lodge.test")).toBe(false);
    expect((await campaignReport(database, id)).deliveryEvents.soft_bounce).toBe(1);
  });

  describe("the outbox", () => {
    const queue = (to: string) =>
      database.db
        .insertInto("email_outbox")
        .values({
          recipient: to,
          subject: "Hello",
          html: "<p>Hi</p>",
          text: "Hi",
          headers: "{}",
          next_attempt_at: new Date().toISOString(),
        })
        .execute();
    const rows = () =>
      database.db.selectFrom("email_outbox").select(["recipient", "status", "attempts"]).orderBy("recipient").execute();

    it("fails a permanently refused email at once, as a hard bounce; a temporary refusal after its last retry, as a soft one", async () => {
      await smtp.stop();
      await startSmtp((address) =>
        address.startsWith("gone") ? NO_SUCH_USER : address.startsWith("busy") ? MAILBOX_BUSY : undefined,
      );
      const worker = new OutboxWorker(database, transport, logger, { maxAttempts: 2, baseDelayMs: 0, maxDelayMs: 0 });
      for (const to of ["gone@lodge.test", "busy@lodge.test", "fine@lodge.test"]) await queue(to);
      expect(await worker.drain()).toBe(1);
      expect(await rows()).toEqual([
        { recipient: "busy@lodge.test", status: "pending", attempts: 1 },
        { recipient: "fine@lodge.test", status: "sent", attempts: 1 },
        { recipient: "gone@lodge.test", status: "failed", attempts: 1 },
      ]);
      expect(await isSuppressed(database.db, "gone@lodge.test")).toBe(true);
      // Still retrying: no bounce yet for the busy mailbox.
      const kinds = () =>
        database.db.selectFrom("mail_delivery_events").select(["email", "kind", "campaign_id"]).orderBy("email").execute();
      expect(await kinds()).toEqual([{ email: "gone@lodge.test", kind: "hard_bounce", campaign_id: null }]);

      await worker.drain();
      expect((await rows())[0]).toEqual({ recipient: "busy@lodge.test", status: "failed", attempts: 2 });
      expect(await kinds()).toEqual([
        { email: "busy@lodge.test", kind: "soft_bounce", campaign_id: null },
        { email: "gone@lodge.test", kind: "hard_bounce", campaign_id: null },
      ]);
      expect(smtp.refused.map((refusal) => refusal.address)).toEqual(["gone@lodge.test", "busy@lodge.test", "busy@lodge.test"]);
    });

    it("settles the email when the bounce cannot be recorded", async () => {
      await smtp.stop();
      await startSmtp(() => NO_SUCH_USER);
      // A database whose transactions fail: recording the bounce (one transaction) cannot happen.
      const failing: Database = {
        ...database,
        db: new Proxy(database.db, {
          get(target, property) {
            if (property === "transaction") throw new Error("database gone for a moment");
            const value = Reflect.get(target, property, target);
            return typeof value === "function" ? value.bind(target) : value;
          },
        }),
      };
      await queue("gone@lodge.test");
      const worker = new OutboxWorker(failing, transport, logger, { maxAttempts: 3 });
      expect(await worker.drain()).toBe(0);
      expect(await rows()).toEqual([{ recipient: "gone@lodge.test", status: "failed", attempts: 1 }]);
      expect(await database.db.selectFrom("mail_delivery_events").selectAll().execute()).toEqual([]);
    });
  });

  it("sends no newsletter confirmation to a suppressed address, but account emails still reach it", async () => {
    await updateSettings(database.db, TEST_ACTOR, { newsletterDoubleOptIn: true });
    const { context: app } = appContext(database);
    const staff = await createSignedInUser(app.auth, "editor");
    for (const email of ["bounced@lodge.test", staff.email]) await suppress(email);

    const signUp = async (email: string) =>
      unwrap(await newsletterAction(formArgs(app, "https://staffing.test/newsletter", { email, company_website: "" }) as never));
    // The sign-up is answered and kept as any other: the list is not revealed.
    expect((await signUp("bounced@lodge.test")).body).toEqual({ status: "success", initialValue: null });
    expect((await signUp("welcome@lodge.test")).body).toEqual({ status: "success", initialValue: null });
    const subscribers = await database.db.selectFrom("newsletter_subscribers").select("email").orderBy("email").execute();
    expect(subscribers).toEqual([{ email: "bounced@lodge.test" }, { email: "welcome@lodge.test" }]);

    await requestPasswordReset(app.auth, { headers: new Headers(), language: "en" }, staff.email);
    await invitationEmail(
      { database, kickOutbox: () => {} },
      "bounced@lodge.test",
      "Bea",
      "https://staffing.test/accept-invite?token=x",
    );
    await new OutboxWorker(database, transport, logger).drain();
    expect(recipients()).toEqual(["bounced@lodge.test", staff.email, "welcome@lodge.test"].sort());
    const subjects = Object.fromEntries(smtp.received.map((mail) => [mail.to[0], mail.headers.subject]));
    expect(subjects).toEqual({
      "bounced@lodge.test": expect.stringMatching(/^You are invited/),
      [staff.email]: expect.stringMatching(/^Reset your/),
      "welcome@lodge.test": expect.stringMatching(/^Welcome to the .* newsletter$/),
    });
  });

  it("deletes delivery events past their retention and keeps the suppressions they caused", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await recordDeliveryEvent(database.db, { email: "old@lodge.test", kind: "hard_bounce", source: "smtp" });
    await recordDeliveryEvent(database.db, { email: "new@lodge.test", kind: "soft_bounce", source: "smtp" });
    await database.db
      .updateTable("mail_delivery_events")
      .set({ created_at: daysAgo(366) })
      .where("email", "=", "old@lodge.test")
      .execute();
    await database.db
      .updateTable("mail_delivery_events")
      .set({ created_at: daysAgo(364) })
      .where("email", "=", "new@lodge.test")
      .execute();

    const report = await runHousekeeping(database, { ...DEFAULT_SETTINGS, deliveryEventRetentionDays: 365 }, now);
    expect(report.deliveryEventsDeleted).toBe(1);
    expect(report.failures).toEqual([]);
    expect(await database.db.selectFrom("mail_delivery_events").select("email").execute()).toEqual([{ email: "new@lodge.test" }]);
    expect(await isSuppressed(database.db, "old@lodge.test")).toBe(true);
    // A shorter retention reaches the newer one too; a nonsensical one deletes nothing.
    expect(
      (await runHousekeeping(database, { ...DEFAULT_SETTINGS, deliveryEventRetentionDays: 0 }, now)).deliveryEventsDeleted,
    ).toBe(0);
    expect(
      (await runHousekeeping(database, { ...DEFAULT_SETTINGS, deliveryEventRetentionDays: 30 }, now)).deliveryEventsDeleted,
    ).toBe(1);
  });
});
