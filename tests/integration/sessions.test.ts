/**
 * Signed-in sessions (decision 0024) through the real My account and Users loaders and actions,
 * with real Better Auth sessions signed in from different browsers and addresses: the list, the
 * last-use stamp, ending one session, all others, or all of a user's (an administrator), what is
 * refused with nothing changed, the audit entries, and the retention job's deletion of expired ones.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CLIENT_IP_HEADER } from "~/.server/http/client-ip";
import { createAccount, signIn } from "~/.server/services/accounts/accounts";
import { LAST_USED_INTERVAL_MS, type SessionView, sessionUseRecorder } from "~/.server/services/accounts/sessions";
import { runHousekeeping } from "~/.server/services/operations/housekeeping";
import { DEFAULT_SETTINGS } from "~/.server/settings";
import * as accountPage from "~/routes/admin/account";
import * as usersPage from "~/routes/admin/users";
import { appContext, routeCaller } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser, TEST_PASSWORD, type TestAccount } from "../support/sessions";

const BASE = "https://staffing.test";
const AGENTS = {
  laptop: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  phone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  tablet: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0",
};
/** Addresses the bundled DB-IP file places (tests/unit/traffic-country.test.ts), and a local one it must not. */
const FRANCE = "90.0.0.1";
const UNITED_STATES = "8.8.8.8";
const LOCAL = "192.168.1.20";
const MINUTE = 60_000;

interface SessionRow {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date | string;
  last_used_at: string | null;
}

