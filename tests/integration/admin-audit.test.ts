/**
 * The audit log (decision 0014) through the real loaders and actions: each kind of admin
 * write leaves exactly one entry naming who, what and (for changed values) before and after; a
 * write whose transaction fails leaves neither the change nor an entry; only administrators read
 * the log and its export; its keyset pages cover every entry once, newest first.
 */
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import fc from "fast-check";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createContent,
  deleteContent,
  moveContent,
  readSiteDetails,
  saveSiteDetails,
  setContentHidden,
  updateContent,
} from "~/.server/services/content";
import { storeUpload } from "~/.server/services/content/images";
import { type AuditActor, auditCsvRows, listAudit, recordAudit } from "~/.server/services/operations/audit";
import { changeMessageFlags } from "~/.server/services/records/messages";
import { setPartnershipStatus } from "~/.server/services/records/partnerships-admin";
import { getSettings, updateSettings } from "~/.server/settings";
import { faqEntrySchema } from "~/lib/validation/content";
import * as accountPage from "~/routes/admin/account";
import * as auditPage from "~/routes/admin/audit";
import * as auditExport from "~/routes/admin/audit.export";
import * as loginPage from "~/routes/admin/login";
import * as logoutRoute from "~/routes/admin/logout";
import * as messagesPage from "~/routes/admin/messages";
import * as subscribersPage from "~/routes/admin/newsletter-subscribers";
import * as subscribersExport from "~/routes/admin/newsletter-subscribers.export";
import * as requestsPage from "~/routes/admin/partnership-requests";
import * as requestsExport from "~/routes/admin/partnership-requests.export";
import * as settingsPage from "~/routes/admin/settings";
import * as usersPage from "~/routes/admin/users";
import * as authPage from "~/routes/auth";
import { appContext, routeCaller } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { photo } from "../support/images";
import { createSignedInUser, TEST_PASSWORD, type TestAccount } from "../support/sessions";
import { SETTINGS_FORM } from "../support/settings-form";

const BASE = "https://staffing.test";
const SETTINGS = SETTINGS_FORM;
/** An actor the table refuses (actor_email is NOT NULL): its entry fails inside the change's transaction. */
/** A FAQ entry's fields in English only, as the content schema reads them. */
const faqEntry = (question: string, answer: string) =>
  faqEntrySchema.parse({
    translations: { en: { question, answer }, es: { question: "", answer: "" }, fr: { question: "", answer: "" } },
  });

const BROKEN_ACTOR = { ...TEST_ACTOR, email: null } as unknown as AuditActor;

