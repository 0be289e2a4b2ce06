/**
 * The Suppressed addresses page (decision 0022) and its CSV export, through the real loaders and
 * actions with real sessions, on SQLite and, with TEST_DATABASE_URL, PostgreSQL: who may read and
 * change it, search and filters, removing and adding with their audit entries, hostile input
 * (markup in a server's words shown as text, invalid addresses refused with nothing stored), and the
 * subscribers page's mark.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { recordDeliveryEvent } from "~/.server/services/mail/suppression/events";
import { addSuppression, listSuppressions, type SuppressionFilter } from "~/.server/services/mail/suppression/list";
import { listSubscribers } from "~/.server/services/records/subscribers-admin";
import type { Role } from "~/lib/admin/permissions";
import * as page from "~/routes/admin/suppressions";
import * as exportRoute from "~/routes/admin/suppressions.export";
import { appContext, routeCaller } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { csvOf } from "../support/csv";
import { engines, suiteDatabase } from "../support/databases";
import { renderRoute, visibleText } from "../support/render-route";
import { createSignedInUser, type TestAccount } from "../support/sessions";

const BASE = "https://staffing.test/admin/suppressions";
const ALL: SuppressionFilter = { search: "", reason: "", source: "", campaignId: null };
const SCRIPT = `<script>window.__xss=1</script><img src=x onerror="window.__xss=1">`;

describe.each(engines())("the suppression list page on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  const accounts = {} as Record<Role, TestAccount>;
  const list = routeCaller(page, BASE, () => context);
  const download = routeCaller(exportRoute, `${BASE}/export`, () => context);
  let campaignId: number;

  const rows = () =>
    database.db.selectFrom("mail_suppressions").select(["email", "reason", "source", "detail"]).orderBy("email").execute();
  const entries = () =>
    database.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "target_type", "target_id", "before", "after"])
      .where("action", "like", "%suppression%")
      .orderBy("id")
      .execute();

  beforeAll(async () => {
    context = appContext(database).context;
    for (const role of ["admin", "editor", "viewer", "operator", "staff", "user"] as const) {
      accounts[role] = await createSignedInUser(context.auth, role);
    }
    // Six accounts, each a password hash: slow on a busy machine.
  }, 60_000);

  beforeEach(async () => {
    for (const table of [
      "mail_delivery_events",
      "mail_suppressions",
      "campaigns",
      "newsletter_subscribers",
      "audit_log",
    ] as const) {
      await database.db.deleteFrom(table).execute();
    }
    campaignId = (
      await database.db
        .insertInto("campaigns")
        .values({ name: "Winter hiring", content: "{}", status: "sent" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    // Listed as the sources list them: a refusal with the server's words, a complaint, a provider's bounce.
    await recordDeliveryEvent(database.db, {
      email: "gone@lodge.test",
      kind: "hard_bounce",
      source: "smtp",
      detail: `550 5.1.1 ${SCRIPT}`,
      campaignId,
    });
    await recordDeliveryEvent(database.db, { email: "angry@resort.test", kind: "complaint", source: "ses" });
    await recordDeliveryEvent(database.db, { email: "full@lodge.test", kind: "hard_bounce", source: "postmark" });
    // Minutes apart, in that order, whatever the clock's resolution.
    for (const [minutes, email] of [
      [3, "gone@lodge.test"],
      [2, "angry@resort.test"],
      [1, "full@lodge.test"],
    ] as const) {
      const createdAt = new Date(Date.now() - minutes * 60_000).toISOString();
      await database.db.updateTable("mail_suppressions").set({ created_at: createdAt }).where("email", "=", email).execute();
    }
  });

  it("sends anonymous readers to the login and lets only the roles of the table read or change it", async () => {
    const anonymous = await list.load(undefined);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/admin\/login\?redirectTo=/);
    for (const role of ["admin", "editor", "viewer", "operator", "staff"] as const)
      expect((await list.load(accounts[role])).status).toBe(200);
    expect((await list.load(accounts.user)).status).toBe(403);

    // Reading is not changing: every role but editors and admins is refused both changes, and nothing moves.
    for (const role of ["viewer", "operator", "staff", "user"] as const) {
      expect((await list.post(accounts[role], { intent: "add", email: `${role}@lodge.test` })).status).toBe(403);
      expect((await list.post(accounts[role], { intent: "remove", email: "gone@lodge.test" })).status).toBe(403);
      expect((await download.load(accounts[role])).status).toBe(403);
    }
    expect((await list.post(undefined, { intent: "remove", email: "gone@lodge.test" })).status).toBe(302);
    expect(await rows()).toHaveLength(3);
    expect(await entries()).toEqual([]);

    const loaded = await list.load(accounts.viewer);
    expect(loaded.body).toMatchObject({ canManage: false, canExport: false });
    expect((await list.load(accounts.editor)).body).toMatchObject({ canManage: true, canExport: true });
  });

  it("lists newest first, searched by address, filtered by reason, source and campaign", async () => {
    const addresses = async (query: string) => {
      const answer = await list.load(accounts.viewer, query);
      const { list: shown } = answer.body as Awaited<ReturnType<typeof page.loader>>;
      return shown.rows.map((row) => row.id);
    };
    expect(await addresses("")).toEqual(["full@lodge.test", "angry@resort.test", "gone@lodge.test"]);
    expect(await addresses("?q=LODGE")).toEqual(["full@lodge.test", "gone@lodge.test"]);
    expect(await addresses("?reason=complaint")).toEqual(["angry@resort.test"]);
    expect(await addresses("?source=postmark")).toEqual(["full@lodge.test"]);
    expect(await addresses(`?campaign=${campaignId}`)).toEqual(["gone@lodge.test"]);
    expect(await addresses("?q=lodge&reason=hard_bounce&source=smtp")).toEqual(["gone@lodge.test"]);
    // Unknown values read as "all"; a wildcard is searched for as itself.
    expect(await addresses("?reason=nonsense&source=x&campaign=-1")).toHaveLength(3);
    expect(await addresses("?q=%25")).toEqual([]);

    const [gone] = (await listSuppressions(database, { ...ALL, search: "gone", page: 1 })).rows;
    expect(gone).toEqual({
      id: "gone@lodge.test",
      erased: false,
      reason: "hard_bounce",
      source: "smtp",
      detail: `550 5.1.1 ${SCRIPT}`,
      campaign: { id: campaignId, name: "Winter hiring" },
      createdAt: expect.any(String),
    });
    // Pages of 25, a page past the end showing the last one.
    for (let n = 0; n < 30; n++) await addSuppression(database, TEST_ACTOR, { email: `many${n}@hotel.test`, note: "" });
    const second = await listSuppressions(database, { ...ALL, page: 9 });
    expect([second.page, second.pageCount, second.total, second.rows.length]).toEqual([2, 2, 33, 8]);
  });

  it("shows the server's words as text, the campaign linked, dates in the page's language", async () => {
    const request = new Request(`${BASE}?open=gone%40lodge.test`, {
      headers: { Cookie: `${accounts.viewer.cookie}; language=fr` },
    });
    const rendered = await renderRoute(page, "/admin/suppressions", request, context);
    expect(rendered.status).toBe(200);
    expect(rendered.html).not.toMatch(/<script>window|<img src=x/);
    expect(rendered.html).toContain("&lt;script&gt;window.__xss=1&lt;/script&gt;");
    expect(rendered.html).toContain(`href="/admin/campaigns/${campaignId}"`);
    const text = visibleText(rendered.html);
    expect(text).toContain(`550 5.1.1 ${SCRIPT}`);
    expect(text).toContain("Rebond permanent");
    expect(text).toContain("Notre serveur de messagerie");
  });

  it("shows an erased address's row as erased, without its hash, and offers no removal of it", async () => {
    const hash = "ab".repeat(32);
    const row = await database.db
      .insertInto("mail_suppressions")
      .values({ email: null, email_hash: hash, reason: "erased", source: "staff", detail: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    const request = new Request(`${BASE}?open=erased-${row.id}`, {
      headers: { Cookie: `${accounts.admin.cookie}; language=es` },
    });
    const rendered = await renderRoute(page, "/admin/suppressions", request, context);
    expect(rendered.status).toBe(200);
    expect(rendered.html).not.toContain(hash);
    const text = visibleText(rendered.html);
    expect(text).toContain("Dirección borrada (solo su hash)");
    expect(text).toContain("Borrada a petición de la persona");
    // The one address listed beside it keeps its Remove; the erased row has none, in the table or its panel.
    expect(rendered.html.match(/name="intent" value="remove"/g) ?? []).toHaveLength(
      (await listSuppressions(database, { ...ALL, page: 1 })).rows.filter((listed) => !listed.erased).length,
    );
    const csv = await csvOf((await download.load(accounts.admin)).response as Response);
    expect(JSON.stringify(csv)).not.toContain(hash);
    expect(csv.some((line) => line[0] === "" && line[1] === "erased")).toBe(true);
  });

  it("removes an address after its confirmation, with an audit entry of what the list said", async () => {
    const removed = await list.post(accounts.editor, { intent: "remove", email: " GONE@lodge.test " });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ status: "success", intent: "remove", email: "GONE@lodge.test" });
    expect((await rows()).map((row) => row.email)).toEqual(["angry@resort.test", "full@lodge.test"]);
    const [entry, ...others] = await entries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: "suppression.remove",
      actor_email: accounts.editor.email,
      target_type: "mail_suppression",
      target_id: "gone@lodge.test",
      after: null,
    });
    expect(JSON.parse(entry?.before ?? "null")).toEqual({
      reason: "hard_bounce",
      source: "smtp",
      detail: `550 5.1.1 ${SCRIPT}`,
      campaignId,
      createdAt: expect.any(String),
    });
    // Gone already: refused, nothing more recorded.
    const again = await list.post(accounts.editor, { intent: "remove", email: "gone@lodge.test" });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ status: "error", error: { "": ["admin-suppressions:errors.notFound"] } });
    expect(await entries()).toHaveLength(1);
  });

  it("adds an address by hand as staff's, with the note as its words and an audit entry", async () => {
    const added = await list.post(accounts.admin, { intent: "add", email: " Asked@Phone.test ", note: `By phone.\r\n${SCRIPT}` });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ status: "success", intent: "add", email: "asked@phone.test" });
    expect((await rows()).find((row) => row.email === "asked@phone.test")).toEqual({
      email: "asked@phone.test",
      reason: "manual",
      source: "staff",
      detail: `By phone. ${SCRIPT}`,
    });
    expect(await entries()).toEqual([
      {
        action: "suppression.add",
        actor_email: accounts.admin.email,
        target_type: "mail_suppression",
        target_id: "asked@phone.test",
        before: null,
        after: JSON.stringify({ reason: "manual", detail: `By phone. ${SCRIPT}` }),
      },
    ]);
    // Listed already (whatever the reason): refused on the address field, nothing changed.
    const twice = await list.post(accounts.admin, { intent: "add", email: "full@lodge.test" });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: { email: ["admin-suppressions:errors.alreadyListed"] } });
    expect((await rows()).find((row) => row.email === "full@lodge.test")?.reason).toBe("hard_bounce");
    expect(await entries()).toHaveLength(1);
  });

  it("refuses what is not one address, or too long a note, with 400 and nothing stored", async () => {
    const before = await rows();
    const refused: Array<[Record<string, string>, string, string]> = [
      [{ intent: "add" }, "email", "admin-suppressions:errors.emailRequired"],
      [{ intent: "add", email: "not an address" }, "email", "admin-suppressions:errors.emailInvalid"],
      [{ intent: "add", email: "a@b" }, "email", "admin-suppressions:errors.emailInvalid"],
      [{ intent: "add", email: "a@b.test,c@d.test" }, "email", "admin-suppressions:errors.emailInvalid"],
      // The form's rule lets these through; the list's own reading of an address does not.
      [{ intent: "add", email: "a,b@c.test" }, "email", "admin-suppressions:errors.invalidAddress"],
      [{ intent: "add", email: "a(b)@c.test" }, "email", "admin-suppressions:errors.invalidAddress"],
      [{ intent: "add", email: `${"x".repeat(250)}@b.test` }, "email", "admin-suppressions:errors.emailInvalid"],
      [{ intent: "add", email: "ok@b.test", note: "x".repeat(501) }, "note", "admin-suppressions:errors.noteTooLong"],
      [{ intent: "remove" }, "email", "admin-suppressions:errors.notFound"],
      [{ intent: "remove", email: "x".repeat(400) }, "email", "admin-suppressions:errors.notFound"],
      [{ intent: "drop", email: "gone@lodge.test" }, "", "admin:errors.unknownIntent"],
      [{ email: "gone@lodge.test" }, "", "admin:errors.unknownIntent"],
    ];
    for (const [fields, field, message] of refused) {
      const answer = await list.post(accounts.editor, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect((answer.body as { error?: Record<string, string[]> }).error?.[field], JSON.stringify(fields)).toEqual([message]);
    }
    expect(await rows()).toEqual(before);
    expect(await entries()).toEqual([]);
  });

  it("exports the filtered list as CSV for editors, formulas defused, the download audited", async () => {
    await addSuppression(database, TEST_ACTOR, { email: "formula@hotel.test", note: '=HYPERLINK("http://evil.test")' });
    const answer = await download.load(accounts.editor, "?q=hotel");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const [header, ...lines] = await csvOf(answer.response as Response);
    expect(header).toEqual(["email", "reason", "source", "detail", "campaign_id", "campaign", "created_at"]);
    expect(lines).toEqual([
      ["formula@hotel.test", "manual", "staff", `'=HYPERLINK("http://evil.test")`, "", "", expect.any(String)],
    ]);
    const everything = await csvOf((await download.load(accounts.admin)).response as Response);
    expect(everything.slice(1).map((line) => line[0])).toEqual([
      "formula@hotel.test",
      "full@lodge.test",
      "angry@resort.test",
      "gone@lodge.test",
    ]);
    expect(everything.find((line) => line[0] === "gone@lodge.test")?.slice(4, 6)).toEqual([String(campaignId), "Winter hiring"]);
    const exports = await database.db
      .selectFrom("audit_log")
      .select(["action", "after"])
      .where("action", "=", "export.suppressions")
      .execute();
    expect(exports.map((entry) => JSON.parse(entry.after ?? "null"))).toEqual([
      { search: "hotel", reason: "", source: "", campaignId: null },
      { search: "", reason: "", source: "", campaignId: null },
    ]);
  });

  it("marks suppressed subscribers on the subscribers page", async () => {
    for (const email of ["gone@lodge.test", "reader@lodge.test"]) {
      await database.db
        .insertInto("newsletter_subscribers")
        .values({ email, language: "en", confirmed: 1, unsubscribe_token: email, created_at: new Date().toISOString() })
        .execute();
    }
    const { rows: subscribers } = await listSubscribers(database, { search: "", page: 1 });
    expect(Object.fromEntries(subscribers.map((row) => [row.email, row.suppressed]))).toEqual({
      "gone@lodge.test": true,
      "reader@lodge.test": false,
    });
  });
});
