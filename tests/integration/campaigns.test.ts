/**
 * Campaigns (decision 0013) through the service and the sender, delivered over real SMTP, on SQLite and
 * PostgreSQL: languages and fallbacks, headers, audience, unsubscribing mid-send, pause, cancel,
 * temporary and permanent refusals, the rate, two senders at once, and a predecessor's leftovers.
 */
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "~/.server/db";
import { createLogger } from "~/.server/logger";
import { createMailTransport, type MailTransport } from "~/.server/mail/transport";
import {
  audienceOf,
  type CampaignContext,
  CampaignSender,
  campaignReport,
  cancelCampaign,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  pauseCampaign,
  renderCampaignEmail,
  resumeCampaign,
  scheduleCampaign,
  sendCampaignNow,
  sendCampaignTest,
  unscheduleCampaign,
  updateCampaign,
} from "~/.server/services/campaigns";
import { campaignLink, renderCampaignMarkdown } from "~/.server/services/campaigns/markdown";
import { INTERRUPTED, isTemporaryFailure } from "~/.server/services/campaigns/sender";
import { unsubscribe } from "~/.server/services/records/newsletter";
import { updateSettings } from "~/.server/settings";
import type { CampaignDraft } from "~/lib/campaigns";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { startSmtpServer } from "../support/smtp";
import { insertSubscriber } from "../support/subscribers";
import { until } from "../support/until";

const logger = createLogger("silent");

const PUBLIC_URL = "https://staffing.test";

const DRAFT: CampaignDraft = {
  name: "Winter hiring 2027",
  content: {
    en: {
      subject: "Winter openings",
      preheader: "Lodges are hiring",
      body: "Hello!\n\nSee [our pricing](/pricing) or [a partner](https://partner.example/x).\n\n<script>alert(1)</script>\n\n<b>bold</b> text",
    },
    fr: { subject: "Postes d'hiver", preheader: "Les lodges recrutent", body: "Bonjour !\n\nVoir [nos tarifs](/pricing)." },
  },
};

