/**
 * Spam kept, not dropped (decision 0015), on each engine: what the honeypot catches on
 * the four visitor forms is stored as spam and kept out of the inbox, the lists, the dashboard
 * counts and the outbox; "not spam" moves it back and notifies exactly once; the rate limit's
 * refusals are counted, not stored; staff notifications answer the visitor (Reply-To), delivered
 * over real SMTP, and no address can smuggle in a header.
 */
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { toFlag } from "~/.server/db/schema";
import { createLogger } from "~/.server/logger";
import { enqueueEmail, OutboxWorker } from "~/.server/mail/outbox";
import { replyToAddress } from "~/.server/mail/reply-to";
import { createMailTransport } from "~/.server/mail/transport";
import { dashboardFigures, messageCounts, partnershipCounts } from "~/.server/services/analytics/dashboard";
import { addFiltered, filteredCounter, filteredTrafficByDay } from "~/.server/services/analytics/filtered-traffic";
import { seedContactDetails } from "~/.server/services/content";
import { listVolunteers } from "~/.server/services/records/foundation-admin";
import { listMessages, type MessageList } from "~/.server/services/records/messages";
import { listPartnershipRequests } from "~/.server/services/records/partnerships-admin";
import { updateSettings } from "~/.server/settings";
import { action as messagesAction, loader as messagesLoader } from "~/routes/admin/messages";
import * as requestsPage from "~/routes/admin/partnership-requests";
import { action as contactAction } from "~/routes/contact";
import { action as donateAction } from "~/routes/donate";
import { action as partnershipAction } from "~/routes/partnership";
import { action as volunteerAction } from "~/routes/volunteer";
import { appContext, formArgs, routeCaller, unwrap } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser, type TestAccount } from "../support/sessions";
import { startSmtpServer } from "../support/smtp";
import { CONTACT_FORM, DONATION_FORM, PARTNERSHIP_FORM, REQUEST_CHILD_TABLES, VOLUNTEER_FORM } from "../support/visitor-forms";

const logger = createLogger("silent");
const SITE = "https://staffing.test";
const HONEYPOT = { company_website: "http://spam.example" };

/** Each visitor form: its page, its action, valid fields, the table it stores in and the visitor's address. */
const FORMS = [
  { path: "/contact", action: contactAction, table: "contacts", email: "amina@lakeside.test", fields: CONTACT_FORM },
  {
    path: "/partnership",
    action: partnershipAction,
    table: "partnership_requests",
    email: "amina@lakeside.test",
    fields: PARTNERSHIP_FORM,
  },
  {
    path: "/volunteer",
    action: volunteerAction,
    table: "volunteer_signups",
    email: "kofi@volunteer.test",
    fields: VOLUNTEER_FORM,
  },
  { path: "/donate", action: donateAction, table: "donation_pledges", email: "grace@donor.test", fields: DONATION_FORM },
] as const;

type Form = (typeof FORMS)[number];
const TABLES = FORMS.map((form) => form.table);

async function submit(context: ReturnType<typeof appContext>["context"], form: Form, extra: Record<string, string> = {}) {
  const fields: Record<string, string | readonly string[]> = { ...form.fields, company_website: "", ...extra };
  const args = formArgs(context, `${SITE}${form.path}`, fields as Record<string, string | string[]>);
  return unwrap(await (form.action as (args: unknown) => Promise<unknown>)(args));
}

const outbox = (database: Database) =>
  database.db.selectFrom("email_outbox").select(["recipient", "subject", "reply_to"]).orderBy("id").execute();

const counted = async (database: Database, kind: string) => {
  const rows = await database.db.selectFrom("filtered_traffic_daily").select("count").where("kind", "=", kind).execute();
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
};

describe("the Reply-To address check", () => {
  it("keeps one plain address and refuses lists, names, line breaks and controls", () => {
    expect(replyToAddress("amina@lakeside.test")).toBe("amina@lakeside.test");
    for (const hostile of [
      "a@b.test\r\nBcc: evil@x.test",
      "a@b.test\nBcc: evil@x.test",
      "a@b.test, evil@x.test",
      "a,evil@x.test",
      "Amina <a@b.test>",
      '"x"@b.test',
      "a@b.test;evil@x.test",
      "a@b",
      "",
      `${"a".repeat(250)}@b.test`,
    ]) {
      expect(replyToAddress(hostile), JSON.stringify(hostile)).toBeUndefined();
    }
  });

  it("never lets through a line break, a control character or a second address (generated)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 80 }), fc.string({ maxLength: 20 }), (left, right) => {
        const kept = replyToAddress(`${left}@${right}`);
        if (kept === undefined) return true;
        const control = [...kept].some((character) => (character.codePointAt(0) ?? 0) < 0x20 || character === "\u007f");
        return !control && !/[\s,;<>"]/.test(kept) && kept.split("@").length === 2;
      }),
      { numRuns: 2000 },
    );
  });
});

