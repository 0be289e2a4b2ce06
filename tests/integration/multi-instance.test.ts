/**
 * The scale path of docs/architecture.md: two server processes (the production build) on one PostgreSQL and
 * one Redis. Proves that a session made on one instance is valid on the other, that a rate limit
 * counts requests across both, that 200 queued emails are sent exactly once with both outbox
 * workers running, and that a settings change made through one instance shows on the other's
 * cached pages within the page cache's settings check (2 s) plus a render, and so does a content write.
 * Runs when TEST_DATABASE_URL is set (as in CI); needs `npm run build` first (npm test builds).
 */

import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db";
import { createCampaign, getCampaign, sendCampaignNow } from "~/.server/services/campaigns";
import { setContentHidden } from "~/.server/services/content";
import { updateSettings } from "~/.server/settings";
import { TEST_ACTOR } from "../support/audit";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { SETTINGS_FORM } from "../support/settings-form";
import { startSmtpServer } from "../support/smtp";
import { until } from "../support/until";

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const SETTINGS_BOUND_MS = 5_000;

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe.runIf(DATABASE_URL)("two instances on one PostgreSQL and one Redis", () => {
  const databaseName = `multi_${randomBytes(5).toString("hex")}`;
  const databaseUrl = DATABASE_URL?.replace(/\/[^/]*$/, `/${databaseName}`) ?? "";
  const instances: ServerProcess[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let a: string;
  let b: string;
  // Every run counts its rate limit under its own client address, whatever else shares the Redis.
  const clientIp = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

  async function startInstance(): Promise<string> {
    const instance = await startServerProcess({
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      AUTH_SECRET: "multi-instance-secret-4Hq9Zt2Xw7Lm5Kp8Rv3N",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      RATE_LIMIT_FORMS: "6",
      LOG_LEVEL: "error",
    });
    instances.push(instance);
    return instance.base;
  }

  beforeAll(async () => {
    await adminQuery(`create database ${databaseName}`);
    smtp = await startSmtpServer();
    // One after the other: the first migrates, the second finds the schema current.
    a = await startInstance();
    b = await startInstance();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await smtp?.stop();
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
  }, 30_000);

  it("a session made on one instance is valid on the other", async () => {
    const setup = await fetch(`${a}/admin/setup`, {
      method: "POST",
      body: new URLSearchParams({ name: "Multi Admin", email: "multi@crestway.test", password: "Multi-password-2026" }),
      redirect: "manual",
    });
    expect(setup.status).toBe(302);
    const cookie = cookiesOf(setup);
    const onB = await fetch(`${b}/admin/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain("Multi Admin");
  });

  it("a rate limit counts requests across both instances", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${i % 2 === 0 ? a : b}/contact`, {
        method: "POST",
        headers: { "X-Forwarded-For": clientIp },
        body: new URLSearchParams({
          name: "Load Test",
          email: "load@test.test",
          subject: `Try ${i}`,
          message: "Counting across instances.",
        }),
        redirect: "manual",
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 6).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });

  it("200 queued emails are sent exactly once with both outbox workers running", { timeout: 60_000 }, async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const before = smtp.received.length;
      const now = new Date().toISOString();
      await client.query(
        `insert into email_outbox (recipient, subject, html, text, headers, next_attempt_at)
         select 'queue' || n || '@crestway.test', 'Queued ' || n, '<p>' || n || '</p>', n::text, '{}', $1
         from generate_series(1, 200) as n`,
        [now],
      );
      let sent = 0;
      const allSent = async () => {
        const { rows } = await client.query(
          "select count(*)::int as sent from email_outbox where subject like 'Queued %' and status = 'sent'",
        );
        sent = rows[0].sent;
        return sent === 200;
      };
      await until(allSent, 45_000, "the 200 queued mails to be sent", 250);
      expect(sent).toBe(200);
      // Give a straggling duplicate the chance to arrive before counting.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const subjects = smtp.received
        .slice(before)
        .map((mail) => mail.headers.subject)
        .filter((s) => s?.startsWith("Queued "));
      expect(subjects.length).toBe(200);
      expect(new Set(subjects).size).toBe(200);
    } finally {
      await client.end();
    }
  });

  it("a campaign to 300 subscribers reaches each once, in their language, with both senders running", {
    timeout: 90_000,
  }, async () => {
    const database = openDatabase({ url: databaseUrl });
    try {
      const before = smtp.received.length;
      await sql`
        insert into newsletter_subscribers (email, language, confirmed, unsubscribe_token, created_at)
        select 'campaign' || n || '@lodge.test', (array['en','es','fr'])[n % 3 + 1], 1, 'campaign-token-' || n, ${new Date().toISOString()}
        from generate_series(1, 300) as n`.execute(database.db);
      await updateSettings(database.db, TEST_ACTOR, { campaignSendRatePerMinute: 6_000 });
      const id = await createCampaign(database, TEST_ACTOR, {
        name: "Two instances",
        content: {
          en: { subject: "Campaign EN", preheader: "", body: "Hello" },
          es: { subject: "Campaign ES", preheader: "", body: "Hola" },
          fr: { subject: "Campaign FR", preheader: "", body: "Bonjour" },
        },
      });
      expect(await sendCampaignNow(database, TEST_ACTOR, id)).toEqual({ ok: true });
      await until(async () => (await getCampaign(database, id))?.status === "sent", 75_000, "the campaign to be sent");
      // Give a straggling duplicate the chance to arrive before counting.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const mails = smtp.received.slice(before).filter((mail) => mail.headers.subject?.startsWith("Campaign "));
      const recipients = mails.map((mail) => mail.to[0]);
      expect(recipients.length).toBe(300);
      expect(new Set(recipients).size).toBe(300);
      for (const mail of mails) {
        const n = Number(/campaign(\d+)@/.exec(mail.to[0] ?? "")?.[1]);
        expect(mail.headers.subject).toBe(`Campaign ${["EN", "ES", "FR"][n % 3]}`);
      }
      // Both instances took part: each claim names its instance (host:port).
      const senders = await sql<{ instances: number }>`
        select count(distinct split_part(claimed_by, '/', 1))::int as instances
        from campaign_deliveries where campaign_id = ${id}`.execute(database.db);
      expect(senders.rows[0]?.instances).toBe(2);
    } finally {
      await database.close();
    }
  });

  it(`a settings change through one instance shows on the other's cached pages within ${SETTINGS_BOUND_MS} ms`, async () => {
    const title = async (base: string) =>
      /<title>([^<]*)<\/title>/.exec(await (await fetch(`${base}/pricing`)).text())?.[1] ?? "";
    expect(await title(b)).toContain("Crestway Hospitality");
    expect(await title(b)).toContain("Crestway Hospitality");

    const login = await fetch(`${a}/admin/login`, {
      method: "POST",
      body: new URLSearchParams({ intent: "signIn", email: "multi@crestway.test", password: "Multi-password-2026" }),
      redirect: "manual",
    });
    const cookie = cookiesOf(login);
    const changedAt = Date.now();
    const saved = await fetch(`${a}/admin/settings`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: new URLSearchParams({ ...SETTINGS_FORM, siteName: "Harbour Staffing" }),
      redirect: "manual",
    });
    expect(saved.status).toBeLessThan(400);
    let seen = "";
    const renamed = async () => {
      seen = await title(b);
      return seen.includes("Harbour Staffing");
    };
    await until(renamed, SETTINGS_BOUND_MS * 2, "the other instance's new title", 100);
    expect(seen).toContain("Harbour Staffing");
    expect(Date.now() - changedAt).toBeLessThanOrEqual(SETTINGS_BOUND_MS);
  });
  it(`a content write on one instance shows on both instances' cached pages within ${SETTINGS_BOUND_MS} ms`, async () => {
    // No editor page exists yet: the write goes through the content service on the instances'
    // database, as an editor's action on either instance will.
    const database = openDatabase({ url: databaseUrl, poolSize: 1 });
    const names = async (base: string) => await (await fetch(`${base}/about/teams`)).text();
    try {
      for (const base of [a, b]) expect(await names(base)).toContain("Kwame Boateng");
      const changedAt = Date.now();
      expect(await setContentHidden(database, TEST_ACTOR, "team", "kwame-boateng", true)).toEqual({ ok: true });
      for (const base of [a, b]) {
        let page = "";
        const hidden = async () => {
          page = await names(base);
          return !page.includes("Kwame Boateng");
        };
        await until(hidden, SETTINGS_BOUND_MS * 2, `the hidden member gone from ${base}`, 100);
        expect(page).not.toContain("Kwame Boateng");
        expect(page).toContain("Amara Okafor");
      }
      expect(Date.now() - changedAt).toBeLessThanOrEqual(SETTINGS_BOUND_MS);
    } finally {
      await database.close();
    }
  });
});