describe.each(engines())("signed-in sessions on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let admin: TestAccount;

  beforeAll(async () => {
    context = appContext(database).context;
    admin = await createSignedInUser(context.auth, "admin", "Ada Admin");
  });

  const account = routeCaller(accountPage, `${BASE}/admin/account`, () => context);
  const users = routeCaller(usersPage, `${BASE}/admin/users`, () => context);

  let people = 0;
  /** A new staff member, not yet signed in anywhere. */
  async function newPerson(role: "editor" | "viewer" = "editor") {
    people += 1;
    const email = `person-${people}-${Date.now()}@staff.test`;
    const userId = await createAccount(context.auth, { name: `Person ${people}`, email, password: TEST_PASSWORD }, role);
    return { userId, email, role };
  }

  /** Signs `person` in as a browser with this user agent at this address (as the server sets it) would. */
  async function signInFrom(
    person: { userId: string; email: string; role: TestAccount["role"] },
    agent: string,
    ip: string,
  ): Promise<TestAccount & { sessionId: string; token: string }> {
    const result = await signIn(
      context.auth,
      new Headers({ "User-Agent": agent, [CLIENT_IP_HEADER]: ip }),
      person.email,
      TEST_PASSWORD,
    );
    if (!result.ok) throw new Error(`could not sign in ${person.email}`);
    const cookie = result.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const session = await context.auth.api.getSession({ headers: new Headers({ Cookie: cookie }) });
    if (!session) throw new Error("no session from the sign-in's cookie");
    return { ...person, cookie, sessionId: session.session.id, token: session.session.token };
  }

  /** Moves a session's expiry (Better Auth's dates are ISO text on SQLite; PostgreSQL reads the text). */
  const expireAt = (sessionId: string, at: Date) =>
    database.db.updateTable("session").set({ expiresAt: at.toISOString() }).where("id", "=", sessionId).execute();
  const sessionsOf = (userId: string): Promise<SessionRow[]> =>
    database.db
      .selectFrom("session")
      .select(["id", "token", "userId", "expiresAt", "last_used_at"])
      .where("userId", "=", userId)
      .orderBy("id")
      .execute();
  const allSessions = () => database.db.selectFrom("session").select(["id", "userId", "expiresAt"]).orderBy("id").execute();
  const auditEntries = (action: string) =>
    database.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
  const listed = async (as: TestAccount) => {
    const page = await account.load(as);
    expect(page.status).toBe(200);
    return page.body.sessions as SessionView[];
  };
  /** Whether the browser holding this cookie is still signed in: an admin page answers, or sends it to the login. */
  const stillSignedIn = async (as: TestAccount) => {
    const page = await account.load(as);
    if (page.status === 302) {
      expect(page.location).toMatch(/^\/admin\/login\?redirectTo=/);
      return false;
    }
    expect(page.status).toBe(200);
    return true;
  };

  it("lists the owner's live sessions with browser, system, country, times and this device, and no token or address", async () => {
    const person = await newPerson();
    const laptop = await signInFrom(person, AGENTS.laptop, FRANCE);
    const phone = await signInFrom(person, AGENTS.phone, UNITED_STATES);
    const tablet = await signInFrom(person, AGENTS.tablet, LOCAL);
    const expired = await signInFrom(person, AGENTS.tablet, FRANCE);
    await expireAt(expired.sessionId, new Date(Date.now() - MINUTE));
    const stranger = await signInFrom(await newPerson(), AGENTS.laptop, FRANCE);

    const page = await account.load(laptop);
    const sessions = page.body.sessions as SessionView[];
    expect(sessions[0]?.id).toBe(laptop.sessionId);
    expect(new Set(sessions.map((session) => session.id))).toEqual(
      new Set([laptop.sessionId, phone.sessionId, tablet.sessionId]),
    );
    const byId = new Map(sessions.map((session) => [session.id, session]));
    expect(byId.get(laptop.sessionId)).toMatchObject({ browser: "Chrome 124", system: "Linux", country: "FR", current: true });
    expect(byId.get(phone.sessionId)).toMatchObject({ browser: "Safari 17", system: "iOS", country: "US", current: false });
    // A local address is in no country.
    expect(byId.get(tablet.sessionId)).toMatchObject({
      browser: "Firefox 126",
      system: "Windows",
      country: null,
      current: false,
    });
    for (const session of sessions) {
      expect(Date.now() - new Date(session.startedAt).getTime()).toBeLessThan(MINUTE);
      expect(session.lastUsedAt >= session.startedAt).toBe(true);
    }

    // The page carries ids only: no token (the credential) and no address of any session.
    const shown = JSON.stringify(page.body);
    for (const secret of [laptop.token, phone.token, tablet.token, stranger.token, FRANCE, UNITED_STATES, LOCAL]) {
      expect(shown).not.toContain(secret);
    }
    expect(shown).not.toContain(stranger.sessionId);

    // From the phone, the phone is "this device".
    const fromPhone = await listed(phone);
    expect(fromPhone[0]).toMatchObject({ id: phone.sessionId, current: true });
    expect(fromPhone.filter((session) => session.current)).toHaveLength(1);
  });

  it("stamps a session's last use from the guard, at most once per interval, across instances too", async () => {
    const person = await newPerson();
    const laptop = await signInFrom(person, AGENTS.laptop, FRANCE);
    const phone = await signInFrom(person, AGENTS.phone, UNITED_STATES);
    const stampOf = async (sessionId: string) =>
      (await sessionsOf(person.userId)).find((session) => session.id === sessionId)?.last_used_at ?? null;
    expect(await stampOf(phone.sessionId)).toBeNull();

    // A signed-in request stamps its session without waiting for it.
    expect(await stillSignedIn(phone)).toBe(true);
    await vi.waitFor(async () => expect(await stampOf(phone.sessionId)).not.toBeNull());
    const stamped = String(await stampOf(phone.sessionId));
    expect(Date.now() - new Date(stamped).getTime()).toBeLessThan(MINUTE);
    // The other browser sees the phone as last used then.
    const fromLaptop = await listed(laptop);
    expect(fromLaptop.find((session) => session.id === phone.sessionId)?.lastUsedAt).toBe(stamped);

    // Within the interval, more requests write nothing.
    expect(await stillSignedIn(phone)).toBe(true);
    expect(await stillSignedIn(phone)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stampOf(phone.sessionId)).toBe(stamped);

    // The recorder on its own clock: one write per interval per session, and a second instance
    // (its own memory) writes nothing the first already wrote within the interval.
    const first = sessionUseRecorder();
    const second = sessionUseRecorder();
    const t0 = new Date(Date.now() + 10 * LAST_USED_INTERVAL_MS);
    await first(database, laptop.sessionId, t0);
    expect(await stampOf(laptop.sessionId)).toBe(t0.toISOString());
    await first(database, laptop.sessionId, new Date(t0.getTime() + MINUTE));
    await second(database, laptop.sessionId, new Date(t0.getTime() + 2 * MINUTE));
    expect(await stampOf(laptop.sessionId)).toBe(t0.toISOString());
    // Each remembers when it last tried: the second writes once an interval has passed since its own try.
    await second(database, laptop.sessionId, new Date(t0.getTime() + LAST_USED_INTERVAL_MS));
    expect(await stampOf(laptop.sessionId)).toBe(t0.toISOString());
    const later = new Date(t0.getTime() + 2 * MINUTE + LAST_USED_INTERVAL_MS);
    await second(database, laptop.sessionId, later);
    expect(await stampOf(laptop.sessionId)).toBe(later.toISOString());
  });

  it("keeps Better Auth working with the extra column: a session due for refresh is refreshed, its stamp kept", async () => {
    const person = await newPerson();
    const laptop = await signInFrom(person, AGENTS.laptop, FRANCE);
    await sessionUseRecorder()(database, laptop.sessionId);
    const [before] = await sessionsOf(person.userId);
    // Better Auth moves a session's expiry once a day of its week has passed; make that day past.
    const soon = new Date(Date.now() + 60 * MINUTE);
    await expireAt(laptop.sessionId, soon);
    const result = await context.auth.api.getSession({ headers: new Headers({ Cookie: laptop.cookie }) });
    expect(result?.session.id).toBe(laptop.sessionId);
    const [after] = await sessionsOf(person.userId);
    expect(new Date(String(after?.expiresAt)).getTime()).toBeGreaterThan(soon.getTime() + 24 * 60 * MINUTE);
    expect(after?.last_used_at).toBe(before?.last_used_at);
    expect(after?.last_used_at).not.toBeNull();
  });

  it("ends one of the owner's other sessions: that browser's next admin request goes to the login", async () => {
    const person = await newPerson();
    const laptop = await signInFrom(person, AGENTS.laptop, FRANCE);
    const phone = await signInFrom(person, AGENTS.phone, UNITED_STATES);
    expect(await stillSignedIn(phone)).toBe(true);

    const ended = await account.post(laptop, { intent: "endSession", sessionId: phone.sessionId });
    expect(ended).toMatchObject({ status: 200, body: { status: "success", intent: "endSession", ended: 1 } });
    expect((await sessionsOf(person.userId)).map((session) => session.id)).toEqual([laptop.sessionId]);
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(laptop)).toBe(true);
    // Ending it again: it is gone.
    const again = await account.post(laptop, { intent: "endSession", sessionId: phone.sessionId });
    expect(again).toMatchObject({ status: 404, body: { error: { "": ["admin-account:errors.sessionNotFound"] } } });

    const [entry] = (await auditEntries("account.session_end")).filter((row) => row.target_id === person.userId);
    expect(entry).toMatchObject({ actor_user_id: person.userId, actor_email: person.email, target_type: "user" });
    expect(JSON.parse(String(entry?.before))).toEqual({ browser: "Safari 17", system: "iOS", country: "US" });
  });

  it("refuses this session, another person's, an expired one and made-up ids, changing nothing", async () => {
    const person = await newPerson();
    const laptop = await signInFrom(person, AGENTS.laptop, FRANCE);
    const phone = await signInFrom(person, AGENTS.phone, UNITED_STATES);
    const other = await signInFrom(await newPerson(), AGENTS.laptop, FRANCE);
    const old = await signInFrom(person, AGENTS.tablet, FRANCE);
    await expireAt(old.sessionId, new Date(Date.now() - MINUTE));
    const sessionsBefore = await allSessions();
    const entriesBefore = (await auditEntries("account.session_end")).length;

    const refusals: Array<[string, number, string | undefined]> = [
      [laptop.sessionId, 409, "admin-account:errors.sessionCurrent"],
      [other.sessionId, 404, "admin-account:errors.sessionNotFound"],
      [old.sessionId, 404, "admin-account:errors.sessionNotFound"],
      [randomUUID(), 404, "admin-account:errors.sessionNotFound"],
      [other.token, 404, "admin-account:errors.sessionNotFound"],
      ["", 400, undefined],
      ["x".repeat(65), 400, undefined],
    ];
    for (const [sessionId, status, message] of refusals) {
      const answer = await account.post(laptop, { intent: "endSession", sessionId });
      expect(answer.status, sessionId).toBe(status);
      expect(answer.body.status).toBe("error");
      if (message) expect(answer.body.error).toEqual({ "": [message] });
    }
    expect(await allSessions()).toEqual(sessionsBefore);
    expect(await auditEntries("account.session_end")).toHaveLength(entriesBefore);
    expect(await stillSignedIn(other)).toBe(true);
    expect(await stillSignedIn(phone)).toBe(true);
    // Anonymous: to the login, nothing changed.
    const anonymous = await account.post(undefined, { intent: "endSession", sessionId: phone.sessionId });
    expect(anonymous.status).toBe(302);
    expect(await allSessions()).toEqual(sessionsBefore);
  });

  it("signs out everywhere else, keeping this session", async () => {
    const person = await newPerson("viewer");
    const laptop = await signInFrom(person, AGENTS.laptop, FRANCE);
    const phone = await signInFrom(person, AGENTS.phone, UNITED_STATES);
    const tablet = await signInFrom(person, AGENTS.tablet, LOCAL);
    const other = await signInFrom(await newPerson(), AGENTS.laptop, FRANCE);

    const answer = await account.post(phone, { intent: "endOtherSessions" });
    expect(answer).toMatchObject({ status: 200, body: { status: "success", intent: "endOtherSessions", ended: 2 } });
    expect((await sessionsOf(person.userId)).map((session) => session.id)).toEqual([phone.sessionId]);
    expect(await stillSignedIn(phone)).toBe(true);
    expect(await stillSignedIn(laptop)).toBe(false);
    expect(await stillSignedIn(tablet)).toBe(false);
    expect(await stillSignedIn(other)).toBe(true);
    expect((await listed(phone)).map((session) => session.current)).toEqual([true]);

    const [entry] = (await auditEntries("account.sessions_end_others")).filter((row) => row.target_id === person.userId);
    expect(entry).toMatchObject({ actor_user_id: person.userId, actor_role: "viewer", target_type: "user" });
    expect(JSON.parse(String(entry?.after))).toEqual({ sessions: 2 });

    // With none left, it ends none.
    const none = await account.post(phone, { intent: "endOtherSessions" });
    expect(none).toMatchObject({ status: 200, body: { ended: 0 } });
    expect(await stillSignedIn(phone)).toBe(true);
  });

  it("lets an administrator sign a user out of every session, audited; refuses anyone else and themself", async () => {
    const person = await newPerson();
    const laptop = await signInFrom(person, AGENTS.laptop, FRANCE);
    const phone = await signInFrom(person, AGENTS.phone, UNITED_STATES);
    const editor = await signInFrom(await newPerson(), AGENTS.laptop, FRANCE);
    const sessionsBefore = await allSessions();

    // An editor may not (403), and nothing changes.
    const refused = await users.post(editor, { intent: "endSessions", userId: person.userId });
    expect(refused.status).toBe(403);
    expect(await users.post(undefined, { intent: "endSessions", userId: person.userId })).toMatchObject({ status: 302 });
    const self = await users.post(admin, { intent: "endSessions", userId: admin.userId });
    expect(self).toMatchObject({ status: 409, body: { error: { "": ["admin-users:errors.selfSessions"] } } });
    const missing = await users.post(admin, { intent: "endSessions", userId: randomUUID() });
    expect(missing).toMatchObject({ status: 404, body: { error: { "": ["admin-users:errors.notFound"] } } });
    expect(await allSessions()).toEqual(sessionsBefore);
    expect(await stillSignedIn(admin)).toBe(true);

    const ended = await users.post(admin, { intent: "endSessions", userId: person.userId });
    expect(ended).toMatchObject({
      status: 200,
      body: { status: "success", intent: "endSessions", email: person.email, ended: 2 },
    });
    expect(await sessionsOf(person.userId)).toEqual([]);
    expect(await stillSignedIn(laptop)).toBe(false);
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(editor)).toBe(true);
    expect(await stillSignedIn(admin)).toBe(true);
    // They may sign in again (the account stays active).
    expect(await stillSignedIn(await signInFrom(person, AGENTS.laptop, FRANCE))).toBe(true);

    const [entry] = (await auditEntries("user.sessions_end")).filter((row) => row.target_id === person.userId);
    expect(entry).toMatchObject({ actor_user_id: admin.userId, actor_email: admin.email, target_type: "user" });
    expect(JSON.parse(String(entry?.after))).toEqual({ email: person.email, sessions: 2 });
  });

  it("ends every session of a user an administrator deactivates: their next request goes to the login", async () => {
    const person = await newPerson();
    const laptop = await signInFrom(person, AGENTS.laptop, FRANCE);
    const phone = await signInFrom(person, AGENTS.phone, UNITED_STATES);
    expect(await stillSignedIn(laptop)).toBe(true);

    const name = `Person ${person.email}`;
    const update = { intent: "update", userId: person.userId, name, email: person.email, role: "editor" };
    expect((await users.post(admin, { ...update, active: "" })).body).toMatchObject({ status: "success" });
    expect(await sessionsOf(person.userId)).toEqual([]);
    expect(await stillSignedIn(laptop)).toBe(false);
    expect(await stillSignedIn(phone)).toBe(false);
    expect((await signIn(context.auth, new Headers(), person.email, TEST_PASSWORD)).ok).toBe(false);
  });

  it("the retention job deletes expired sessions, with the address and browser they kept, and no live one", async () => {
    const person = await newPerson();
    const live = await signInFrom(person, AGENTS.laptop, FRANCE);
    const lapsed = await signInFrom(person, AGENTS.phone, UNITED_STATES);
    const lapsedToo = await signInFrom(await newPerson(), AGENTS.tablet, LOCAL);
    const now = new Date();
    for (const id of [lapsed.sessionId, lapsedToo.sessionId]) await expireAt(id, new Date(now.getTime() - MINUTE));
    const liveBefore = (await allSessions()).filter((session) => new Date(session.expiresAt) > now);
    const expiredBefore = (await allSessions()).length - liveBefore.length;
    expect(expiredBefore).toBeGreaterThanOrEqual(2);

    const report = await runHousekeeping(database, DEFAULT_SETTINGS, now);
    expect(report.failures).toEqual([]);
    expect(report.expiredSessionsDeleted).toBe(expiredBefore);
    expect(await allSessions()).toEqual(liveBefore);
    const gone = await database.db
      .selectFrom("session")
      .select("id")
      .where("id", "in", [lapsed.sessionId, lapsedToo.sessionId])
      .execute();
    expect(gone).toEqual([]);
    expect(await stillSignedIn(live)).toBe(true);
    expect((await runHousekeeping(database, DEFAULT_SETTINGS, now)).expiredSessionsDeleted).toBe(0);
  });
});