describe.each(engines())("audit log on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let admin: TestAccount;
  let editor: TestAccount;
  let viewer: TestAccount;

  beforeAll(async () => {
    context = appContext(database, { clientIp: "203.0.113.9" }).context;
    admin = await createSignedInUser(context.auth, "admin");
    editor = await createSignedInUser(context.auth, "editor");
    viewer = await createSignedInUser(context.auth, "viewer");
  });
  beforeEach(async () => {
    await database.db.deleteFrom("audit_log").execute();
  });

  const entries = () => database.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
  const json = (text: string | null) => (text === null ? null : JSON.parse(text));

  /** The one entry the write made, its JSON read. */
  async function onlyEntry() {
    const rows = await entries();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error("no entry");
    return { ...row, before: json(row.before), after: json(row.after) };
  }

  const insertRequest = async (status = "new") =>
    (
      await database.db
        .insertInto("partnership_requests")
        .values({
          organization: "Savanna Lodge",
          contact_name: "Amina",
          email: "amina@lodge.test",
          organization_type: "safariLodge",
          country: "ke",
          placement_type: "seasonal",
          positions: "[]",
          status,
          language: "en",
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

  const insertMessage = async () =>
    (
      await database.db
        .insertInto("contacts")
        .values({
          name: "Guest",
          email: "guest@hotel.test",
          subject: "Hi",
          message: "Hello",
          language: "en",
          read: 0,
          archived: 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;

  describe("each kind of write leaves exactly one entry", () => {
    it("settings: who, the anonymized address, and only the changed values before and after", async () => {
      const { post } = routeCaller(settingsPage, `${BASE}/admin/settings`, () => context);
      expect((await post(admin, { ...SETTINGS, auditRetentionDays: "400", siteName: "Lakeside" })).status).toBe(200);
      const entry = await onlyEntry();
      expect(entry).toMatchObject({
        action: "settings.update",
        actor_user_id: admin.userId,
        actor_email: admin.email,
        actor_role: "admin",
        ip: "203.0.113.0",
        before: { siteName: "Crestway Hospitality", auditRetentionDays: 365 },
        after: { siteName: "Lakeside", auditRetentionDays: 400 },
      });
      // Saving the same values again changes nothing and records nothing.
      await post(admin, { ...SETTINGS, auditRetentionDays: "400", siteName: "Lakeside" });
      expect(await entries()).toHaveLength(1);
      // A refused form records nothing either.
      expect((await post(admin, { ...SETTINGS, auditRetentionDays: "0" })).status).toBe(400);
      expect(await entries()).toHaveLength(1);
      await post(admin, SETTINGS);
    });

    it("messages: a bulk action is one entry naming every id it found", async () => {
      const ids = [await insertMessage(), await insertMessage(), await insertMessage()];
      const { post, load } = routeCaller(messagesPage, `${BASE}/admin/messages`, () => context);
      expect((await post(editor, { intent: "archive", ids: [...ids.map(String), "999999"] })).status).toBe(200);
      expect(await onlyEntry()).toMatchObject({
        action: "message.archive",
        actor_email: editor.email,
        actor_role: "editor",
        target_type: "message",
        target_id: JSON.stringify(ids),
      });
      for (const intent of ["restore", "markRead", "markUnread", "delete"]) {
        await post(editor, { intent, id: String(ids[0]) });
      }
      expect((await entries()).map((row) => row.action)).toEqual([
        "message.archive",
        "message.restore",
        "message.read",
        "message.unread",
        "message.delete",
      ]);
      // Opening an unread message marks it read for an editor (one entry), not for a viewer (none).
      const opened = await insertMessage();
      await database.db.deleteFrom("audit_log").execute();
      await load(viewer, `?open=${opened}`);
      expect(await entries()).toHaveLength(0);
      await load(editor, `?open=${opened}`);
      expect(await onlyEntry()).toMatchObject({ action: "message.read", target_id: JSON.stringify([opened]) });
      // Nothing found: no change, no entry.
      await database.db.deleteFrom("audit_log").execute();
      expect((await post(editor, { intent: "archive", id: "999999" })).status).toBe(404);
      expect(await entries()).toHaveLength(0);
    });

    it("partnership requests: status before and after, notes, deletion", async () => {
      const id = await insertRequest("new");
      const { post } = routeCaller(requestsPage, `${BASE}/admin/partnership-requests`, () => context);
      await post(editor, { intent: "setStatus", id: String(id), status: "contacted" });
      expect(await onlyEntry()).toMatchObject({
        action: "partnership.status",
        target_type: "partnership_requests",
        target_id: String(id),
        before: { status: "new" },
        after: { status: "contacted" },
      });
      await database.db.deleteFrom("audit_log").execute();
      await post(editor, { intent: "saveNotes", id: String(id), notes: "Call back Monday" });
      expect(await onlyEntry()).toMatchObject({
        action: "partnership.notes",
        before: { notes: null },
        after: { notes: "Call back Monday" },
      });
      await database.db.deleteFrom("audit_log").execute();
      await post(editor, { intent: "delete", id: String(id) });
      expect(await onlyEntry()).toMatchObject({ action: "partnership.delete", before: { email: "amina@lodge.test" } });
    });

    it("subscribers: deletion and every CSV download", async () => {
      const { id } = await database.db
        .insertInto("newsletter_subscribers")
        .values({ email: "reader@lodge.test", confirmed: 1, unsubscribe_token: `t-${Date.now()}`, language: "en" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const page = routeCaller(subscribersPage, `${BASE}/admin/newsletter-subscribers`, () => context);
      await page.post(editor, { intent: "delete", id: String(id) });
      expect(await onlyEntry()).toMatchObject({ action: "subscriber.delete", target_id: String(id) });
      await database.db.deleteFrom("audit_log").execute();
      const download = await routeCaller(subscribersExport, `${BASE}/admin/newsletter-subscribers/export`, () => context).load(
        editor,
      );
      expect(download.status).toBe(200);
      await download.response?.text();
      expect(await onlyEntry()).toMatchObject({ action: "export.subscribers", actor_email: editor.email });
    });

    it("users: created, changed (role and active state before and after), password reset, deleted", async () => {
      const { post } = routeCaller(usersPage, `${BASE}/admin/users`, () => context);
      const email = `new-${Date.now()}@staff.test`;
      const created = await post(admin, { intent: "create", name: "Nia New", email, role: "viewer", password: "" });
      expect(created.status).toBe(200);
      const user = await database.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
      expect(await onlyEntry()).toMatchObject({ action: "user.create", target_id: user.id, after: { email, role: "viewer" } });
      await database.db.deleteFrom("audit_log").execute();
      await post(admin, { intent: "update", userId: user.id, name: "Nia New", email, role: "editor" });
      expect(await onlyEntry()).toMatchObject({
        action: "user.update",
        before: { role: "viewer", active: true },
        after: { role: "editor", active: false },
      });
      await database.db.deleteFrom("audit_log").execute();
      await post(admin, { intent: "resetPassword", userId: user.id, mode: "generate" });
      expect(await onlyEntry()).toMatchObject({ action: "user.password_reset", after: { mode: "generate" } });
      await database.db.deleteFrom("audit_log").execute();
      await post(admin, { intent: "delete", userId: user.id });
      expect(await onlyEntry()).toMatchObject({ action: "user.delete", before: { email, role: "editor" } });
    });

    it("sign-in, failed sign-in and sign-out of the admin area", async () => {
      const account = await createSignedInUser(context.auth, "editor");
      await database.db.deleteFrom("audit_log").execute();
      const login = (password: string) =>
        routeCaller(loginPage, `${BASE}/admin/login`, () => context).post(undefined, {
          intent: "signIn",
          email: account.email,
          password,
        });
      expect((await login("wrong-password-9")).status).toBe(401);
      expect(await onlyEntry()).toMatchObject({ action: "auth.sign_in_failed", actor_user_id: null, actor_email: account.email });
      await database.db.deleteFrom("audit_log").execute();
      expect((await login(TEST_PASSWORD)).status).toBe(302);
      expect(await onlyEntry()).toMatchObject({ action: "auth.sign_in", actor_user_id: account.userId, actor_role: "editor" });
      await database.db.deleteFrom("audit_log").execute();
      await routeCaller(logoutRoute, `${BASE}/admin/logout`, () => context).post(account, {});
      expect(await onlyEntry()).toMatchObject({ action: "auth.sign_out", actor_user_id: account.userId });
    });

    it("sign-in and sign-out of staff through the shared sign-in page (/auth) too", async () => {
      const account = await createSignedInUser(context.auth, "viewer");
      await database.db.deleteFrom("audit_log").execute();
      const page = routeCaller(authPage, `${BASE}/auth`, () => context);
      expect((await page.post(undefined, { intent: "signIn", email: account.email, password: "wrong-password-9" })).status).toBe(
        401,
      );
      expect((await page.post(undefined, { intent: "signIn", email: account.email, password: TEST_PASSWORD })).status).toBe(302);
      await page.post(account, { intent: "signOut" });
      expect((await entries()).map((row) => [row.action, row.actor_email])).toEqual([
        ["auth.sign_in_failed", account.email],
        ["auth.sign_in", account.email],
        ["auth.sign_out", account.email],
      ]);
    });

    it("one's own password change", async () => {
      const account = await createSignedInUser(context.auth, "viewer");
      await database.db.deleteFrom("audit_log").execute();
      const { post } = routeCaller(accountPage, `${BASE}/admin/account`, () => context);
      const changed = await post(account, {
        intent: "changePassword",
        currentPassword: TEST_PASSWORD,
        newPassword: "another-horse-73",
        confirm: "another-horse-73",
      });
      expect(changed.status).toBe(200);
      expect(await onlyEntry()).toMatchObject({ action: "account.password_change", target_id: account.userId });
    });

    it("content edits keep the item before and after", async () => {
      const [item] = await database.db.selectFrom("faq_entries").select(["id", "translations"]).limit(1).execute();
      if (!item) throw new Error("no seeded FAQ entry");
      const input = faqEntry("Q?", "A.");
      await updateContent(database, TEST_ACTOR, "faq", item.id, input);
      const entry = await onlyEntry();
      expect(entry).toMatchObject({
        action: "content.update",
        target_type: "faq",
        target_id: item.id,
        after: { translations: input.translations },
      });
      expect(entry.before).toEqual({ translations: JSON.parse(item.translations) });
    });
  });

  describe("and the rest of the list, one entry each", () => {
    const actions = async () => (await entries()).map((row) => row.action);

    it("two-factor turned on and off for one's own account", async () => {
      const account = await createSignedInUser(context.auth, "viewer");
      await database.db.deleteFrom("audit_log").execute();
      const { post } = routeCaller(accountPage, `${BASE}/admin/account`, () => context);
      const started = await post(account, { intent: "enableTwoFactor", password: TEST_PASSWORD });
      // Preparing a secret turns nothing on: no entry yet.
      expect(await entries()).toHaveLength(0);
      // Better Auth may rotate the session on each step: go on with the newest cookie.
      let signedIn = account;
      const follow = (answer: { cookies: string[] }) => {
        if (answer.cookies.length > 0) signedIn = { ...signedIn, cookie: answer.cookies.map((c) => c.split(";")[0]).join("; ") };
      };
      follow(started);
      const otp = createOTP(base32.decode((started.body.setup as { secret: string }).secret));
      const verified = await post(signedIn, { intent: "verifyTwoFactor", code: await otp.totp() });
      expect(verified.status).toBe(200);
      follow(verified);
      expect((await post(signedIn, { intent: "disableTwoFactor", password: TEST_PASSWORD })).status).toBe(200);
      expect(await actions()).toEqual(["account.two_factor_enable", "account.two_factor_disable"]);
    });

    it("invitations, volunteer and donation changes, and the partnership export", async () => {
      await routeCaller(usersPage, `${BASE}/admin/users`, () => context).post(admin, {
        intent: "create",
        name: "Ivy Invited",
        email: `invited-${Date.now()}@staff.test`,
        role: "viewer",
        password: "",
        invite: "on",
      });
      const volunteer = await database.db
        .insertInto("volunteer_signups")
        .values({
          full_name: "Kofi",
          email: "kofi@help.test",
          country: "gh",
          interests: "[]",
          availability: "weekly",
          language: "en",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const donation = await database.db
        .insertInto("donation_pledges")
        .values({ full_name: "Grace", email: "grace@give.test", amount_cents: 5000, program: "scholarships", language: "en" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const records = routeCaller(requestsPage, `${BASE}/admin/partnership-requests`, () => context);
      await records.post(editor, { intent: "deleteVolunteer", id: String(volunteer.id) });
      await records.post(editor, { intent: "setDonationStatus", id: String(donation.id), status: "received" });
      await records.post(editor, { intent: "deleteDonation", id: String(donation.id) });
      const download = await routeCaller(requestsExport, `${BASE}/admin/partnership-requests/export`, () => context).load(
        editor,
        "?status=won",
      );
      await download.response?.text();
      const rows = await entries();
      expect(rows.map((row) => row.action)).toEqual([
        "user.invite",
        "volunteer.delete",
        "donation.status",
        "donation.delete",
        "export.partnerships",
      ]);
      expect(json(rows[2]?.before ?? null)).toEqual({ status: "pledged" });
      expect(json(rows[2]?.after ?? null)).toEqual({ status: "received" });
      expect(json(rows[4]?.after ?? null)).toEqual({ status: "won", search: "", owner: null, market: null, plan: null });
    });

    it("content added, hidden, shown, moved, deleted; site details; image uploads", async () => {
      const created = await createContent(database, TEST_ACTOR, "faq", faqEntry("New?", "Yes."));
      await setContentHidden(database, TEST_ACTOR, "faq", created.id, true);
      await setContentHidden(database, TEST_ACTOR, "faq", created.id, false);
      await moveContent(database, TEST_ACTOR, "faq", created.id, "up");
      await deleteContent(database, TEST_ACTOR, "faq", created.id);
      const details = await readSiteDetails(database.db);
      const phone = "+1 425 555 0199";
      await saveSiteDetails(database, TEST_ACTOR, { ...details, contact: { ...details.contact, phone } });
      const bytes = await photo(400, 300, "png");
      const first = await storeUpload(database, TEST_ACTOR, { bytes, filename: "team.png" }, "photo");
      await storeUpload(database, TEST_ACTOR, { bytes, filename: "again.png" }, "photo");
      const rows = await entries();
      expect(rows.map((row) => row.action)).toEqual([
        "content.create",
        "content.hide",
        "content.show",
        "content.move",
        "content.delete",
        "content.details",
        "image.upload",
        "image.upload",
      ]);
      expect(rows.slice(0, 5).every((row) => row.target_id === created.id)).toBe(true);
      expect(json(rows[4]?.before ?? null)).toMatchObject({ id: created.id });
      expect(json(rows[5]?.before ?? null)).toEqual({ contact: details.contact });
      expect(json(rows[5]?.after ?? null)).toEqual({ contact: { ...details.contact, phone } });
      if (!first.ok) throw new Error("upload refused");
      expect(rows[6]).toMatchObject({ target_type: "image", target_id: String(first.image.id) });
      expect(json(rows[6]?.after ?? null)).toMatchObject({ purpose: "photo", filename: "team.png", width: 400 });
      expect(json(rows[7]?.after ?? null)).toMatchObject({ filename: "again.png", alreadyStored: true });
    });
  });

  describe("a write that fails leaves no entry, and an entry that fails undoes the write", () => {
    it("settings, messages, partnership status and content roll back together with their entry", async () => {
      const before = await getSettings(database.db);
      await expect(updateSettings(database.db, BROKEN_ACTOR, { siteName: "Never saved" })).rejects.toThrow();
      expect(await getSettings(database.db)).toEqual(before);

      const message = await insertMessage();
      await expect(changeMessageFlags(database, BROKEN_ACTOR, "delete", [message])).rejects.toThrow();
      expect(await database.db.selectFrom("contacts").select("id").where("id", "=", message).executeTakeFirst()).toBeDefined();

      const request = await insertRequest("new");
      await expect(setPartnershipStatus(database, BROKEN_ACTOR, request, "lost")).rejects.toThrow();
      const row = await database.db
        .selectFrom("partnership_requests")
        .select("status")
        .where("id", "=", request)
        .executeTakeFirst();
      expect(row?.status).toBe("new");

      const [item] = await database.db.selectFrom("faq_entries").select(["id", "translations"]).limit(1).execute();
      if (!item) throw new Error("no seeded FAQ entry");
      await expect(updateContent(database, BROKEN_ACTOR, "faq", item.id, faqEntry("X?", "Y."))).rejects.toThrow();
      const after = await database.db
        .selectFrom("faq_entries")
        .select("translations")
        .where("id", "=", item.id)
        .executeTakeFirst();
      expect(after?.translations).toBe(item.translations);

      expect(await entries()).toHaveLength(0);
    });
  });

  describe("the page and its export", () => {
    it("refuses editors and viewers (403) and sends anonymous visitors to the login", async () => {
      const page = routeCaller(auditPage, `${BASE}/admin/audit`, () => context);
      const download = routeCaller(auditExport, `${BASE}/admin/audit/export`, () => context);
      for (const account of [editor, viewer]) {
        expect((await page.load(account)).status).toBe(403);
        expect((await download.load(account)).status).toBe(403);
      }
      expect((await page.load(undefined)).status).toBe(302);
      expect((await download.load(undefined)).status).toBe(401);
      expect(await entries()).toHaveLength(0);
    });

    it("answers who changed the retention setting and from what; filters; malformed queries read as none", async () => {
      const settings = routeCaller(settingsPage, `${BASE}/admin/settings`, () => context);
      await settings.post(admin, { ...SETTINGS, auditRetentionDays: "180" });
      await routeCaller(messagesPage, `${BASE}/admin/messages`, () => context).post(editor, {
        intent: "archive",
        id: String(await insertMessage()),
      });
      const page = routeCaller(auditPage, `${BASE}/admin/audit`, () => context);
      const all = await page.load(admin);
      expect(all.status).toBe(200);
      const rows = (all.body.page as { rows: Array<Record<string, unknown>> }).rows;
      expect(rows.map((row) => row.action)).toEqual(["message.archive", "settings.update"]);
      expect(rows[1]).toMatchObject({
        actorEmail: admin.email,
        before: { auditRetentionDays: 365 },
        after: { auditRetentionDays: 180 },
      });
      const bySettings = await page.load(admin, "?action=settings.update");
      expect((bySettings.body.page as { rows: unknown[] }).rows).toHaveLength(1);
      const byPerson = await page.load(admin, `?q=${encodeURIComponent(editor.email.toUpperCase())}`);
      expect((byPerson.body.page as { rows: unknown[] }).rows).toHaveLength(1);
      const future = await page.load(admin, "?from=2999-01-01");
      expect((future.body.page as { rows: unknown[] }).rows).toHaveLength(0);
      for (const query of [
        "?before=x",
        "?after=2026-01-01T00:00:00.000Z_99999999999",
        "?from=2026-02-31&to=yesterday",
        "?action=drop",
      ]) {
        const odd = await page.load(admin, query);
        expect(odd.status, query).toBe(200);
        expect((odd.body.page as { rows: unknown[] }).rows.length, query).toBeGreaterThan(0);
      }
      await settings.post(admin, SETTINGS);
    });

    it("exports the filtered entries as CSV, streamed, and records the download", async () => {
      await recordAudit(database.db, { actor: TEST_ACTOR, action: "settings.update", before: { a: 1 }, after: { a: "=2" } });
      await recordAudit(database.db, { actor: TEST_ACTOR, action: "message.delete", target: { type: "message", id: [1, 2] } });
      const download = await routeCaller(auditExport, `${BASE}/admin/audit/export`, () => context).load(
        admin,
        "?action=message.delete",
      );
      expect(download.status).toBe(200);
      expect(download.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      const text = (await download.response?.text()) ?? "";
      const lines = text
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe(
        '"id","occurred_at","actor_email","actor_role","action","target_type","target_id","ip","before","after"',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('"message.delete","message","[1,2]"');
      const all = [];
      for await (const row of auditCsvRows(database, { person: "", action: "", from: "", to: "" })) all.push(row);
      expect(all.map((row) => row[4])).toEqual(["export.audit", "message.delete", "settings.update"]);
      expect(all[2]?.[9]).toBe('{"a":"=2"}');
    });
  });

  describe("keyset pages", () => {
    it("walk every matching entry once, newest first, both ways", async () => {
      let walked = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.constantFrom("settings.update", "message.read")), {
            minLength: 0,
            maxLength: 70,
          }),
          fc.constantFrom("", "message.read"),
          async (seeds, action) => {
            await database.db.deleteFrom("audit_log").execute();
            // Few distinct times, so equal times are common and the id breaks the tie.
            if (seeds.length > 0) {
              await database.db
                .insertInto("audit_log")
                .values(
                  seeds.map(([minute, kind]) => ({
                    occurred_at: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
                    actor_email: "a@b.test",
                    action: kind,
                  })),
                )
                .execute();
            }
            const expected = (await database.db.selectFrom("audit_log").selectAll().execute())
              .filter((row) => !action || row.action === action)
              .sort((a, b) => (a.occurred_at === b.occurred_at ? b.id - a.id : a.occurred_at < b.occurred_at ? 1 : -1))
              .map((row) => row.id);
            const filter = { person: "", action: action as "" | "message.read", from: "", to: "" };
            const seen: number[] = [];
            const pages: Array<{ older: string | null; newer: string | null; ids: number[] }> = [];
            let before: string | null = null;
            for (;;) {
              const cursor = before ? { occurredAt: before.split("_")[0] ?? "", id: Number(before.split("_")[1]) } : undefined;
              const page = await listAudit(database, { ...filter, before: cursor });
              const ids = page.rows.map((row) => row.id);
              pages.push({ older: page.older, newer: page.newer, ids });
              seen.push(...ids);
              if (!page.older) break;
              before = page.older;
            }
            expect(seen).toEqual(expected);
            walked += expected.length;
            // "Newer" from each page after the first gives back the page before it.
            for (let index = 1; index < pages.length; index++) {
              const newer = pages[index]?.newer;
              expect(newer).toBeTruthy();
              const [occurredAt = "", id = "0"] = (newer ?? "").split("_");
              const back = await listAudit(database, { ...filter, after: { occurredAt, id: Number(id) } });
              expect(back.rows.map((row) => row.id)).toEqual(pages[index - 1]?.ids);
            }
          },
        ),
        { numRuns: 15 },
      );
      expect(walked).toBeGreaterThan(0);
    });
  });
});