describe.each(engines())("spam on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let editor: TestAccount;
  let viewer: TestAccount;

  beforeAll(async () => {
    context = appContext(database).context;
    await seedContactDetails(database, { phone: "+1 425 555 0148", email: "hello@crestway.test", address: "Bellevue, WA" });
    editor = await createSignedInUser(context.auth, "editor");
    viewer = await createSignedInUser(context.auth, "viewer");
  });

  beforeEach(async () => {
    for (const table of [...REQUEST_CHILD_TABLES, ...TABLES, "email_outbox", "filtered_traffic_daily"] as const)
      await database.db.deleteFrom(table).execute();
    await updateSettings(database.db, TEST_ACTOR, { notificationsEnabled: true, contactEmail: "" });
  });

  const messages = routeCaller({ loader: messagesLoader, action: messagesAction }, `${SITE}/admin/messages`, () => context);
  const records = routeCaller(requestsPage, `${SITE}/admin/partnership-requests`, () => context);
  const inbox = (filter: "all" | "spam" = "all") => listMessages(database, { search: "", filter, page: 1 });

  it.each(FORMS)("keeps a $path submission the honeypot caught as spam, answered as a success, with no email", async (form) => {
    const answer = await submit(context, form, HONEYPOT);
    expect(answer).toEqual({ status: 200, body: { status: "success", initialValue: null } });
    const rows = await database.db.selectFrom(form.table).selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: form.email, spam_reason: "honeypot" });
    expect(toFlag(rows[0]?.spam ?? 0)).toBe(true);
    expect(rows[0]?.spam_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await outbox(database)).toEqual([]);
    expect(await counted(database, "honeypot")).toBe(1);
  });

  it("answers an invalid submission the honeypot caught with success too, and stores nothing", async () => {
    const contact = FORMS[0];
    const answer = await submit(context, contact, { ...HONEYPOT, email: "not-an-email" });
    expect(answer.body).toEqual({ status: "success", initialValue: null });
    expect(await database.db.selectFrom("contacts").selectAll().execute()).toEqual([]);
    expect(await counted(database, "honeypot")).toBe(1);
  });

  it("keeps spam out of the inbox, the records lists, the dashboard counts and its recent activity", async () => {
    for (const form of FORMS) await submit(context, form, HONEYPOT);
    await submit(context, FORMS[0], { subject: "A real one" });
    const list = await inbox();
    expect(list.rows.map((row) => row.subject)).toEqual(["A real one"]);
    expect(list.counts).toEqual({ all: 1, unread: 1, archived: 0, spam: 1 });
    expect((await inbox("spam")).rows.map((row) => row.email)).toEqual(["amina@lakeside.test"]);
    expect((await listPartnershipRequests(database, { search: "", status: "", page: 1 })).total).toBe(0);
    expect((await listPartnershipRequests(database, { search: "", status: "", page: 1, spam: true })).total).toBe(1);
    expect((await listVolunteers(database, { search: "", page: 1 })).total).toBe(0);
    expect((await listVolunteers(database, { search: "", page: 1, spam: true })).total).toBe(1);
    expect(await messageCounts(database.db)).toEqual({ total: 1, unread: 1, archived: 0 });
    expect((await partnershipCounts(database.db)).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const figures = await dashboardFigures(database, { from: today, to: today });
    expect({ volunteers: figures.volunteers, donations: figures.donations }).toEqual({ volunteers: 0, donations: 0 });
    expect(figures.recent.map((event) => event.kind)).toEqual(["message"]);
    expect(figures.filtered).toEqual([{ day: today, honeypot: 4, rateLimited: 0, botClick: 0 }]);
  });

  it("moves a message out of spam and notifies once, however often Not spam is clicked", async () => {
    await submit(context, FORMS[0], HONEYPOT);
    const [spam] = (await inbox("spam")).rows;
    const id = String(spam?.id);
    expect(await messages.post(editor, { intent: "notSpam", id })).toMatchObject({
      status: 200,
      body: { status: "success", intent: "notSpam", count: 1 },
    });
    expect(await messages.post(editor, { intent: "notSpam", id })).toMatchObject({
      status: 200,
      body: { status: "success", count: 1 },
    });
    const list = await inbox();
    expect(list.rows.map((row) => row.id)).toEqual([spam?.id]);
    expect(list.counts.spam).toBe(0);
    expect(await outbox(database)).toEqual([
      {
        recipient: "hello@crestway.test",
        subject: "New contact message: Seasonal housekeeping",
        reply_to: "amina@lakeside.test",
      },
    ]);
  });

  it("notifies once when two people click Not spam at the same moment", async () => {
    await submit(context, FORMS[0], HONEYPOT);
    const id = String((await inbox("spam")).rows[0]?.id);
    await Promise.all([messages.post(editor, { intent: "notSpam", id }), messages.post(editor, { intent: "notSpam", id })]);
    expect(await outbox(database)).toHaveLength(1);
  });

  it("marks messages as spam, out of the inbox and its counts, without restarting a caught one's retention", async () => {
    await submit(context, FORMS[0], { subject: "First" });
    await submit(context, FORMS[0], { subject: "Second" });
    const ids = (await inbox()).rows.map((row) => String(row.id));
    expect(await messages.post(editor, { intent: "markSpam", ids })).toMatchObject({ status: 200, body: { count: 2 } });
    expect((await inbox()).counts).toEqual({ all: 0, unread: 0, archived: 0, spam: 2 });
    const rows = await database.db.selectFrom("contacts").select(["spam_reason", "spam_at"]).execute();
    expect(rows.map((row) => row.spam_reason)).toEqual(["staff", "staff"]);
    const before = rows[0]?.spam_at;
    await messages.post(editor, { intent: "markSpam", id: ids[0] ?? "" });
    expect(
      (await database.db.selectFrom("contacts").select("spam_at").where("id", "=", Number(ids[0])).executeTakeFirst())?.spam_at,
    ).toBe(before);
    // The opened spam message says so; the list answers a missing one with 404.
    const page = await messages.load(editor, `?filter=spam&open=${ids[0]}`);
    expect((page.body.opened as { spam: boolean }).spam).toBe(true);
    expect((page.body.list as MessageList).rows).toHaveLength(2);
    expect((await messages.post(editor, { intent: "notSpam", id: "999999" })).status).toBe(404);
  });

  it("refuses spam actions to a viewer (403)", async () => {
    await submit(context, FORMS[0], HONEYPOT);
    const id = String((await inbox("spam")).rows[0]?.id);
    for (const intent of ["markSpam", "notSpam"]) expect((await messages.post(viewer, { intent, id })).status).toBe(403);
    expect(await outbox(database)).toEqual([]);
  });

  it.each([
    ["requests", "notSpam", FORMS[1]],
    ["volunteers", "notSpamVolunteer", FORMS[2]],
    ["donations", "notSpamDonation", FORMS[3]],
  ] as const)("moves a caught record of the %s tab back to its list and notifies once", async (tab, intent, form) => {
    await submit(context, form, HONEYPOT);
    const spamPage = await records.load(editor, `?tab=${tab}&spam=1`);
    const list = spamPage.body.list as { rows: Array<{ id: number }>; total: number };
    expect(list.total).toBe(1);
    expect((await records.load(editor, `?tab=${tab}&view=list`)).body.list).toMatchObject({ total: 0 });
    const id = String(list.rows[0]?.id);
    expect(await records.post(editor, { intent, id }, `?tab=${tab}`)).toMatchObject({
      status: 200,
      body: { status: "success", intent },
    });
    expect((await records.post(editor, { intent, id }, `?tab=${tab}`)).status).toBe(200);
    expect((await records.load(editor, `?tab=${tab}&view=list`)).body.list).toMatchObject({ total: 1 });
    const mails = await outbox(database);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: "hello@crestway.test", reply_to: form.email });
    expect((await records.post(viewer, { intent, id }, `?tab=${tab}`)).status).toBe(403);
    expect((await records.post(editor, { intent, id: "999999" }, `?tab=${tab}`)).status).toBe(404);
  });

  it.each([
    ["requests", "markSpam", "notSpam", "partnership.spam", FORMS[1]],
    ["volunteers", "markSpamVolunteer", "notSpamVolunteer", "volunteer.spam", FORMS[2]],
    ["donations", "markSpamDonation", "notSpamDonation", "donation.spam", FORMS[3]],
  ] as const)(
    "marks a received record of the %s tab as spam by hand, audited, and Not spam gives it back",
    async (tab, intent, notSpam, action, form) => {
      await submit(context, form);
      const received = (await records.load(editor, `?tab=${tab}&view=list`)).body.list as {
        rows: Array<{ id: number }>;
        total: number;
      };
      expect(received.total).toBe(1);
      const id = String(received.rows[0]?.id);
      const mailsBefore = (await outbox(database)).length;
      expect((await records.post(viewer, { intent, id }, `?tab=${tab}`)).status).toBe(403);
      await database.db.deleteFrom("audit_log").execute();
      expect(await records.post(editor, { intent, id }, `?tab=${tab}`)).toMatchObject({
        status: 200,
        body: { status: "success", intent },
      });
      expect((await records.load(editor, `?tab=${tab}&view=list`)).body.list).toMatchObject({ total: 0 });
      expect((await records.load(editor, `?tab=${tab}&spam=1`)).body.list).toMatchObject({ total: 1 });
      const row = await database.db.selectFrom(form.table).select("spam_reason").where("id", "=", Number(id)).executeTakeFirst();
      expect(row?.spam_reason).toBe("staff");
      const entries = await database.db.selectFrom("audit_log").select(["action", "target_type", "target_id"]).execute();
      expect(entries).toEqual([{ action, target_type: form.table, target_id: JSON.stringify([Number(id)]) }]);
      expect(await outbox(database)).toHaveLength(mailsBefore);
      expect((await records.post(editor, { intent, id: "999999" }, `?tab=${tab}`)).status).toBe(404);
      // Marked by hand, it comes back with "Not spam" like a caught one.
      expect((await records.post(editor, { intent: notSpam, id }, `?tab=${tab}&spam=1`)).status).toBe(200);
      expect((await records.load(editor, `?tab=${tab}&view=list`)).body.list).toMatchObject({ total: 1 });
    },
  );

  it("counts rate-limit refusals per day and stores none of them", async () => {
    const limited = appContext(database, { formsPer10Minutes: 1, clientIp: "198.51.100.7" }).context;
    expect((await submit(limited, FORMS[0])).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await submit(limited, FORMS[0])).status).toBe(429);
    expect(await database.db.selectFrom("contacts").selectAll().execute()).toHaveLength(1);
    expect(await counted(database, "rateLimited")).toBe(3);
  });

  it("adds a flood of counts in few statements, and per day", async () => {
    const counter = filteredCounter(database.db, logger);
    await Promise.all(Array.from({ length: 500 }, () => counter.count("botClick")));
    expect(await counted(database, "botClick")).toBe(500);
    await addFiltered(database.db, "rateLimited", 2, "2026-01-02");
    expect(await filteredTrafficByDay(database.db, { from: "2026-01-01", to: "2026-01-03" })).toEqual([
      { day: "2026-01-01", honeypot: 0, rateLimited: 0, botClick: 0 },
      { day: "2026-01-02", honeypot: 0, rateLimited: 2, botClick: 0 },
      { day: "2026-01-03", honeypot: 0, rateLimited: 0, botClick: 0 },
    ]);
  });

  it("delivers each kind's staff notification over SMTP with Reply-To the visitor", async () => {
    const smtp = await startSmtpServer();
    const transport = createMailTransport({ smtpUrl: smtp.url, from: "Crestway <hello@crestway.test>", dataDir: "/tmp", logger });
    const worker = new OutboxWorker(database, transport, logger);
    try {
      for (const form of FORMS) await submit(context, form);
      // The pledge thanks the donor and the request acknowledges the client: six emails, four of them to staff.
      expect(await worker.drain()).toBe(6);
      const staffMail = smtp.received.filter((mail) => mail.to.includes("hello@crestway.test"));
      expect(staffMail.map((mail) => mail.headers["reply-to"]).sort()).toEqual(FORMS.map((form) => form.email).sort());
      const donorMail = smtp.received.find((mail) => mail.to.includes("grace@donor.test"));
      expect(donorMail?.headers["reply-to"]).toBeUndefined();
    } finally {
      transport.close();
      await smtp.stop();
    }
  });

  it("sends no hostile Reply-To, and no header it tried to add, whatever reaches the outbox", async () => {
    const smtp = await startSmtpServer();
    const transport = createMailTransport({ smtpUrl: smtp.url, from: "Crestway <hello@crestway.test>", dataDir: "/tmp", logger });
    const worker = new OutboxWorker(database, transport, logger);
    try {
      const hostile = ["a@b.test\r\nBcc: evil@x.test", "a@b.test\nX-Injected: 1", "a@b.test, evil@x.test", "x <evil@x.test>"];
      for (const replyTo of hostile) {
        await enqueueEmail(database.db, { to: "hello@crestway.test", subject: "s", html: "<p>h</p>", text: "h", replyTo });
      }
      expect((await outbox(database)).map((row) => row.reply_to)).toEqual([null, null, null, null]);
      // A row written by anything else still goes through the transport's own check.
      await database.db
        .insertInto("email_outbox")
        .values({
          recipient: "hello@crestway.test",
          subject: "s",
          html: "h",
          text: "h",
          headers: "{}",
          reply_to: "a@b.test\r\nBcc: evil@x.test",
          next_attempt_at: new Date().toISOString(),
        })
        .execute();
      expect(await worker.drain()).toBe(5);
      for (const mail of smtp.received) {
        expect(mail.to).toEqual(["hello@crestway.test"]);
        expect(mail.headers["reply-to"]).toBeUndefined();
        expect(mail.headers.bcc).toBeUndefined();
        expect(mail.headers["x-injected"]).toBeUndefined();
      }
    } finally {
      transport.close();
      await smtp.stop();
    }
  });
});
