/**
 * The Users page through its real loader and action, with real Better Auth accounts and sessions:
 * who may use it, creating (generated password, given password, invitation), editing role and
 * active state, password resets, deleting, and the rules that keep at least one admin.
 */

import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, signIn } from "~/.server/services/accounts/accounts";
import { updateUser } from "~/.server/services/accounts/users";
import { ROLES } from "~/lib/admin/permissions";
import { action, loader } from "~/routes/admin/users";
import { appContext, routeCaller } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser, requestAs, TEST_PASSWORD, type TestAccount } from "../support/sessions";

const URL = "https://staffing.test/admin/users";
const INTENTS = ["create", "update", "resetPassword", "delete"];

describe.each(engines())("admin users on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let kicks: () => number;
  let admin: TestAccount;

  beforeAll(async () => {
    ({ context, kicks } = appContext(database));
    admin = await createSignedInUser(context.auth, "admin", "Ada Admin");
  });

  const { load, post } = routeCaller({ loader, action }, URL, () => context);
  const canSignIn = async (email: string, password: string) => (await signIn(context.auth, new Headers(), email, password)).ok;
  const userByEmail = (email: string) =>
    database.db
      .selectFrom("user")
      .select(["id", "role", "banned", "emailVerified"])
      .where("email", "=", email)
      .executeTakeFirst();
  const profileOf = (userId: string) =>
    database.db
      .selectFrom("profiles")
      .select(["role", "is_active", "full_name", "email"])
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
  const create = (fields: Record<string, string>) => post(admin, { intent: "create", role: "viewer", password: "", ...fields });
  const latestEmail = (to: string) =>
    database.db.selectFrom("email_outbox").selectAll().where("recipient", "=", to).orderBy("id", "desc").executeTakeFirst();

  it("sends anonymous visitors to the login, from the page and from every action", async () => {
    const page = await load(undefined);
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/admin\/login\?redirectTo=/);
    for (const intent of INTENTS) {
      const result = await post(undefined, { intent, name: "X", email: "x@staff.test", role: "viewer" });
      expect(result.status, intent).toBe(302);
      expect(result.location).toMatch(/^\/admin\/login/);
    }
  });

  it.each(["editor", "viewer"] as const)("refuses the page and every action to a %s (403)", async (role) => {
    const account = await createSignedInUser(context.auth, role);
    expect((await load(account)).status).toBe(403);
    for (const intent of INTENTS) {
      const result = await post(account, { intent, userId: admin.userId, name: "X", email: "x@staff.test", role: "admin" });
      expect(result.status, intent).toBe(403);
    }
    expect((await userByEmail(admin.email))?.role).toBe("admin");
  });

  it("lists users newest first with search, role filter and 25 a page", async () => {
    await createAccount(
      context.auth,
      { name: "Zora Quill", email: "zora.quill@staff.test", password: TEST_PASSWORD },
      "operator",
    );
    const all = await load(admin);
    expect(all.status).toBe(200);
    const list = all.body.list as { rows: Array<Record<string, unknown>>; total: number };
    expect(list.rows[0]).toMatchObject({
      username: "zora.quill@staff.test",
      email: "zora.quill@staff.test",
      fullName: "Zora Quill",
      role: "operator",
      roleLabelKey: "roles.viewer",
      active: true,
      lastLoginAt: null,
    });
    expect(list.rows.map((row) => row.email)).toContain(admin.email);
    expect(new Date(String(list.rows[0]?.createdAt)).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const byName = (await load(admin, "?q=QUILL")).body.list as { rows: Array<{ email: string }> };
    expect(byName.rows.map((row) => row.email)).toEqual(["zora.quill@staff.test"]);
    const byEmail = (await load(admin, "?q=zora.quill%40")).body.list as { rows: Array<{ email: string }> };
    expect(byEmail.rows).toHaveLength(1);
    const operators = (await load(admin, "?filter=operator")).body.list as { rows: Array<{ role: string }> };
    expect(operators.rows.length).toBeGreaterThan(0);
    expect(operators.rows.every((row) => row.role === "operator")).toBe(true);

    for (let i = 0; i < 26; i++) {
      await createAccount(context.auth, { name: `Pager ${i}`, email: `pager-${i}@staff.test`, password: TEST_PASSWORD }, "staff");
    }
    type Page = { rows: Array<{ email: string }>; total: number; page: number; pageCount: number };
    const first = (await load(admin, "?q=pager-&filter=staff")).body.list as Page;
    expect(first).toMatchObject({ total: 26, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]?.email).toBe("pager-25@staff.test");
    const second = (await load(admin, "?q=pager-&page=2")).body.list as Page;
    expect(second).toMatchObject({ page: 2, pageCount: 2 });
    expect(second.rows.map((row) => row.email)).toEqual(["pager-0@staff.test"]);
    // A page past the end shows the last one.
    expect(((await load(admin, "?q=pager-&page=9")).body.list as Page).page).toBe(2);
  });

  it("shows the last login once the user has signed in", async () => {
    const rows = async () =>
      ((await load(admin, "?q=late.login")).body.list as { rows: Array<{ lastLoginAt: string | null }> }).rows;
    await createAccount(context.auth, { name: "Late Login", email: "late.login@staff.test", password: TEST_PASSWORD }, "editor");
    expect((await rows())[0]?.lastLoginAt).toBeNull();
    expect(await canSignIn("late.login@staff.test", TEST_PASSWORD)).toBe(true);
    const after = (await rows())[0]?.lastLoginAt;
    expect(after).not.toBeNull();
    expect(Date.now() - new Date(String(after)).getTime()).toBeLessThan(60_000);
  });

  it("creates a user with a generated password of 16 characters plus '!' that signs in", async () => {
    const created = await create({ name: "Gene Rated", email: "Gene.Rated@Staff.test", role: "editor" });
    expect(created.status).toBe(200);
    expect(created.body.status).toBe("success");
    const password = String(created.body.generatedPassword);
    expect(password).toHaveLength(17);
    expect(password.endsWith("!")).toBe(true);
    expect(password.slice(0, 16)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await canSignIn("gene.rated@staff.test", password)).toBe(true);

    const user = await userByEmail("gene.rated@staff.test");
    expect(user?.role).toBe("editor");
    expect(Boolean(user?.emailVerified)).toBe(true);
    expect(await profileOf(String(user?.id))).toMatchObject({ role: "editor", full_name: "Gene Rated" });
  });

  it("creates with a given password, which must pass the strength rule; a duplicate email is a field error", async () => {
    const weak = await create({ name: "Weak Pass", email: "weak@staff.test", password: "short1" });
    expect(weak).toMatchObject({ status: 400, body: { status: "error", error: { password: ["admin:password.tooShort"] } } });
    expect(await userByEmail("weak@staff.test")).toBeUndefined();

    const given = await create({ name: "Given Pass", email: "given@staff.test", password: "Given-password-77" });
    expect(given.status).toBe(200);
    expect(given.body.generatedPassword).toBeUndefined();
    expect(await canSignIn("given@staff.test", "Given-password-77")).toBe(true);

    const duplicate = await create({ name: "Again", email: "GIVEN@staff.test", password: "Given-password-77" });
    expect(duplicate).toMatchObject({ status: 400, body: { error: { email: ["admin-users:errors.emailTaken"] } } });

    // Two administrators creating the same person at once: one is created, the other told the address is taken.
    const both = await Promise.all(
      [1, 2].map(() => create({ name: "Twice Made", email: "twice@staff.test", password: "Twice-password-77" })),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(both.find((answer) => answer.status === 400)?.body).toMatchObject({
      error: { email: ["admin-users:errors.emailTaken"] },
    });

    const invalid = await create({ name: " ", email: "not-an-email", role: "owner" });
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        error: {
          name: ["admin-users:errors.nameRequired"],
          email: ["admin-users:errors.emailInvalid"],
          role: ["admin-users:errors.roleInvalid"],
        },
      },
    });
  });

  it("invites by email: the link sets a password once", async () => {
    const before = kicks();
    const invited = await create({ name: "Ivy Invite", email: "ivy@staff.test", role: "staff", invite: "on" });
    expect(invited).toMatchObject({ status: 200, body: { status: "success", invited: true } });
    expect(invited.body.generatedPassword).toBeUndefined();
    expect(kicks()).toBeGreaterThan(before);

    const email = await latestEmail("ivy@staff.test");
    expect(email?.text).toContain("https://staffing.test/accept-invite?token=");
    const token = /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(email?.text ?? "")?.[1] ?? "";
    expect(token.length).toBeGreaterThan(20);

    await context.auth.api.resetPassword({ body: { newPassword: "Chosen-password-31", token } });
    expect(await canSignIn("ivy@staff.test", "Chosen-password-31")).toBe(true);
    await expect(context.auth.api.resetPassword({ body: { newPassword: "Another-password-32", token } })).rejects.toThrow();
    expect(await canSignIn("ivy@staff.test", "Another-password-32")).toBe(false);
  });

  it("updates name, email and role (the profile mirrors them) and deactivates and reactivates", async () => {
    const created = await create({ name: "Role Change", email: "role.change@staff.test", password: "Role-change-pass-1" });
    const user = await userByEmail("role.change@staff.test");
    const userId = String(user?.id);
    const session = await createSessionCookie("role.change@staff.test", "Role-change-pass-1");
    expect(created.status).toBe(200);

    const update = (fields: Record<string, string>) =>
      post(admin, {
        intent: "update",
        userId,
        name: "Role Changed",
        email: "role.changed@staff.test",
        role: "editor",
        active: "on",
        ...fields,
      });
    expect((await update({})).body).toMatchObject({ status: "success" });
    expect(await userByEmail("role.changed@staff.test")).toMatchObject({ role: "editor" });
    expect(await profileOf(userId)).toMatchObject({
      role: "editor",
      full_name: "Role Changed",
      email: "role.changed@staff.test",
    });

    const deactivated = await update({ active: "" });
    expect(deactivated.body).toMatchObject({ status: "success" });
    expect(Boolean((await userByEmail("role.changed@staff.test"))?.banned)).toBe(true);
    expect(Number((await profileOf(userId)).is_active)).toBe(0);
    expect(await canSignIn("role.changed@staff.test", "Role-change-pass-1")).toBe(false);
    // Their open session ended with the ban.
    const sessions = await database.db.selectFrom("session").select("token").where("userId", "=", userId).execute();
    expect(sessions).toEqual([]);
    expect(await context.auth.api.getSession({ headers: new Headers({ Cookie: session }) })).toBeNull();
    const listed = (await load(admin, "?q=role.changed")).body.list as { rows: Array<{ active: boolean }> };
    expect(listed.rows[0]?.active).toBe(false);

    expect((await update({ role: "viewer" })).body).toMatchObject({ status: "success" });
    expect(Number((await profileOf(userId)).is_active)).toBe(1);
    expect(await profileOf(userId)).toMatchObject({ role: "viewer" });
    expect(await canSignIn("role.changed@staff.test", "Role-change-pass-1")).toBe(true);

    const taken = await update({ email: admin.email });
    expect(taken).toMatchObject({ status: 400, body: { error: { email: ["admin-users:errors.emailTaken"] } } });
    const missing = await post(admin, {
      intent: "update",
      userId: "00000000-0000-4000-8000-000000000000",
      name: "N",
      email: "n@staff.test",
      role: "viewer",
    });
    expect(missing.status).toBe(404);
  });

  it("resets a password: a generated one works at once, an emailed link is queued", async () => {
    await create({ name: "Reset Me", email: "reset.me@staff.test", password: "Old-password-123" });
    const userId = String((await userByEmail("reset.me@staff.test"))?.id);

    const generated = await post(admin, { intent: "resetPassword", userId, mode: "generate" });
    expect(generated).toMatchObject({ status: 200, body: { status: "success", mode: "generate", email: "reset.me@staff.test" } });
    const password = String(generated.body.generatedPassword);
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}!$/);
    expect(await canSignIn("reset.me@staff.test", password)).toBe(true);
    expect(await canSignIn("reset.me@staff.test", "Old-password-123")).toBe(false);

    const emailed = await post(admin, { intent: "resetPassword", userId, mode: "email" });
    expect(emailed).toMatchObject({ status: 200, body: { status: "success", mode: "email" } });
    const email = await latestEmail("reset.me@staff.test");
    expect(email?.text).toContain("https://staffing.test/reset-password?token=");
  });

  it("deletes a user with their profile; a missing one is 404", async () => {
    await create({ name: "Delete Me", email: "delete.me@staff.test", password: "Delete-me-pass-1" });
    const userId = String((await userByEmail("delete.me@staff.test"))?.id);
    expect((await post(admin, { intent: "delete", userId })).body).toMatchObject({ status: "success" });
    expect(await userByEmail("delete.me@staff.test")).toBeUndefined();
    expect(
      await database.db.selectFrom("profiles").select("id").where("user_id", "=", userId).executeTakeFirst(),
    ).toBeUndefined();
    expect(await canSignIn("delete.me@staff.test", "Delete-me-pass-1")).toBe(false);
    expect((await post(admin, { intent: "delete", userId })).status).toBe(404);
  });

  it("refuses an admin deleting, demoting or deactivating themself", async () => {
    const self = { intent: "update", userId: admin.userId, name: "Ada Admin", email: admin.email };
    expect(await post(admin, { intent: "delete", userId: admin.userId })).toMatchObject({
      status: 409,
      body: { error: { "": ["admin-users:errors.selfDelete"] } },
    });
    expect(await post(admin, { ...self, role: "editor", active: "on" })).toMatchObject({
      status: 409,
      body: { error: { "": ["admin-users:errors.selfDemote"] } },
    });
    expect(await post(admin, { ...self, role: "admin" })).toMatchObject({
      status: 409,
      body: { error: { "": ["admin-users:errors.selfDeactivate"] } },
    });
    expect(await userByEmail(admin.email)).toMatchObject({ role: "admin" });
    expect((await load(admin)).status).toBe(200);
    // Renaming oneself is fine.
    expect((await post(admin, { ...self, name: "Ada A. Admin", role: "admin", active: "on" })).body).toMatchObject({
      status: "success",
    });
  });

  it("accepts every role of the permission table", async () => {
    for (const role of ROLES) {
      const created = await create({ name: `Role ${role}`, email: `each-${role}@staff.test`, role });
      expect(created.status, role).toBe(200);
      expect((await userByEmail(`each-${role}@staff.test`))?.role).toBe(role);
    }
  });

  it("never removes, demotes or deactivates the last active admin, even when two admins race", async () => {
    // The rule holds inside the service whoever asks (here an actor that is not the target).
    await database.db
      .updateTable("user")
      .set({ role: "editor" })
      .where("role", "=", "admin")
      .where("id", "<>", admin.userId)
      .execute();
    const stranger = { id: "someone-else", headers: requestAs(admin, URL).headers, audit: TEST_ACTOR };
    const input = { name: "Ada A. Admin", email: admin.email, role: "editor" as const, active: true };
    expect(await updateUser(context, stranger, admin.userId, input)).toMatchObject({
      ok: false,
      reason: "lastAdmin",
    });
    expect(await updateUser(context, stranger, admin.userId, { ...input, role: "admin" as const, active: false })).toMatchObject({
      ok: false,
      reason: "lastAdmin",
    });
    expect(await userByEmail(admin.email)).toMatchObject({ role: "admin" });

    // Two admins demoting each other at the same moment: one wins, one admin remains.
    const other = await createSignedInUser(context.auth, "admin", "Bo Admin");
    const demote = (actor: TestAccount, target: TestAccount, name: string) =>
      post(actor, { intent: "update", userId: target.userId, name, email: target.email, role: "editor", active: "on" });
    const results = await Promise.all([demote(admin, other, "Bo Admin"), demote(other, admin, "Ada A. Admin")]);
    expect(results.filter((result) => result.body.status === "success")).toHaveLength(1);
    const admins = await database.db.selectFrom("user").select("id").where("role", "=", "admin").execute();
    expect(admins).toHaveLength(1);
    const survivor = admins[0]?.id === admin.userId ? admin : other;
    const loser = survivor === admin ? other : admin;

    // The survivor can be neither deleted nor demoted by anyone left.
    await database.db.updateTable("user").set({ role: "admin" }).where("id", "=", loser.userId).execute();
    await database.db
      .updateTable("user")
      .set({ banned: database.engine === "sqlite" ? 1 : true })
      .where("id", "=", loser.userId)
      .execute();
    const ghost = { id: loser.userId, headers: requestAs(survivor, URL).headers, audit: TEST_ACTOR };
    expect(await updateUser(context, ghost, survivor.userId, { ...input, email: survivor.email, role: "viewer" })).toMatchObject({
      reason: "lastAdmin",
    });
  });

  async function createSessionCookie(email: string, password: string): Promise<string> {
    const result = await signIn(context.auth, new Headers(), email, password);
    if (!result.ok) throw new Error(`cannot sign in ${email}`);
    return result.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }
});
