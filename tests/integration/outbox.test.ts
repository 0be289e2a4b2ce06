import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "~/.server/logger";
import { claimStatement, enqueueEmail, OutboxWorker, retryDelayMs } from "~/.server/mail/outbox";
import { createMailTransport } from "~/.server/mail/transport";
import { action as newsletterAction } from "~/routes/newsletter";
import { action as unsubscribeAction } from "~/routes/unsubscribe";
import { appContext, formArgs, unwrap } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { startSmtpServer } from "../support/smtp";

const logger = createLogger("silent");

describe("retry back-off", () => {
  it("doubles from the base and stops at the cap", () => {
    const options = { baseDelayMs: 1000, maxDelayMs: 10_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, options))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});

describe.each(engines())("email outbox on $name", ({ make }) => {
  const database = suiteDatabase(make);

  beforeEach(async () => {
    await database.db.deleteFrom("email_outbox").execute();
    await database.db.deleteFrom("newsletter_subscribers").execute();
  });

  const signUp = async (email: string) => {
    const { context } = appContext(database);
    const result = unwrap(
      await newsletterAction(formArgs(context, "https://staffing.test/newsletter", { email, company_website: "" }) as never),
    );
    expect(result.body).toEqual({ status: "success", initialValue: null });
  };

  it("claims due emails by reading the claim index in send order, never sorting the outbox", async () => {
    // Sent rows (the retention keeps them a month) beside a backlog still to send, larger than a batch.
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      recipient: `guest${i}@lodge.test`,
      subject: "Welcome",
      html: "<p>Hi</p>",
      text: "Hi",
      headers: "{}",
      status: i % 4 === 0 ? ("pending" as const) : ("sent" as const),
      next_attempt_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    }));
    await database.db.insertInto("email_outbox").values(rows).execute();
    const claim = claimStatement(database.engine, { now: new Date().toISOString(), leaseUntil: "", batchSize: 20 });
    await sql`analyze email_outbox`.execute(database.db);
    if (database.engine === "sqlite") {
      const plan = await sql<{ detail: string }>`explain query plan ${claim}`.execute(database.db);
      const text = plan.rows.map((row) => row.detail).join("\n");
      expect(text).toMatch(/USING INDEX email_outbox_claim\b/);
      expect(text).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
    } else {
      // Off, so that a table this small cannot be read whole instead: the plan shows what an index gives.
      const text = await database.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const plan = await sql<{ "QUERY PLAN": string }>`explain ${claim}`.execute(trx);
        return plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
      expect(text).toMatch(/Index Scan using email_outbox_claim on email_outbox/);
      expect(text).not.toMatch(/Sort/);
    }
  });

  it("delivers the thank-you email over SMTP with both List-Unsubscribe headers and a working unsubscribe link", async () => {
    const smtp = await startSmtpServer();
    const transport = createMailTransport({ smtpUrl: smtp.url, from: "Crestway <hello@crestway.test>", dataDir: "/tmp", logger });
    const worker = new OutboxWorker(database, transport, logger);
    try {
      await signUp("reader@lodge.test");
      expect(await worker.drain()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0];
      expect(mail?.to).toEqual(["reader@lodge.test"]);
      // Without MAIL_RETURN_PATH, delivery reports return to the sender's own address.
      expect(mail?.mailFrom).toBe("hello@crestway.test");
      expect(mail?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      const link = mail?.headers["list-unsubscribe"]?.match(
        /^<(https:\/\/staffing\.test\/unsubscribe\?token=[A-Za-z0-9_-]+)>$/,
      )?.[1];
      expect(link).toBeTruthy();
      expect(mail?.body).toContain(link);

      const outcome = unwrap(
        await unsubscribeAction(formArgs(appContext(database).context, link ?? "", { "List-Unsubscribe": "One-Click" }) as never),
      );
      expect(outcome.body).toEqual({ status: "success", initialValue: null, email: "reader@lodge.test" });
      const row = await database.db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();
      expect(row.status).toBe("sent");
      expect(row.attempts).toBe(1);
    } finally {
      transport.close();
      await smtp.stop();
    }
  });

  it("sends with MAIL_RETURN_PATH as the envelope sender, so delivery reports reach the bounce mailbox", async () => {
    const smtp = await startSmtpServer();
    const transport = createMailTransport({
      smtpUrl: smtp.url,
      from: "Crestway <hello@crestway.test>",
      returnPath: "bounces@crestway.test",
      dataDir: "/tmp",
      logger,
    });
    const worker = new OutboxWorker(database, transport, logger);
    try {
      await signUp("reader@lodge.test");
      expect(await worker.drain()).toBe(1);
      expect(smtp.received.map(({ mailFrom, to, headers }) => ({ mailFrom, to, from: headers.from }))).toEqual([
        { mailFrom: "bounces@crestway.test", to: ["reader@lodge.test"], from: "Crestway <hello@crestway.test>" },
      ]);
    } finally {
      transport.close();
      await smtp.stop();
    }
  });

  it("keeps sign-ups working while SMTP is down, and delivers once when it is back", async () => {
    const first = await startSmtpServer();
    const port = first.port;
    await first.stop();
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "hello@crestway.test",
      dataDir: "/tmp",
      logger,
    });
    const worker = new OutboxWorker(database, transport, logger, { baseDelayMs: 1, maxDelayMs: 1 });
    let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      await signUp("patient@lodge.test");
      expect(await worker.drain()).toBe(0);
      const failed = await database.db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();
      expect(failed).toMatchObject({ status: "pending", attempts: 1 });
      expect(failed.last_error).toBeTruthy();
      expect(await database.db.selectFrom("newsletter_subscribers").select("email").execute()).toEqual([
        { email: "patient@lodge.test" },
      ]);

      smtp = await startSmtpServer(port);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await worker.drain()).toBe(1);
      expect(await worker.drain()).toBe(0);
      expect(smtp.received.map((mail) => mail.to)).toEqual([["patient@lodge.test"]]);
      const sent = await database.db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();
      expect(sent).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      transport.close();
      await smtp?.stop();
    }
  });

  it("gives up after the last attempt and keeps the row as failed", async () => {
    const transport = { send: async () => Promise.reject(new Error("mailbox unavailable")), close() {} };
    const worker = new OutboxWorker(database, transport, logger, { maxAttempts: 3, baseDelayMs: 0, maxDelayMs: 0 });
    await enqueueEmail(database.db, { to: "x@lodge.test", subject: "s", html: "<p>h</p>", text: "h" });
    for (let i = 0; i < 5; i++) await worker.drain();
    const row = await database.db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", attempts: 3, last_error: "mailbox unavailable" });
  });

  it("on stop, finishes the batch in hand and leaves the rest pending for the next start", async () => {
    // The first send waits until stop() has been called, so the stop lands in the middle of batch one.
    let firstSendStarted: () => void = () => {};
    const sending = new Promise<void>((resolve) => {
      firstSendStarted = resolve;
    });
    let releaseFirstSend: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      releaseFirstSend = resolve;
    });
    let sends = 0;
    const transport = {
      send: async () => {
        if (++sends === 1) {
          firstSendStarted();
          await held;
        }
      },
      close() {},
    };
    for (let i = 0; i < 12; i++)
      await enqueueEmail(database.db, { to: `guest${i}@lodge.test`, subject: "s", html: "h", text: "h" });
    const worker = new OutboxWorker(database, transport, logger, { batchSize: 5 });
    worker.start();
    await sending;
    const stopped = worker.stop();
    releaseFirstSend();
    await stopped;
    const counts = await database.db
      .selectFrom("email_outbox")
      .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
      .groupBy("status")
      .orderBy("status")
      .execute();
    expect(counts.map(({ status, n }) => [status, Number(n)])).toEqual([
      ["pending", 7],
      ["sent", 5],
    ]);
  });

  it("sends each queued email exactly once with two workers draining at the same time", async () => {
    const delivered: string[] = [];
    const transport = {
      send: async (message: { to: string }) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        delivered.push(message.to);
      },
      close() {},
    };
    for (let i = 0; i < 40; i++)
      await enqueueEmail(database.db, { to: `guest${i}@lodge.test`, subject: "s", html: "h", text: "h" });
    const workers = [
      new OutboxWorker(database, transport, logger, { batchSize: 5 }),
      new OutboxWorker(database, transport, logger, { batchSize: 5 }),
    ];
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(delivered).toHaveLength(40);
    expect(new Set(delivered).size).toBe(40);
    const statuses = await database.db.selectFrom("email_outbox").select("status").distinct().execute();
    expect(statuses).toEqual([{ status: "sent" }]);
  });
});
