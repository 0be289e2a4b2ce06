/**
 * Staff's queue of people's privacy requests and its three answers (decision 0041), on each
 * engine: the queue's order, deadlines and late flags; one request's findings; the copy's link
 * (stored hashed, emailed in the person's language); the erasure (nothing the register names holds
 * the address afterwards, the notice queued to be forgotten and gone once the outbox sends it);
 * the refusal (its reason emailed, never audited); the warning of requests near their deadline;
 * their retention; and the pages' guards.
 */
import { createHash } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { createLogger } from "~/.server/logger";
import type { OutboxMessage } from "~/.server/mail/message";
import { enqueueEmail, OutboxWorker } from "~/.server/mail/outbox";
import type { MailTransport } from "~/.server/mail/transport";
import { runHousekeeping, systemStatus } from "~/.server/services/operations";
import {
  copyRequestOfToken,
  erasePrivacyRequest,
  findPersonalData,
  hashIdentifier,
  installedIdentifierKey,
  privacyRequestDetail,
  privacyRequestQueue,
  privacyRequestsNearDeadline,
  refusePrivacyRequest,
  sendPrivacyCopy,
} from "~/.server/services/privacy";
import { DEFAULT_SETTINGS, updateSettings } from "~/.server/settings";
import * as queuePage from "~/routes/admin/privacy-requests";
import { loader as queueLoader } from "~/routes/admin/privacy-requests";
import * as detailPage from "~/routes/admin/privacy-requests.$id";
import { action as detailAction, loader as detailLoader } from "~/routes/admin/privacy-requests.$id";
import { appContext, formArgs, settle } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { seedCandidate, seedCv } from "../support/candidates";
import { engines, suiteDatabase } from "../support/databases";
import { erasureLedger } from "../support/erasure-ledger";
import { renderRoute, visibleText } from "../support/render-route";
import { createSignedInUser, requestAs, type TestAccount } from "../support/sessions";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-28T12:00:00.000Z");
const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * DAY_MS).toISOString();
const PUBLIC_URL = "https://staffing.test";

let people = 0;
const address = (tag: string) => `${tag}.${++people}@person.test`;

