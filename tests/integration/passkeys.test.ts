/**
 * Passkeys (decision 0023) through the real routes, with real WebAuthn ceremonies computed in Node
 * (tests/support/webauthn.ts): adding one from My account, listing, renaming and removing it,
 * signing in with a passkey alone, the refusals (a replayed counter, a spent challenge, no user
 * verification, another person's passkey, the wrong role), the audit entries, and the two-factor
 * requirement in each of its cases. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getSettings, updateSettings } from "~/.server/settings";
import * as accountRoute from "~/routes/admin/account";
import * as dashboardRoute from "~/routes/admin/dashboard";
import * as layoutRoute from "~/routes/admin/guarded-layout";
import * as loginRoute from "~/routes/admin/login";
import * as messagesRoute from "~/routes/admin/messages";
import * as settingsRoute from "~/routes/admin/settings";
import * as usersRoute from "~/routes/admin/users";
import * as signInPage from "~/routes/auth";
import { appContext, formArgs, routeCaller, type Settled, settle } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser, requestAs, TEST_PASSWORD, type TestAccount } from "../support/sessions";
import { SETTINGS_FORM } from "../support/settings-form";
import { SoftAuthenticator } from "../support/webauthn";

const BASE = "https://staffing.test";
const RP_ID = "staffing.test";

/** The Cookie header of a browser that kept these Set-Cookie headers (a cleared cookie is dropped). */
const cookieHeader = (...sets: string[][]) =>
  sets
    .flat()
    .map((header) => header.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");

type Options = {
  challenge: string;
  rp?: { id?: string; name?: string };
  user?: { id: string; name: string; displayName: string };
};

describe.each(engines())("passkeys on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: AppLoadContext;
  const account = routeCaller(accountRoute, `${BASE}/admin/account`, () => context);

  beforeAll(async () => {
    context = appContext(database).context;
  });

  afterEach(async () => {
    await updateSettings(database.db, TEST_ACTOR, { requireTwoFactor: false });
  });

  /** Posts My account's form with the signed-in browser's cookies and any others it holds. */
  const postAccount = (cookie: string, fields: Record<string, string>) =>
    settle(() => accountRoute.action(formArgs(context, `${BASE}/admin/account`, fields, { Cookie: cookie }) as never));
  const postLogin = (fields: Record<string, string>, cookie = "") =>
    settle(() => loginRoute.action(formArgs(context, `${BASE}/admin/login`, fields, cookie ? { Cookie: cookie } : {}) as never));

  /** The browser's whole "Add a passkey": the challenge (and its cookie), the device, the answer. */
  async function addPasskey(person: TestAccount, name: string, device = new SoftAuthenticator(BASE, RP_ID)) {
    const challenge = await postAccount(person.cookie, { intent: "passkeyOptions" });
    expect(challenge.status).toBe(200);
    const options = challenge.body.passkeyOptions as Options;
    const response = JSON.stringify(device.register(options));
    const added = await postAccount(cookieHeader([person.cookie], challenge.cookies), { intent: "addPasskey", name, response });
    return { device, options, added };
  }

  /** The login page's "Sign in with a passkey": the challenge (and its cookie), the device's answer. */
  async function passkeySignIn(device: SoftAuthenticator, gesture: Parameters<SoftAuthenticator["authenticate"]>[1] = {}) {
    const challenge = await postLogin({ intent: "passkeyOptions" });
    expect(challenge.status).toBe(200);
    const options = challenge.body.passkeyOptions as Options;
    // The browser is asked for the user verification the sign-in requires.
    expect(options).toMatchObject({ userVerification: "required" });
    const response = JSON.stringify(device.authenticate(options, gesture));
    const challengeCookie = cookieHeader(challenge.cookies);
    const answer = await postLogin({ intent: "passkeySignIn", response, redirectTo: "/admin/messages" }, challengeCookie);
    return { answer, response, challengeCookie };
  }

  const passkeysOf = async (userId: string) =>
    database.db.selectFrom("passkey").select(["id", "name", "lastUsedAt"]).where("userId", "=", userId).execute();
  const sessionsOf = async (userId: string) =>
    database.db.selectFrom("session").select(["id", "twoFactorVerified"]).where("userId", "=", userId).execute();
  const auditOf = async (email: string) =>
    database.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "actor_user_id", "target_type", "target_id", "before", "after"])
      .where("actor_email", "=", email)
      .orderBy("id")
      .execute();
  const listed = async (person: TestAccount) =>
    (await account.load(person)).body.passkeys as Array<{
      id: string;
      name: string;
      createdAt: string;
      lastUsedAt: string | null;
    }>;
  const signedInAs = (answer: Settled): TestAccount => ({
    userId: "",
    email: "",
    role: "viewer",
    cookie: cookieHeader(answer.cookies),
  });

  it("adds a passkey from My account, lists it, renames it and removes it, each in the audit log", async () => {
    const editor = await createSignedInUser(context.auth, "editor", "Grace Hopper");
    expect(await listed(editor)).toEqual([]);

    const { options, added } = await addPasskey(editor, "Work laptop");
    // The relying party is the public address; the authenticator lists the site and the person.
    expect(options.rp).toEqual({ id: RP_ID, name: "Crestway Hospitality" });
    expect(options.user).toMatchObject({ name: editor.email, displayName: "Grace Hopper" });
    expect(options).toMatchObject({ authenticatorSelection: { residentKey: "required", userVerification: "required" } });
    expect(added).toMatchObject({ status: 200, body: { status: "success", intent: "addPasskey" } });

    const [passkey] = await listed(editor);
    expect(passkey).toMatchObject({ name: "Work laptop", lastUsedAt: null });
    expect(Date.parse(passkey?.createdAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    const id = passkey?.id ?? "";

    expect(await postAccount(editor.cookie, { intent: "renamePasskey", id, name: "  Phone  " })).toMatchObject({ status: 200 });
    expect((await listed(editor)).map((row) => row.name)).toEqual(["Phone"]);
    expect((await postAccount(editor.cookie, { intent: "renamePasskey", id, name: "" })).status).toBe(400);
    expect((await postAccount(editor.cookie, { intent: "renamePasskey", id, name: "x".repeat(61) })).status).toBe(400);

    expect(await postAccount(editor.cookie, { intent: "removePasskey", id })).toMatchObject({ status: 200 });
    expect(await listed(editor)).toEqual([]);
    expect(await postAccount(editor.cookie, { intent: "removePasskey", id })).toMatchObject({ status: 404 });

    expect(await auditOf(editor.email)).toEqual([
      expect.objectContaining({
        action: "account.passkey_add",
        actor_user_id: editor.userId,
        target_type: "passkey",
        target_id: id,
      }),
      expect.objectContaining({ action: "account.passkey_rename", before: '{"name":"Work laptop"}', after: '{"name":"Phone"}' }),
      expect.objectContaining({ action: "account.passkey_remove", target_id: id, before: '{"name":"Phone"}' }),
    ]);
  });

  it("names the passkey's site with the site-name setting as it is now", async () => {
    await updateSettings(database.db, TEST_ACTOR, { siteName: "Harbour & Lodge Staffing" });
    try {
      const viewer = await createSignedInUser(context.auth, "viewer");
      const challenge = await postAccount(viewer.cookie, { intent: "passkeyOptions" });
      expect((challenge.body.passkeyOptions as Options).rp?.name).toBe("Harbour & Lodge Staffing");
    } finally {
      await updateSettings(database.db, TEST_ACTOR, { siteName: "Crestway Hospitality" });
    }
  });

  it("refuses a new passkey without its challenge, without user verification, for another origin or from a stale session", async () => {
    const viewer = await createSignedInUser(context.auth, "viewer");
    const device = new SoftAuthenticator(BASE, RP_ID);
    const challenge = await postAccount(viewer.cookie, { intent: "passkeyOptions" });
    const options = challenge.body.passkeyOptions as Options;
    const withChallenge = cookieHeader([viewer.cookie], challenge.cookies);
    const post = (response: unknown, cookie = withChallenge) =>
      postAccount(cookie, { intent: "addPasskey", name: "Key", response: JSON.stringify(response) });

    // The challenge lives in this browser's cookie: without it, nothing to verify against.
    expect(await post(device.register(options), viewer.cookie)).toMatchObject({
      status: 400,
      body: { error: { "": ["admin-account:passkeys.errors.notAccepted"] } },
    });
    // A device that did not check the person is no second factor.
    expect((await post(device.register(options, { userVerified: false }))).status).toBe(400);
    const again = await postAccount(viewer.cookie, { intent: "passkeyOptions" });
    const other = device.register(again.body.passkeyOptions as Options, { origin: "https://evil.example" });
    expect((await post(other, cookieHeader([viewer.cookie], again.cookies))).status).toBe(400);
    for (const junk of [{}, { id: "x" }, [], "text", { ...device.register(options), type: "password" }]) {
      expect((await post(junk)).status).toBe(400);
    }
    expect((await postAccount(withChallenge, { intent: "addPasskey", name: "Key", response: "{not json" })).status).toBe(400);
    expect(await passkeysOf(viewer.userId)).toEqual([]);

    // Better Auth lets only a session of the last day add a credential: signing in again fixes it.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await database.db
      .updateTable("session")
      .set({ createdAt: database.engine === "sqlite" ? twoDaysAgo.toISOString() : twoDaysAgo })
      .where("userId", "=", viewer.userId)
      .execute();
    expect(await postAccount(viewer.cookie, { intent: "passkeyOptions" })).toMatchObject({
      status: 400,
      body: { error: { "": ["admin-account:passkeys.errors.stale"] } },
    });
    expect(await auditOf(viewer.email)).toEqual([]);
  });

  it("signs in with a passkey alone: two factors, last login and last use stamped, the way back kept, audited", async () => {
    const operator = await createSignedInUser(context.auth, "operator");
    const { device } = await addPasskey(operator, "Security key");
    const before = (await sessionsOf(operator.userId)).map((session) => session.id);
    await database.db.updateTable("profiles").set({ last_login_at: null }).where("user_id", "=", operator.userId).execute();

    const { answer } = await passkeySignIn(device);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/messages");
    expect(answer.cookies.some((cookie) => cookie.startsWith("__Secure-crestway.session_token="))).toBe(true);

    const opened = (await sessionsOf(operator.userId)).filter((session) => !before.includes(session.id));
    expect(opened).toHaveLength(1);
    expect(Boolean(opened[0]?.twoFactorVerified)).toBe(true);
    const profile = await database.db
      .selectFrom("profiles")
      .select("last_login_at")
      .where("user_id", "=", operator.userId)
      .executeTakeFirstOrThrow();
    expect(profile.last_login_at).not.toBeNull();
    const [passkey] = await listed(operator);
    expect(Date.parse(passkey?.lastUsedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);

    // The new session opens the admin area.
    const dashboard = await settle(() =>
      dashboardRoute.loader({ request: requestAs(signedInAs(answer), `${BASE}/admin/dashboard`), context, params: {} } as never),
    );
    expect(dashboard.status).toBe(200);
    expect((await auditOf(operator.email)).map((entry) => entry.action)).toEqual(["account.passkey_add", "auth.passkey_sign_in"]);
  });

  it("refuses a replayed counter, a spent challenge, no user verification, an unknown passkey and junk; nothing is opened", async () => {
    const staff = await createSignedInUser(context.auth, "staff");
    const { device } = await addPasskey(staff, "Phone");
    expect((await passkeySignIn(device, { counter: 5 })).answer.status).toBe(302);
    const sessions = (await sessionsOf(staff.userId)).length;

    // A clone of the authenticator reports a counter already seen.
    const replayed = await passkeySignIn(device, { counter: 5 });
    expect(replayed.answer).toMatchObject({ status: 401, body: { error: { "": ["auth:passkey.notAccepted"] } } });
    // The same answer again: its challenge was spent by the first try.
    const spent = await postLogin({ intent: "passkeySignIn", response: replayed.response }, replayed.challengeCookie);
    expect(spent.status).toBe(401);
    expect((await passkeySignIn(device, { userVerified: false })).answer.status).toBe(401);
    expect((await passkeySignIn(device, { origin: "https://evil.example" })).answer.status).toBe(401);
    expect((await passkeySignIn(new SoftAuthenticator(BASE, RP_ID))).answer.status).toBe(401);
    // No challenge cookie at all, or no answer.
    const fresh = await postLogin({ intent: "passkeyOptions" });
    const unasked = device.authenticate(fresh.body.passkeyOptions as Options);
    expect((await postLogin({ intent: "passkeySignIn", response: JSON.stringify(unasked) })).status).toBe(401);
    for (const response of ["", "null", "{}", "[1,2]", JSON.stringify({ ...unasked, id: 42 }), "x".repeat(40_000)]) {
      expect((await postLogin({ intent: "passkeySignIn", response }, cookieHeader(fresh.cookies))).status).toBeLessThan(500);
    }
    expect((await sessionsOf(staff.userId)).length).toBe(sessions);

    // The refusals of a known passkey name its owner in the audit log.
    const failed = (await auditOf(staff.email)).filter((entry) => entry.action === "auth.sign_in_failed");
    expect(failed.length).toBeGreaterThanOrEqual(4);
    expect(failed.every((entry) => entry.actor_user_id === null)).toBe(true);
  });

  it("refused passkey sign-ins spend the client's sign-in budget; a spent budget refuses them unchecked", async () => {
    const limited = appContext(database, { signInsPer15Minutes: 2, clientIp: "198.51.100.77" }).context;
    const login = (fields: Record<string, string>, cookie = "") =>
      settle(() =>
        loginRoute.action(formArgs(limited, `${BASE}/admin/login`, fields, cookie ? { Cookie: cookie } : {}) as never),
      );
    const viewer = await createSignedInUser(context.auth, "viewer");
    const { device } = await addPasskey(viewer, "Laptop");
    const stranger = new SoftAuthenticator(BASE, RP_ID);
    for (let attempt = 0; attempt < 2; attempt++) {
      const challenge = await login({ intent: "passkeyOptions" });
      const response = JSON.stringify(stranger.authenticate(challenge.body.passkeyOptions as Options));
      expect((await login({ intent: "passkeySignIn", response }, cookieHeader(challenge.cookies))).status).toBe(401);
    }
    const spent = await login({ intent: "passkeyOptions" });
    expect(spent).toMatchObject({ status: 429, body: { rateLimitedMinutes: expect.any(Number) } });
    // Even the right passkey waits: a spent budget is not checked against at all.
    const challenge = await postLogin({ intent: "passkeyOptions" });
    const response = JSON.stringify(device.authenticate(challenge.body.passkeyOptions as Options));
    expect((await login({ intent: "passkeySignIn", response }, cookieHeader(challenge.cookies))).status).toBe(429);
  });

  it("keeps each person's passkeys their own: another's cannot be renamed or removed, nor signs in a non-staff role", async () => {
    const owner = await createSignedInUser(context.auth, "editor");
    const other = await createSignedInUser(context.auth, "admin");
    const { device } = await addPasskey(owner, "Owner's key");
    const [passkey] = await listed(owner);
    const id = passkey?.id ?? "";
    expect(await postAccount(other.cookie, { intent: "renamePasskey", id, name: "Mine now" })).toMatchObject({
      status: 404,
      body: { error: { "": ["admin-account:passkeys.errors.notFound"] } },
    });
    expect((await postAccount(other.cookie, { intent: "removePasskey", id })).status).toBe(404);
    expect(await passkeysOf(owner.userId)).toEqual([expect.objectContaining({ id, name: "Owner's key" })]);
    expect(await listed(other)).toEqual([]);
    expect((await auditOf(other.email)).filter((entry) => entry.action.startsWith("account.passkey"))).toEqual([]);

    // Someone whose role lost the admin area signs in nowhere with their passkey.
    await database.db.updateTable("user").set({ role: "user" }).where("id", "=", owner.userId).execute();
    const sessions = (await sessionsOf(owner.userId)).length;
    const { answer } = await passkeySignIn(device);
    expect(answer).toMatchObject({ status: 401, body: { error: { "": ["admin:login.failed"] } } });
    expect((await sessionsOf(owner.userId)).length).toBe(sessions);
  });

  it("goes with its account: a deactivated person's passkey signs no one in, a deleted person's is gone", async () => {
    const admin = await createSignedInUser(context.auth, "admin");
    const away = await createSignedInUser(context.auth, "editor");
    const awayKey = await addPasskey(away, "Laptop");
    await context.auth.api.banUser({ body: { userId: away.userId }, headers: requestAs(admin, BASE).headers });
    const sessions = (await sessionsOf(away.userId)).length;
    expect((await passkeySignIn(awayKey.device)).answer.status).toBe(401);
    expect((await sessionsOf(away.userId)).length).toBe(sessions);

    const leaving = await createSignedInUser(context.auth, "viewer");
    const { device } = await addPasskey(leaving, "Old phone");
    const users = routeCaller(usersRoute, `${BASE}/admin/users`, () => context);
    expect((await users.post(admin, { intent: "delete", userId: leaving.userId })).status).toBe(200);
    expect(await passkeysOf(leaving.userId)).toEqual([]);
    expect((await passkeySignIn(device)).answer.status).toBe(401);
  });

  it("refuses the passkey intents to anonymous visitors and to roles without the admin area", async () => {
    const user = await createSignedInUser(context.auth, "user");
    for (const intent of ["passkeyOptions", "addPasskey", "renamePasskey", "removePasskey"]) {
      const anonymous = await account.post(undefined, { intent, id: "x", name: "Key", response: "{}" });
      expect(anonymous.status).toBe(302);
      expect(anonymous.location).toMatch(/^\/admin\/login\?redirectTo=/);
      expect((await account.post(user, { intent, id: "x", name: "Key", response: "{}" })).status).toBe(403);
    }
    expect(await passkeysOf(user.userId)).toEqual([]);
  });

  it("lets an administrator require two factors only once they use two themselves", async () => {
    const admin = await createSignedInUser(context.auth, "admin");
    const settings = routeCaller(settingsRoute, `${BASE}/admin/settings`, () => context);
    const turnOn = (person: TestAccount) => settings.post(person, { ...SETTINGS_FORM, requireTwoFactor: "on" });
    expect(await turnOn(admin)).toMatchObject({
      status: 400,
      body: { error: { requireTwoFactor: ["admin-settings:errors.secondFactorFirst"] } },
    });
    expect((await getSettings(database.db)).requireTwoFactor).toBe(false);
    // A passkey added in this session vouches for it.
    await addPasskey(admin, "Admin key");
    expect(await turnOn(admin)).toMatchObject({ status: 200, body: { status: "success" } });
    expect((await getSettings(database.db)).requireTwoFactor).toBe(true);
  });

  describe("when two factors are required", () => {
    const requireTwoFactor = () => updateSettings(database.db, TEST_ACTOR, { requireTwoFactor: true });
    const passwordSignIn = (person: TestAccount) => postLogin({ intent: "signIn", email: person.email, password: TEST_PASSWORD });
    const page = (route: { loader: (args: never) => unknown }, person: TestAccount, path: string) =>
      settle(() => route.loader({ request: requestAs(person, `${BASE}${path}`), context, params: {} } as never));

    it("an account with an authenticator app goes on to its code, which opens the admin area", async () => {
      const viewer = await createSignedInUser(context.auth, "viewer");
      const started = await postAccount(viewer.cookie, { intent: "enableTwoFactor", password: TEST_PASSWORD });
      const otp = createOTP(base32.decode((started.body.setup as { secret: string }).secret));
      const cookie = started.cookies.length > 0 ? cookieHeader(started.cookies) : viewer.cookie;
      expect((await postAccount(cookie, { intent: "verifyTwoFactor", code: await otp.totp() })).status).toBe(200);
      await requireTwoFactor();

      const first = await passwordSignIn(viewer);
      expect(first.body).toMatchObject({ step: "code" });
      const second = await postLogin({ intent: "verifyCode", code: await otp.totp() }, cookieHeader(first.cookies));
      expect(second.status).toBe(302);
      expect((await page(dashboardRoute, signedInAs(second), "/admin/dashboard")).status).toBe(200);
      const sessions = await sessionsOf(viewer.userId);
      expect(sessions.some((session) => Boolean(session.twoFactorVerified))).toBe(true);
    });

    it("an account with a passkey and no authenticator app is told to use its passkey, and no session is opened", async () => {
      const editor = await createSignedInUser(context.auth, "editor");
      const { device } = await addPasskey(editor, "Phone");
      await requireTwoFactor();
      const before = (await sessionsOf(editor.userId)).length;

      const refused = await passwordSignIn(editor);
      expect(refused).toMatchObject({ status: 403, body: { error: { "": ["auth:passkey.required"] } } });
      expect(refused.cookies.filter((cookie) => cookie.includes("session_token=") && !cookie.includes("Max-Age=0"))).toEqual([]);
      const shared = await settle(() =>
        signInPage.action(
          formArgs(context, `${BASE}/auth`, { intent: "signIn", email: editor.email, password: TEST_PASSWORD }) as never,
        ),
      );
      expect(shared).toMatchObject({ status: 403, body: { error: { "": ["auth:passkey.required"] } } });
      expect((await sessionsOf(editor.userId)).length).toBe(before);

      // The passkey counts as two factors: it opens the admin area.
      const { answer } = await passkeySignIn(device);
      expect(answer.status).toBe(302);
      expect((await page(dashboardRoute, signedInAs(answer), "/admin/dashboard")).status).toBe(200);
    });

    it("an account with neither reaches only My account until it adds a passkey", async () => {
      const editor = await createSignedInUser(context.auth, "editor");
      await requireTwoFactor();
      const signedIn = await passwordSignIn(editor);
      expect(signedIn.status).toBe(302);
      const person = { ...editor, cookie: cookieHeader(signedIn.cookies) };

      for (const [route, path] of [
        [dashboardRoute, "/admin/dashboard"],
        [messagesRoute, "/admin/messages"],
      ] as const) {
        expect(await page(route, person, path)).toMatchObject({ status: 302, location: "/admin/account" });
      }
      const action = await settle(() =>
        messagesRoute.action(
          formArgs(context, `${BASE}/admin/messages`, { intent: "markRead", ids: "1" }, { Cookie: person.cookie }) as never,
        ),
      );
      expect(action).toMatchObject({ status: 302, location: "/admin/account" });
      const layout = await page(layoutRoute, person, "/admin/account");
      expect(layout.body.sections).toEqual([]);
      expect((await account.load(person)).body).toMatchObject({ secondFactorRequired: true, passkeys: [] });
      // Turning the requirement off lets the same session through at once.
      await updateSettings(database.db, TEST_ACTOR, { requireTwoFactor: false });
      expect((await page(dashboardRoute, person, "/admin/dashboard")).status).toBe(200);
      await requireTwoFactor();

      // A passkey added in this session vouches for it: the rest of the admin area opens.
      const { added } = await addPasskey(person, "First key");
      expect(added.status).toBe(200);
      expect((await page(dashboardRoute, person, "/admin/dashboard")).status).toBe(200);
      expect((await account.load(person)).body).toMatchObject({ secondFactorRequired: false });
      expect((await page(layoutRoute, person, "/admin/account")).body.sections).not.toEqual([]);
    });

    it("a session opened with a password before the requirement, by someone with a passkey, waits for a passkey sign-in", async () => {
      const operator = await createSignedInUser(context.auth, "operator");
      const { device } = await addPasskey(operator, "Key");
      const passwordSession = await signInBeforeRequirement(operator);
      await requireTwoFactor();
      expect(await page(dashboardRoute, passwordSession, "/admin/dashboard")).toMatchObject({ location: "/admin/account" });
      expect((await account.load(passwordSession)).body).toMatchObject({ secondFactorRequired: true });
      const { answer } = await passkeySignIn(device);
      expect((await page(dashboardRoute, signedInAs(answer), "/admin/dashboard")).status).toBe(200);
    });

    /** A password sign-in while nothing required more. */
    async function signInBeforeRequirement(person: TestAccount): Promise<TestAccount> {
      const answer = await passwordSignIn(person);
      expect(answer.status).toBe(302);
      return { ...person, cookie: cookieHeader(answer.cookies) };
    }
  });
});