describe("campaign Markdown", () => {
  const links = { publicUrl: PUBLIC_URL, language: "fr" as const, utmCampaign: "winter-1" };

  it("drops raw HTML, keeps Markdown, and refuses script links", () => {
    const html = renderCampaignMarkdown(
      "# Title\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)> **bold** [x](javascript:alert(1))",
      links,
    );
    expect(html).toContain("<h1");
    expect(html).toContain("<strong");
    expect(html).not.toMatch(/<script|onerror|<img|href="javascript:/i);
  });

  it("makes site links absolute, localized and tagged, and leaves other sites alone", () => {
    expect(campaignLink("/pricing#faq", links)).toBe(
      "https://staffing.test/fr/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=winter-1#faq",
    );
    // A full address on the site is the same page as its path: in the reader's language too.
    expect(campaignLink("https://staffing.test/es/contact?x=1", links)).toBe(
      "https://staffing.test/fr/contact?x=1&utm_source=newsletter&utm_medium=email&utm_campaign=winter-1",
    );
    expect(campaignLink("https://partner.example/x", links)).toBe("https://partner.example/x");
    expect(campaignLink("mailto:hello@staffing.test", links)).toBe("mailto:hello@staffing.test");
  });
});

describe("temporary SMTP failures", () => {
  it("retries refusals the server calls temporary and connections that never opened, nothing else", () => {
    expect(isTemporaryFailure({ responseCode: 451 })).toBe(true);
    expect(isTemporaryFailure({ responseCode: 550 })).toBe(false);
    expect(isTemporaryFailure({ code: "ECONNECTION", command: "CONN" })).toBe(true);
    expect(isTemporaryFailure({ code: "ETIMEDOUT", command: "DATA" })).toBe(false);
  });
});

describe.each(engines())("campaigns on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let transport: MailTransport;
  const senders: CampaignSender[] = [];

  const context = (): CampaignContext => ({ database, publicUrl: PUBLIC_URL, siteName: "Crestway", address: "1 Harbour Road" });
  const sender = (options: { instance?: string; ratePerMinute?: number } = {}) => {
    const made = new CampaignSender(database, transport, logger, async () => context(), {
      instance: options.instance ?? "test:1",
      ratePerMinute: options.ratePerMinute ?? 60_000,
      retryBaseMs: 1,
      pollIntervalMs: 50,
    });
    senders.push(made);
    return made;
  };

  const subscribe = (email: string, language: string, confirmed: 0 | 1 = 1) =>
    insertSubscriber(database, email, language, confirmed);

  beforeEach(async () => {
    for (const table of [
      "campaign_deliveries",
      "campaigns",
      "newsletter_subscribers",
      "email_outbox",
      "link_clicks",
      "settings",
    ] as const) {
      await database.db.deleteFrom(table).execute();
    }
    smtp = await startSmtpServer();
    transport = createMailTransport({ smtpUrl: smtp.url, from: "Crestway <news@crestway.test>", dataDir: "/tmp", logger });
  });

  afterEach(async () => {
    await Promise.all(senders.splice(0).map((s) => s.stop()));
    transport.close();
    await smtp.stop();
  });

  it("keeps drafts editable and refuses moves from the wrong state", async () => {
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    expect((await getCampaign(database, id))?.status).toBe("draft");
    expect(await pauseCampaign(database, TEST_ACTOR, id)).toEqual({ ok: false, reason: "wrongState" });
    expect(await pauseCampaign(database, TEST_ACTOR, 999_999)).toEqual({ ok: false, reason: "notFound" });
    expect(await scheduleCampaign(database, TEST_ACTOR, id, new Date(Date.now() + 3_600_000))).toEqual({ ok: true });
    expect(await updateCampaign(database, TEST_ACTOR, id, { ...DRAFT, name: "Renamed" })).toEqual({ ok: true });
    expect(await unscheduleCampaign(database, TEST_ACTOR, id)).toEqual({ ok: true });
    const list = await listCampaigns(database);
    expect(list.map((c) => [c.name, c.status, c.languages])).toEqual([["Renamed", "draft", ["en", "fr"]]]);
    expect(await sendCampaignNow(database, TEST_ACTOR, id)).toEqual({ ok: true });
    expect(await updateCampaign(database, TEST_ACTOR, id, DRAFT)).toEqual({ ok: false, reason: "wrongState" });
    expect(await deleteCampaign(database, TEST_ACTOR, id)).toEqual({ ok: false, reason: "wrongState" });
    expect((await getCampaign(database, id))?.utmCampaign).toBe(`renamed-${id}`);
  });

  it("records each staff move in the audit log, once, with the status before and after", async () => {
    await database.db.deleteFrom("audit_log").execute();
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    await updateCampaign(database, TEST_ACTOR, id, { ...DRAFT, name: "Renamed" });
    await scheduleCampaign(database, TEST_ACTOR, id, new Date(Date.now() + 3_600_000));
    await unscheduleCampaign(database, TEST_ACTOR, id);
    await sendCampaignNow(database, TEST_ACTOR, id);
    await pauseCampaign(database, TEST_ACTOR, id);
    // Refused: no change, no entry.
    expect(await pauseCampaign(database, TEST_ACTOR, id)).toEqual({ ok: false, reason: "wrongState" });
    await resumeCampaign(database, TEST_ACTOR, id);
    await cancelCampaign(database, TEST_ACTOR, id);
    const entries = await database.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "target_id", "before", "after"])
      .orderBy("id")
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual([
      "campaign.create",
      "campaign.update",
      "campaign.schedule",
      "campaign.unschedule",
      "campaign.send",
      "campaign.pause",
      "campaign.resume",
      "campaign.cancel",
    ]);
    expect(new Set(entries.map((entry) => entry.target_id))).toEqual(new Set([String(id)]));
    expect(entries.every((entry) => entry.actor_email === TEST_ACTOR.email)).toBe(true);
    const pause = entries.find((entry) => entry.action === "campaign.pause");
    expect([JSON.parse(pause?.before ?? "{}"), JSON.parse(pause?.after ?? "{}")]).toEqual([
      { status: "sending" },
      { status: "paused" },
    ]);
  });

  it("sends each subscriber one email in their language, falling back to English, with one-click unsubscribe", async () => {
    await subscribe("en@lodge.test", "en");
    await subscribe("es@lodge.test", "es");
    await subscribe("fr@lodge.test", "fr");
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    expect(await audienceOf(database)).toEqual({ audience: "all", counts: { en: 1, es: 1, fr: 1 }, total: 3 });
    await sendCampaignNow(database, TEST_ACTOR, id);
    await sender().pass();

    expect((await getCampaign(database, id))?.status).toBe("sent");
    // A sent campaign's figures are final, stored with it, and what the list shows.
    const stored = await database.db.selectFrom("campaigns").select("final_progress").where("id", "=", id).executeTakeFirst();
    expect(JSON.parse(stored?.final_progress ?? "null")).toEqual({
      total: 3,
      waiting: 0,
      sent: 3,
      failed: 0,
      skipped: 0,
      queued: true,
    });
    expect((await listCampaigns(database))[0]?.progress).toEqual(JSON.parse(stored?.final_progress ?? "null"));
    const byRecipient = Object.fromEntries(smtp.received.map((mail) => [mail.to[0], mail]));
    expect(Object.keys(byRecipient).sort()).toEqual(["en@lodge.test", "es@lodge.test", "fr@lodge.test"]);
    expect(byRecipient["fr@lodge.test"]?.headers.subject).toContain("Postes d'hiver");
    expect(byRecipient["es@lodge.test"]?.headers.subject).toBe("Winter openings");
    expect(byRecipient["en@lodge.test"]?.headers.subject).toBe("Winter openings");
    const es = byRecipient["es@lodge.test"];
    expect(es?.headers["list-unsubscribe"]).toBe("<https://staffing.test/es/unsubscribe?token=token-eslodgetest>");
    expect(es?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // The Spanish subscriber reads the English body, with links and footer in Spanish.
    expect(es?.body).toContain("https://staffing.test/es/pricing?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=");
    expect(es?.body).not.toContain("<script");
    expect(byRecipient["fr@lodge.test"]?.body).toContain("/fr/unsubscribe?token=token-frlodgetest");

    const report = await campaignReport(database, id);
    expect(report.languages.map((l) => [l.language, l.delivered, l.failed])).toEqual([
      ["en", 1, 0],
      ["es", 1, 0],
      ["fr", 1, 0],
    ]);
  });

  it("sends only to confirmed subscribers while double opt-in is on", async () => {
    await updateSettings(database.db, TEST_ACTOR, { newsletterDoubleOptIn: true });
    await subscribe("yes@lodge.test", "en", 1);
    await subscribe("pending@lodge.test", "en", 0);
    expect((await audienceOf(database)).total).toBe(1);
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    await sendCampaignNow(database, TEST_ACTOR, id);
    await sender().pass();
    expect(smtp.received.map((mail) => mail.to[0])).toEqual(["yes@lodge.test"]);
    expect((await getCampaign(database, id))?.audience).toBe("confirmed");
  });

  it("skips a subscriber who unsubscribed after the queuing, and reports them", async () => {
    await subscribe("stays@lodge.test", "en");
    await subscribe("leaves@lodge.test", "fr");
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    await sendCampaignNow(database, TEST_ACTOR, id);
    // One a minute: the first recipient gets it, the second waits for the window.
    const first = sender({ ratePerMinute: 1 });
    first.start();
    await until(() => smtp.received.length === 1);
    expect(await unsubscribe(database, "token-leaveslodgetest")).toMatchObject({ ok: true });
    await first.stop();
    await sender({ instance: "test:2" }).pass();
    const recipients = smtp.received.map((mail) => mail.to[0]);
    expect(new Set(recipients).size).toBe(recipients.length);
    const campaign = await getCampaign(database, id);
    expect(campaign?.status).toBe("sent");
    expect(campaign?.progress).toMatchObject({ sent: 1, skipped: 1 });
    const report = await campaignReport(database, id);
    expect(report.languages.find((l) => l.language === "fr")?.unsubscribedSince).toBe(1);
  });

  it("stops on pause, goes on when resumed, and never sends after a cancel", async () => {
    for (let n = 0; n < 6; n++) await subscribe(`r${n}@lodge.test`, "en");
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    await sendCampaignNow(database, TEST_ACTOR, id);
    // Two a second: slow enough to pause between two sends.
    const slow = sender({ ratePerMinute: 120 });
    slow.start();
    await until(() => smtp.received.length === 2);
    expect(await pauseCampaign(database, TEST_ACTOR, id)).toEqual({ ok: true });
    await slow.stop();
    await sender({ instance: "test:2" }).pass();
    expect(smtp.received).toHaveLength(2);
    expect(await resumeCampaign(database, TEST_ACTOR, id)).toEqual({ ok: true });
    // Two of the minute's three are used: one more, then the window is full until a cancel.
    const resumed = sender({ instance: "test:3", ratePerMinute: 3 });
    resumed.start();
    await until(() => smtp.received.length === 3);
    expect(await cancelCampaign(database, TEST_ACTOR, id)).toEqual({ ok: true });
    await resumed.stop();
    await sender({ instance: "test:4" }).pass();
    expect(smtp.received).toHaveLength(3);
    const campaign = await getCampaign(database, id);
    expect(campaign?.status).toBe("cancelled");
    expect(campaign?.progress).toMatchObject({ total: 6, sent: 3, waiting: 3 });
  });

  it("retries a temporary refusal and records a permanent one with the server's reason", async () => {
    await smtp.stop();
    let refusals = 0;
    const picky = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith("gone"))
          return callback(Object.assign(new Error("5.1.1 Mailbox does not exist"), { responseCode: 550 }));
        if (address.address.startsWith("busy") && refusals++ === 0)
          return callback(Object.assign(new Error("4.2.1 Try again later"), { responseCode: 451 }));
        callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => callback());
      },
    });
    await new Promise<void>((resolve) => picky.listen(0, "127.0.0.1", () => resolve()));
    const port = (picky.server.address() as { port: number }).port;
    transport = createMailTransport({ smtpUrl: `smtp://127.0.0.1:${port}`, from: "news@crestway.test", dataDir: "/tmp", logger });
    smtp = { ...smtp, stop: () => new Promise<void>((resolve) => picky.close(() => resolve())) };

    await subscribe("gone@lodge.test", "en");
    await subscribe("busy@lodge.test", "es");
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    await sendCampaignNow(database, TEST_ACTOR, id);
    const worker = sender();
    await worker.pass();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.pass();

    const campaign = await getCampaign(database, id);
    expect(campaign?.status).toBe("sent");
    expect(campaign?.progress).toMatchObject({ sent: 1, failed: 1 });
    const report = await campaignReport(database, id);
    expect(report.failures).toEqual([
      { email: "gone@lodge.test", language: "en", error: expect.stringContaining("Mailbox does not exist") },
    ]);
    expect(refusals).toBe(2);
  });

  it("holds the rate per minute across senders", async () => {
    for (let n = 0; n < 10; n++) await subscribe(`r${n}@lodge.test`, "en");
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    await sendCampaignNow(database, TEST_ACTOR, id);
    // Each would send its first at once; the minute's one send is shared.
    // A sender that finds the minute's window full waits for it to free: once both have, neither
    // may send again within the minute, so the count is final without waiting a fixed time.
    const waits = vi.spyOn(CampaignSender.prototype as unknown as { untilWindowFrees(): Promise<number> }, "untilWindowFrees");
    const both = [sender({ ratePerMinute: 1 }), sender({ instance: "test:2", ratePerMinute: 1 })];
    try {
      for (const each of both) each.start();
      await until(() => both.every((each) => waits.mock.contexts.includes(each)), 10_000, "both senders to find the window full");
    } finally {
      waits.mockRestore();
    }
    expect(smtp.received).toHaveLength(1);
  });

  it("sends each recipient once when two senders share the campaign", async () => {
    const ids: number[] = [];
    for (let n = 0; n < 60; n++) ids.push(await subscribe(`r${n}@lodge.test`, ["en", "es", "fr"][n % 3] ?? "en"));
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    await sendCampaignNow(database, TEST_ACTOR, id);
    await Promise.all([sender({ instance: "a:1" }).pass(), sender({ instance: "b:1" }).pass()]);
    const recipients = smtp.received.map((mail) => mail.to[0]);
    expect(recipients).toHaveLength(60);
    expect(new Set(recipients).size).toBe(60);
    expect((await getCampaign(database, id))?.status).toBe("sent");
    const owners = await database.db
      .selectFrom("campaign_deliveries")
      .select("claimed_by")
      .distinct()
      .where("campaign_id", "=", id)
      .execute();
    expect(owners.map((owner) => owner.claimed_by?.split("/")[0]).sort()).toEqual(["a:1", "b:1"]);
  });

  it("settles what a killed predecessor left: an attempt as interrupted, a claim back in the queue", async () => {
    const a = await subscribe("attempted@lodge.test", "en");
    const b = await subscribe("claimed@lodge.test", "en");
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    await sendCampaignNow(database, TEST_ACTOR, id);
    const lease = new Date(Date.now() + 3_600_000).toISOString();
    await database.db
      .insertInto("campaign_deliveries")
      .values([
        {
          campaign_id: id,
          subscriber_id: a,
          email: "attempted@lodge.test",
          language: "en",
          status: "sending",
          claimed_by: "host:3000/dead",
          lease_until: lease,
        },
        {
          campaign_id: id,
          subscriber_id: b,
          email: "claimed@lodge.test",
          language: "en",
          status: "claimed",
          claimed_by: "host:3000/dead",
          lease_until: lease,
        },
      ])
      .execute();
    await sender({ instance: "host:3000" }).pass();
    expect(smtp.received.map((mail) => mail.to[0])).toEqual(["claimed@lodge.test"]);
    const report = await campaignReport(database, id);
    expect(report.failures).toEqual([{ email: "attempted@lodge.test", language: "en", error: INTERRUPTED }]);
  });

  it("starts a scheduled campaign when its time comes", async () => {
    await subscribe("r@lodge.test", "en");
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    await scheduleCampaign(database, TEST_ACTOR, id, new Date(Date.now() - 1000));
    await sender().pass();
    expect((await getCampaign(database, id))?.status).toBe("sent");
    expect(smtp.received).toHaveLength(1);
  });

  it("previews every language and sends a test through the outbox", async () => {
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    const campaign = await getCampaign(database, id);
    if (!campaign) throw new Error("missing");
    const preview = await renderCampaignEmail(context(), campaign, "fr");
    expect(preview.subject).toBe("Postes d'hiver");
    expect(preview.html).toContain('lang="fr"');
    expect(preview.html).toContain("/fr/pricing?utm_source=newsletter");
    // The project's layout: logo, the site's name and address, the unsubscribe footer.
    expect(preview.html).toContain('src="https://staffing.test/images/logo-512.png"');
    expect(preview.html).toContain("1 Harbour Road");
    expect(preview.html).toContain("/fr/unsubscribe?token=preview");
    await sendCampaignTest(context(), { ...TEST_ACTOR, email: "ada@crestway.test" }, campaign, "es");
    const queued = await database.db.selectFrom("email_outbox").select(["recipient", "subject"]).execute();
    expect(queued).toEqual([{ recipient: "ada@crestway.test", subject: "[Prueba] Winter openings" }]);
  });

  it("reports clicks from the campaign's visits", async () => {
    await subscribe("r@lodge.test", "en");
    const id = await createCampaign(database, TEST_ACTOR, DRAFT);
    await sendCampaignNow(database, TEST_ACTOR, id);
    await sender().pass();
    const utm = (await getCampaign(database, id))?.utmCampaign ?? "";
    const click = (url: string, campaign: string | null) => ({
      url,
      page_source: "/pricing",
      user_agent: null,
      referrer: null,
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: campaign,
      ip_address: null,
      clicked_at: new Date().toISOString(),
    });
    await database.db
      .insertInto("link_clicks")
      .values([click("/contact", utm), click("/contact", utm), click("/about", utm), click("/about", "other")])
      .execute();
    const report = await campaignReport(database as Database, id);
    expect(report.clicks).toEqual({
      total: 3,
      byUrl: [
        { url: "/contact", clicks: 2 },
        { url: "/about", clicks: 1 },
      ],
    });
  });
});