/** A request as the public page leaves it once confirmed (privacy-public writes these rows). */
async function seedRequest(
  database: Database,
  values: {
    email: string;
    kind?: "copy" | "erasure";
    language?: string;
    confirmedAt?: string | null;
    status?: "unconfirmed" | "open" | "done" | "refused";
    confirmExpiresAt?: string | null;
    handledAt?: string | null;
  },
): Promise<number> {
  const row = await database.db
    .insertInto("privacy_requests")
    .values({
      kind: values.kind ?? "copy",
      email: values.email,
      email_hash: hashIdentifier(installedIdentifierKey(), "email", values.email),
      language: values.language ?? "en",
      status: values.status ?? "open",
      confirm_token_hash: values.status === "unconfirmed" ? createHash("sha256").update(values.email).digest("hex") : null,
      confirm_expires_at: values.confirmExpiresAt ?? null,
      confirmed_at: values.confirmedAt === undefined ? daysAgo(1) : values.confirmedAt,
      handled_at: values.handledAt ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Every outbox row to an address. */
const mailTo = (database: Database, email: string) =>
  database.db.selectFrom("email_outbox").selectAll().where("recipient", "=", email).execute();

const auditOf = (database: Database, action: string) =>
  database.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id", "desc").execute();

/** A transport that keeps what it was handed. */
function memoryTransport(): MailTransport & { sent: OutboxMessage[] } {
  const sent: OutboxMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    close() {},
  };
}

describe.each(engines())("privacy requests' queue on $name", ({ make }) => {
  const database = suiteDatabase(make);

  beforeEach(async () => {
    await database.db.deleteFrom("privacy_requests").execute();
    await database.db.deleteFrom("email_outbox").execute();
  });

  it("lists open requests by deadline with their age, days left and lateness; handled ones apart", async () => {
    const late = await seedRequest(database, { email: address("late"), confirmedAt: daysAgo(35, NOW) });
    const fresh = await seedRequest(database, { email: address("fresh"), confirmedAt: daysAgo(2, NOW), kind: "erasure" });
    const due = await seedRequest(database, { email: address("due"), confirmedAt: daysAgo(25, NOW) });
    await seedRequest(database, { email: address("unconfirmed"), confirmedAt: null, status: "unconfirmed" });
    const done = await seedRequest(database, { email: address("done"), status: "done", handledAt: daysAgo(1, NOW) });

    const open = await privacyRequestQueue(database, { now: NOW });
    expect(open.map((row) => row.id)).toEqual([late, due, fresh]);
    expect(open[0]).toMatchObject({ late: true, daysLeft: -5, ageDays: 35, deadline: daysAgo(5, NOW) });
    expect(open[1]).toMatchObject({ late: false, daysLeft: 5, ageDays: 25 });
    expect(open[2]).toMatchObject({ kind: "erasure", late: false, daysLeft: 28, ageDays: 2 });

    // The deadline follows the setting.
    await updateSettings(database.db, TEST_ACTOR, { privacyRequestDays: 10 });
    try {
      expect((await privacyRequestQueue(database, { now: NOW })).map((row) => row.late)).toEqual([true, true, false]);
    } finally {
      await updateSettings(database.db, TEST_ACTOR, { privacyRequestDays: DEFAULT_SETTINGS.privacyRequestDays });
    }
    expect((await privacyRequestQueue(database, { now: NOW, status: "handled" })).map((row) => row.id)).toEqual([done]);
  });

  it("counts the open requests due within seven days and the late ones, with the soonest deadline", async () => {
    expect(await privacyRequestsNearDeadline(database, NOW)).toEqual({ due: 0, late: 0, soonest: null, warningDays: 7 });
    await seedRequest(database, { email: address("late"), confirmedAt: daysAgo(31, NOW) });
    await seedRequest(database, { email: address("soon"), confirmedAt: daysAgo(24, NOW) });
    await seedRequest(database, { email: address("later"), confirmedAt: daysAgo(22, NOW) });
    await seedRequest(database, { email: address("answered"), confirmedAt: daysAgo(40, NOW), status: "done" });
    expect(await privacyRequestsNearDeadline(database, NOW)).toEqual({
      due: 2,
      late: 1,
      soonest: daysAgo(1, NOW),
      warningDays: 7,
    });
    const status = await systemStatus({
      database,
      config: appContext(database).context.config,
      redisStatus: () => "off",
      now: NOW,
    });
    expect(status.privacyRequests).toMatchObject({ due: 2, late: 1, problem: "privacyRequestsLate" });
  });

  it("shows what the register finds for the address, with the meanings in the reader's language, and the CVs", async () => {
    const email = address("detail");
    const candidate = await seedCandidate(database, { email, full_name: "Detail Person" });
    const cv = await seedCv(database, candidate, null, ["Detail Person", "Housekeeping"]);
    await database.db
      .insertInto("contacts")
      .values({ name: "Detail Person", email, subject: "Hello", message: "Hi", language: "en" })
      .execute();
    const id = await seedRequest(database, { email });
    const detail = await privacyRequestDetail(database, id, { now: NOW, language: "fr" });
    const counts = Object.fromEntries(detail?.found.map((entry) => [entry.table, entry.count]) ?? []);
    expect(counts).toMatchObject({ contacts: 1, candidates: 1, cv_files: 1, privacy_requests: 1 });
    expect(detail?.found.find((entry) => entry.table === "contacts")?.meaning).toBe(
      "Les messages que vous nous avez envoyés par le formulaire de contact.",
    );
    expect(detail?.total).toBe(detail?.found.reduce((sum, entry) => sum + entry.count, 0));
    expect(detail?.cvs).toEqual([expect.objectContaining({ id: cv, fileName: "cv.pdf" })]);
    expect(await privacyRequestDetail(database, 999_999, { language: "en" })).toBeUndefined();
  });

  it("sends the copy: a link stored only as its hash, emailed in the person's language, audited without the address", async () => {
    const email = address("copy");
    const id = await seedRequest(database, { email, language: "es" });
    expect(await sendPrivacyCopy(database, PUBLIC_URL, id, TEST_ACTOR, NOW)).toEqual({ ok: true });
    const stored = await database.db.selectFrom("privacy_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: "done", copy_expires_at: new Date(NOW.getTime() + 7 * DAY_MS).toISOString() });
    expect(stored.handled_at).not.toBeNull();
    const [mail] = await mailTo(database, email);
    expect(mail?.subject).toMatch(/Su copia/);
    // The link in the person's language's address space.
    const link = mail?.text.match(/https:\/\/staffing\.test\/es\/\S*?([0-9a-f]{64})/)?.[1] ?? "";
    expect(link).toHaveLength(64);
    expect(stored.copy_token_hash).toBe(createHash("sha256").update(link).digest("hex"));
    expect(JSON.stringify(await database.db.selectFrom("privacy_requests").selectAll().execute())).not.toContain(link);
    // The download route opens it (services/privacy/copy-link.ts), in the person's language.
    expect(await copyRequestOfToken(database.db, link)).toEqual({ id, email, language: "es" });
    const [entry] = await auditOf(database, "privacy.copy_sent");
    expect(entry).toMatchObject({ target_type: "privacy_request", target_id: String(id) });
    expect(JSON.parse(entry?.after ?? "{}")).toEqual({ kind: "copy" });
    expect(JSON.stringify(entry)).not.toContain(email);

    // Answered once: a second answer, or the wrong one, is refused.
    expect(await sendPrivacyCopy(database, PUBLIC_URL, id, TEST_ACTOR)).toEqual({ ok: false, reason: "notOpen" });
    const erasure = await seedRequest(database, { email: address("other"), kind: "erasure" });
    expect(await sendPrivacyCopy(database, PUBLIC_URL, erasure, TEST_ACTOR)).toEqual({ ok: false, reason: "wrongKind" });
  });

  it("erases: nothing the register names holds the address; the notice is queued to be forgotten and goes once sent", async () => {
    const email = address("erase");
    const candidate = await seedCandidate(database, { email, full_name: "Erase Person" });
    await seedCv(database, candidate, null, ["Erase Person"]);
    await database.db
      .insertInto("contacts")
      .values({ name: "Erase Person", email, subject: "Please", message: "Erase me", language: "fr" })
      .execute();
    await enqueueEmail(database.db, { to: email, subject: "Earlier", html: "<p>x</p>", text: "x" });
    const id = await seedRequest(database, { email, kind: "erasure", language: "fr" });

    expect(await erasePrivacyRequest(database, id, TEST_ACTOR, erasureLedger())).toEqual({ ok: true });
    const stored = await database.db.selectFrom("privacy_requests").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: "done", email: null, copy_token_hash: null, confirm_token_hash: null });
    expect(stored.email_hash).toBe(hashIdentifier(installedIdentifierKey(), "email", email));

    // Only the notice holds the address, and only until it is sent.
    const found = await findPersonalData(database, { email });
    expect(found.entries.map((entry) => entry.table)).toEqual(["email_outbox"]);
    const [notice] = await mailTo(database, email);
    expect(notice).toMatchObject({ forget_when_sent: 1, status: "pending" });
    expect(notice?.subject).toBe("Vos données personnelles ont été effacées");
    expect(notice?.text).toMatch(/hachage à clé/);
    expect(notice?.text).toMatch(/Les messages que vous nous avez envoyés/);

    const transport = memoryTransport();
    await new OutboxWorker(database, transport, createLogger("silent")).drain();
    expect(transport.sent.map((message) => message.to)).toEqual([email]);
    expect(await mailTo(database, email)).toEqual([]);
    expect((await findPersonalData(database, { email })).entries).toEqual([]);

    const [entry] = await auditOf(database, "privacy.erased");
    expect(entry).toMatchObject({ target_type: "privacy_request", target_id: String(id) });
    expect(JSON.parse(entry?.after ?? "{}")).toMatchObject({ kind: "erasure", removed: expect.any(Number) });
    const audit = JSON.stringify(await database.db.selectFrom("audit_log").selectAll().execute());
    expect(audit).not.toContain(email);
    expect(audit).not.toContain("Erase Person");
    expect(await erasePrivacyRequest(database, id, TEST_ACTOR, erasureLedger())).toEqual({ ok: false, reason: "notOpen" });
  });

  it("refuses with a reason emailed to the person and kept on the request, audited without it", async () => {
    const email = address("refuse");
    const id = await seedRequest(database, { email, kind: "erasure", language: "es" });
    const reason = "Debemos conservar sus facturas durante seis años por ley.";
    expect(await refusePrivacyRequest(database, id, TEST_ACTOR, reason)).toEqual({ ok: true });
    expect(
      await database.db
        .selectFrom("privacy_requests")
        .select(["status", "refusal_reason"])
        .where("id", "=", id)
        .executeTakeFirst(),
    ).toEqual({ status: "refused", refusal_reason: reason });
    const [mail] = await mailTo(database, email);
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toMatch(/autoridad de protección de datos/);
    expect(mail?.forget_when_sent).toBe(0);
    const [entry] = await auditOf(database, "privacy.refused");
    expect(JSON.parse(entry?.after ?? "{}")).toEqual({ kind: "erasure" });
    expect(JSON.stringify(entry)).not.toContain(reason);
    expect(JSON.stringify(entry)).not.toContain(email);
  });

  it("forgets a message whose sending finally failed, and keeps an ordinary one", async () => {
    const failing: MailTransport = {
      async send() {
        throw new Error("mailbox unavailable");
      },
      close() {},
    };
    await enqueueEmail(database.db, { to: "forget@person.test", subject: "s", html: "h", text: "t" }, { forgetWhenSent: true });
    await enqueueEmail(database.db, { to: "keep@person.test", subject: "s", html: "h", text: "t" });
    await new OutboxWorker(database, failing, createLogger("silent"), { maxAttempts: 1 }).drain();
    const left = await database.db.selectFrom("email_outbox").select(["recipient", "status"]).execute();
    expect(left).toEqual([{ recipient: "keep@person.test", status: "failed" }]);
  });

  it("retention deletes unconfirmed requests a day after their link lapsed and drops handled ones' addresses", async () => {
    const lapsed = await seedRequest(database, {
      email: address("lapsed"),
      status: "unconfirmed",
      confirmedAt: null,
      confirmExpiresAt: daysAgo(2, NOW),
    });
    const justLapsed = await seedRequest(database, {
      email: address("just"),
      status: "unconfirmed",
      confirmedAt: null,
      confirmExpiresAt: daysAgo(0.5, NOW),
    });
    const old = await seedRequest(database, { email: address("old"), status: "refused", handledAt: daysAgo(400, NOW) });
    const recent = await seedRequest(database, { email: address("recent"), status: "done", handledAt: daysAgo(10, NOW) });
    const open = await seedRequest(database, { email: address("open"), confirmedAt: daysAgo(400, NOW) });
    const report = await runHousekeeping(database, DEFAULT_SETTINGS, NOW);
    expect(report).toMatchObject({ privacyRequestsDeleted: 1, privacyRequestsForgotten: 1, failures: [] });
    const rows = await database.db.selectFrom("privacy_requests").select(["id", "email"]).orderBy("id").execute();
    expect(rows.map((row) => row.id)).toEqual([justLapsed, old, recent, open]);
    expect(rows.find((row) => row.id === lapsed)).toBeUndefined();
    expect(rows.find((row) => row.id === old)?.email).toBeNull();
    expect(rows.find((row) => row.id === recent)?.email).not.toBeNull();
    expect(rows.find((row) => row.id === open)?.email).not.toBeNull();
    expect((await runHousekeeping(database, DEFAULT_SETTINGS, NOW)).privacyRequestsForgotten).toBe(0);
  });

  describe("the pages", () => {
    let context: ReturnType<typeof appContext>["context"];
    let admin: TestAccount;
    let editor: TestAccount;

    beforeAll(async () => {
      context = appContext(database).context;
      admin = await createSignedInUser(context.auth, "admin");
      editor = await createSignedInUser(context.auth, "editor");
    });

    const load = (account: TestAccount | undefined, id?: number) =>
      settle(() =>
        id === undefined
          ? queueLoader({ request: requestAs(account, `${PUBLIC_URL}/admin/privacy-requests`), context, params: {} } as never)
          : detailLoader({
              request: requestAs(account, `${PUBLIC_URL}/admin/privacy-requests/${id}`),
              context,
              params: { id: String(id) },
            } as never),
      );
    const post = (account: TestAccount | undefined, id: number, fields: Record<string, string>) =>
      settle(() =>
        detailAction({
          ...formArgs(context, `${PUBLIC_URL}/admin/privacy-requests/${id}`, fields, account ? { Cookie: account.cookie } : {}),
          params: { id: String(id) },
        } as never),
      );

    it("opens for administrators only, loader and action", async () => {
      const email = address("guarded");
      const id = await seedRequest(database, { email, kind: "erasure" });
      expect((await load(editor)).status).toBe(403);
      expect((await load(editor, id)).status).toBe(403);
      expect((await post(editor, id, { intent: "erase", confirm: "on" })).status).toBe(403);
      expect((await post(editor, id, { intent: "refuse", reason: "No" })).status).toBe(403);
      const anonymous = await load(undefined, id);
      expect(anonymous.status).toBe(302);
      expect(anonymous.location).toMatch(/^\/admin\/login/);
      const answered = await database.db.selectFrom("privacy_requests").select("status").where("id", "=", id).executeTakeFirst();
      expect(answered?.status).toBe("open");

      const queue = await load(admin);
      expect(queue.status).toBe(200);
      expect(JSON.stringify(queue.body)).toContain(email);
      expect((await load(admin, id)).status).toBe(200);
      expect((await load(admin, 999_999)).status).toBe(404);
    });

    it("renders the queue and a request in the reader's language, and a form posted without JavaScript", async () => {
      const email = address("render");
      await database.db
        .insertInto("contacts")
        .values({ name: "Render Person", email, subject: "Hola", message: "Hi", language: "es" })
        .execute();
      const id = await seedRequest(database, { email, kind: "erasure", confirmedAt: daysAgo(31) });
      const headers = { Cookie: `${admin.cookie}; language=es` };
      const queue = await renderRoute(
        queuePage,
        "/admin/privacy-requests",
        new Request(`${PUBLIC_URL}/admin/privacy-requests`, { headers }),
        context,
      );
      expect(queue.status).toBe(200);
      const queueText = visibleText(queue.html);
      expect(queueText).toContain(email);
      expect(queueText).toContain("Retrasada 1 día");
      expect(queue.html).toContain(`href="/admin/privacy-requests/${id}"`);

      const path = `/admin/privacy-requests/${id}`;
      const detail = await renderRoute(
        detailPage,
        "/admin/privacy-requests/:id",
        new Request(`${PUBLIC_URL}${path}`, { headers }),
        context,
      );
      expect(detail.status).toBe(200);
      const detailText = visibleText(detail.html);
      expect(detailText).toContain("Mensajes que nos enviaste con el formulario de contacto.");
      expect(detailText).toContain("Entiendo que esto no se puede deshacer");
      expect(detailText).not.toContain("Enviar la copia");

      // As the server's edge hands the action the form it read (app/.server/http/request-body.ts).
      const posted = formArgs(context, `${PUBLIC_URL}${path}`, { intent: "erase" }, headers);
      const refused = await renderRoute(detailPage, "/admin/privacy-requests/:id", posted.request, posted.context);
      expect(refused.status).toBe(400);
      expect(visibleText(refused.html)).toContain("Marque la casilla para confirmar");
    });

    it("answers each form: the erasure needs its tick, a refusal its reason, a wrong kind or a second answer 409", async () => {
      const erasure = await seedRequest(database, { email: address("forms"), kind: "erasure" });
      const unticked = await post(admin, erasure, { intent: "erase" });
      expect(unticked.status).toBe(400);
      expect(unticked.body.error).toEqual({ confirm: ["admin-privacy:errors.confirmRequired"] });
      const empty = await post(admin, erasure, { intent: "refuse", reason: "  " });
      expect(empty.body.error).toEqual({ reason: ["admin-privacy:errors.reasonRequired"] });
      expect((await post(admin, erasure, { intent: "refuse", reason: "x".repeat(2001) })).status).toBe(400);
      expect((await post(admin, erasure, { intent: "sendCopy" })).status).toBe(409);
      expect((await post(admin, erasure, { intent: "erase", confirm: "on" })).body).toMatchObject({
        status: "success",
        intent: "erase",
      });
      const again = await post(admin, erasure, { intent: "refuse", reason: "Too late" });
      expect(again.status).toBe(409);
      expect(again.body.error).toEqual({ "": ["admin-privacy:errors.notOpen"] });
      expect((await post(admin, 999_999, { intent: "sendCopy" })).status).toBe(404);
      const malformed = await settle(() =>
        detailAction({
          ...formArgs(context, `${PUBLIC_URL}/admin/privacy-requests/abc`, { intent: "sendCopy" }, { Cookie: admin.cookie }),
          params: { id: "abc" },
        } as never),
      );
      expect(malformed.status).toBe(404);
    });
  });
});
