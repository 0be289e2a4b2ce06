/**
 * Decision 0013's "exactly once, whatever happens": the production server is killed with SIGKILL in the
 * middle of a campaign send and started again on the same database. Nobody receives the campaign
 * twice, and nobody is left out: every subscriber either received it or is reported as the (at
 * most one) delivery the kill interrupted. Needs `npm run build` first (npm test builds).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~/.server/db";
import { campaignReport, createCampaign, getCampaign, sendCampaignNow } from "~/.server/services/campaigns";
import { INTERRUPTED } from "~/.server/services/campaigns/sender";
import { updateSettings } from "~/.server/settings";
import { TEST_ACTOR } from "../support/audit";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { startSmtpServer } from "../support/smtp";
import { until } from "../support/until";

const SUBSCRIBERS = 150;
const LANGUAGES = ["en", "es", "fr"] as const;

describe("a campaign send killed with SIGKILL and restarted", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "campaign-crash-"));
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("sends every subscriber the campaign once: no duplicate, no gap", { timeout: 120_000 }, async () => {
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.stop());
    const env = { SMTP_URL: smtp.url, LOG_LEVEL: "error" };
    let server: ServerProcess = await startServerProcess(env, { dataDir, keepDataDir: true });
    cleanups.push(() => server.stop());

    // The test writes to the server's own SQLite file, as a second process may (WAL).
    const database: Database = openDatabase({ url: `sqlite:${path.join(dataDir, "app.db")}` });
    cleanups.push(() => database.close());
    const emails = Array.from({ length: SUBSCRIBERS }, (_, n) => `reader${n}@lodge.test`);
    await database.db
      .insertInto("newsletter_subscribers")
      .values(
        emails.map((email, n) => ({
          email,
          language: LANGUAGES[n % 3] ?? "en",
          confirmed: 1 as const,
          unsubscribe_token: `token${n}`,
          confirm_token: null,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    // Twenty a second: the send lasts several seconds, long enough to be cut in the middle.
    await updateSettings(database.db, TEST_ACTOR, { campaignSendRatePerMinute: 1_200 });
    const id = await createCampaign(database, TEST_ACTOR, {
      name: "Crash test",
      content: {
        en: { subject: "Crash test", preheader: "", body: "Hello" },
        es: { subject: "Prueba de caída", preheader: "", body: "Hola" },
        fr: { subject: "Test de panne", preheader: "", body: "Bonjour" },
      },
    });
    expect(await sendCampaignNow(database, TEST_ACTOR, id)).toEqual({ ok: true });

    await until(() => smtp.received.length >= SUBSCRIBERS / 3, 30_000, "a third of the send");
    server.kill("SIGKILL");
    await server.exited;
    const receivedAtKill = smtp.received.length;
    expect(receivedAtKill).toBeLessThan(SUBSCRIBERS);

    // The supervisor starts it again: same address, same data.
    server = await startServerProcess(env, { port: server.port, dataDir, keepDataDir: true });
    await until(async () => (await getCampaign(database, id))?.status === "sent", 60_000, "the send to finish");

    const received = smtp.received.map((mail) => mail.to[0] ?? "");
    expect(received.length).toBeGreaterThan(receivedAtKill);
    expect(new Set(received).size, "nobody receives the campaign twice").toBe(received.length);
    const report = await campaignReport(database, id);
    const interrupted = report.failures.filter((failure) => failure.error === INTERRUPTED).map((failure) => failure.email);
    // Only the delivery in SMTP's hands at the kill can be in doubt; it is reported, not repeated.
    expect(interrupted.length).toBeLessThanOrEqual(1);
    expect(report.failures.length).toBe(interrupted.length);
    expect(new Set([...received, ...interrupted]), "nobody is left out").toEqual(new Set(emails));
    // Each in their language.
    const subjects = new Map(smtp.received.map((mail) => [mail.to[0], mail.headers.subject]));
    // (A Spanish subject is MIME-encoded: "=?UTF-8?Q?Prueba_de_ca=C3=ADda?=".)
    expect(subjects.get("reader1@lodge.test") ?? "Prueba").toContain("Prueba");
    expect(subjects.get("reader2@lodge.test") ?? "Test de panne").toBe("Test de panne");
  });
});
