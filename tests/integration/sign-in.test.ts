/**
 * The sign-in pages through their real loaders and actions: admin login (docs/product.md section 8 outcomes,
 * roles, rate limit, the way back), first-admin setup, and the shared sign-in page's modes
 * (sign up, email verification, forgot and reset, sign out), plus two-factor sign-in.
 */

import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { beforeAll, describe, expect, it } from "vitest";
import { readSiteDetails, saveSiteDetails } from "~/.server/services/content";
import { updateSettings } from "~/.server/settings";
import { action as accountAction } from "~/routes/admin/account";
import { action as loginAction } from "~/routes/admin/login";
import { action as setupAction, loader as setupLoader } from "~/routes/admin/setup";
import { action as signInPageAction, loader as signInPageLoader } from "~/routes/auth";
import { appContext, formArgs, settle } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser, requestAs, TEST_PASSWORD } from "../support/sessions";

const BASE = "https://staffing.test";

const cookieHeader = (cookies: string[]) => cookies.map((cookie) => cookie.split(";")[0]).join("; ");

describe.each(engines())("sign-in pages on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];

  beforeAll(async () => {
    context = appContext(database, { signInsPer15Minutes: 1000 }).context;
  });

  const latestEmail = async (to: string) =>
    database.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("recipient", "=", to)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();

  it("sets up the first admin once, signs them in, then says setup is complete", async () => {
    expect(await setupLoader({ context } as never)).toEqual({ complete: false });
    const weak = await settle(() =>
      setupAction(
        formArgs(context, `${BASE}/admin/setup`, { name: "Ada", email: "ada@crestway.test", password: "abc" }) as never,
      ),
    );
    expect(weak.status).toBe(400);
    const made = await settle(() =>
      setupAction(
        formArgs(context, `${BASE}/admin/setup`, { name: "Ada", email: "ada@crestway.test", password: TEST_PASSWORD }) as never,
      ),
    );
    expect(made.status).toBe(302);
    expect(made.location).toBe("/admin/dashboard");
    expect(made.cookies.some((cookie) => cookie.startsWith("__Secure-crestway.session_token="))).toBe(true);
    expect(await setupLoader({ context } as never)).toEqual({ complete: true });
    const again = await settle(() =>
      setupAction(
        formArgs(context, `${BASE}/admin/setup`, { name: "Eve", email: "eve@crestway.test", password: TEST_PASSWORD }) as never,
      ),
    );
    expect(again.status).toBe(409);
  });

  it("admin login: spec messages, staff roles only, back to where the visitor was going", async () => {
    const login = (fields: Record<string, string>) =>
      settle(() => loginAction(formArgs(context, `${BASE}/admin/login`, { intent: "signIn", ...fields }) as never));

    expect((await login({ email: "", password: "" })).body).toMatchObject({
      error: { email: ["auth:errors.emailRequired"], password: ["auth:errors.passwordRequired"] },
    });
    const wrong = await login({ email: "ada@crestway.test", password: "wrong-password-9" });
    expect(wrong).toMatchObject({ status: 401, body: { error: { "": ["admin:login.failed"] } } });
    // What was typed comes back to a page without JavaScript, never the password.
    expect(wrong.body.initialValue).toMatchObject({ email: "ada@crestway.test" });
    expect(wrong.body.initialValue).not.toHaveProperty("password");

    const ok = await login({ email: "ada@crestway.test", password: TEST_PASSWORD, redirectTo: "/admin/messages?filter=unread" });
    expect(ok.status).toBe(302);
    expect(ok.location).toBe("/admin/messages?filter=unread");
    expect(ok.cookies.some((cookie) => cookie.startsWith("toast="))).toBe(true);

    // Never to another site.
    expect((await login({ email: "ada@crestway.test", password: TEST_PASSWORD, redirectTo: "//evil.test/x" })).location).toBe(
      "/admin/dashboard",
    );

    const member = await createSignedInUser(context.auth, "user");
    const sessionsBefore = await database.db.selectFrom("session").select("id").where("userId", "=", member.userId).execute();
    const refused = await login({ email: member.email, password: TEST_PASSWORD });
    expect(refused).toMatchObject({ status: 401, body: { error: { "": ["admin:login.failed"] } } });
    const sessionsAfter = await database.db.selectFrom("session").select("id").where("userId", "=", member.userId).execute();
    expect(sessionsAfter.length).toBe(sessionsBefore.length);
  });

  it("rate-limits failed sign-in attempts per client", async () => {
    const limited = appContext(database, { signInsPer15Minutes: 3, clientIp: "198.51.100.7" }).context;
    const attempt = () =>
      settle(() =>
        loginAction(
          formArgs(limited, `${BASE}/admin/login`, {
            intent: "signIn",
            email: "ada@crestway.test",
            password: "nope-nope-1",
          }) as never,
        ),
      );
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(blocked.body.rateLimitedMinutes).toBeGreaterThan(0);
  });

  it("sign up only when allowed; the account has role user and must verify its email first", async () => {
    const signUp = () =>
      settle(() =>
        signInPageAction(
          formArgs(context, `${BASE}/auth?mode=signUp`, {
            intent: "signUp",
            name: "Jo Guest",
            email: "jo@guest.test",
            password: TEST_PASSWORD,
          }) as never,
        ),
      );
    expect((await signUp()).status).toBe(403);
    await updateSettings(database.db, TEST_ACTOR, { allowSignUp: true });
    expect(await signUp()).toMatchObject({ status: 200, body: { notice: "signUpSuccess" } });
    const user = await database.db
      .selectFrom("user")
      .select(["role", "emailVerified"])
      .where("email", "=", "jo@guest.test")
      .executeTakeFirstOrThrow();
    expect(user.role).toBe("user");

    const signIn = () =>
      settle(() =>
        signInPageAction(
          formArgs(context, `${BASE}/auth`, { intent: "signIn", email: "jo@guest.test", password: TEST_PASSWORD }) as never,
        ),
      );
    expect(await signIn()).toMatchObject({ status: 403, body: { error: { "": ["auth:errors.unverified"] } } });

    const email = await latestEmail("jo@guest.test");
    const token = decodeURIComponent(/\/auth\?verify=([^"&\s]+)/.exec(email.html)?.[1] ?? "");
    expect(token).not.toBe("");
    const page = (await signInPageLoader({
      request: new Request(`${BASE}/auth?verify=${encodeURIComponent(token)}`),
      context,
    } as never)) as {
      verified: boolean;
    };
    expect(page.verified).toBe(true);
    const signedIn = await signIn();
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/");
    await updateSettings(database.db, TEST_ACTOR, { allowSignUp: false });
  });

  it("a reset asked for on the French page sends a French email linking to the French page, even from a foreign origin", async () => {
    const args = formArgs(
      context,
      `${BASE}/fr/reset-password`,
      { intent: "forgot", email: "ada@crestway.test" },
      { Origin: "https://evil.example" },
    );
    const forgot = await settle(() => signInPageAction(args as never));
    expect(forgot.body).toMatchObject({ notice: "linkSent" });
    const email = await latestEmail("ada@crestway.test");
    expect(email.html).toContain('lang="fr"');
    expect(email.html).toMatch(/\/fr\/reset-password\?token=/);
  });

  it("account emails print the contact address staff keep when the email is sent, not the configured one", async () => {
    const stored = await readSiteDetails(database.db);
    const address = "12 Harbour Road, Mombasa";
    await saveSiteDetails(database, TEST_ACTOR, { ...stored, contact: { ...stored.contact, address } });
    const reset = await settle(() =>
      signInPageAction(formArgs(context, `${BASE}/reset-password`, { intent: "forgot", email: "ada@crestway.test" }) as never),
    );
    expect(reset.body).toMatchObject({ notice: "linkSent" });
    const email = await latestEmail("ada@crestway.test");
    expect(email.html).toContain(address);
    expect(email.text).toContain(address);
    expect(email.html).not.toContain(context.config.contact.address);
    await saveSiteDetails(database, TEST_ACTOR, stored);
  });

  it("forgot password sends a single-use link that sets a new password", async () => {
    const forgot = await settle(() =>
      signInPageAction(formArgs(context, `${BASE}/reset-password`, { intent: "forgot", email: "ada@crestway.test" }) as never),
    );
    expect(forgot.body).toMatchObject({ notice: "linkSent" });
    // Unknown addresses get the same answer and no email.
    const unknown = await settle(() =>
      signInPageAction(formArgs(context, `${BASE}/reset-password`, { intent: "forgot", email: "nobody@crestway.test" }) as never),
    );
    expect(unknown.body).toMatchObject({ notice: "linkSent" });

    const email = await latestEmail("ada@crestway.test");
    const token = decodeURIComponent(/\/reset-password\?token=([^"&\s]+)/.exec(email.html)?.[1] ?? "");
    const set = (password: string, confirm = password) =>
      settle(() =>
        signInPageAction(
          formArgs(context, `${BASE}/reset-password?token=x`, { intent: "setPassword", token, password, confirm }) as never,
        ),
      );
    expect((await set("New-password-2027", "different-1")).body).toMatchObject({
      error: { confirm: ["auth:errors.passwordsDiffer"] },
    });
    expect(await set("New-password-2027")).toMatchObject({ status: 302, location: "/auth?passwordSet=1" });
    expect((await set("Another-password-2028")).body).toMatchObject({ error: { "": ["auth:messages.tokenInvalid"] } });

    const login = await settle(() =>
      loginAction(
        formArgs(context, `${BASE}/admin/login`, {
          intent: "signIn",
          email: "ada@crestway.test",
          password: "New-password-2027",
        }) as never,
      ),
    );
    expect(login.status).toBe(302);
  });

  it("signs out: the session no longer works", async () => {
    const editor = await createSignedInUser(context.auth, "editor");
    const out = await settle(() =>
      signInPageAction(formArgs(context, `${BASE}/auth`, { intent: "signOut" }, { Cookie: editor.cookie }) as never),
    );
    expect(out.location).toBe("/auth");
    expect(out.cookies.some((cookie) => cookie.startsWith("toast="))).toBe(true);
    expect(await context.auth.api.getSession({ headers: requestAs(editor, BASE).headers })).toBeNull();
  });

  it("two-factor: turned on from the account page, then sign-in asks for the code", async () => {
    const viewer = await createSignedInUser(context.auth, "viewer");
    const post = (fields: Record<string, string>, cookie = viewer.cookie) =>
      settle(() => accountAction(formArgs(context, `${BASE}/admin/account`, fields, { Cookie: cookie }) as never));
    expect((await post({ intent: "enableTwoFactor", password: "wrong-password-1" })).status).toBe(400);
    const started = await post({ intent: "enableTwoFactor", password: TEST_PASSWORD });
    const setup = started.body.setup as { secret: string; backupCodes: string[] };
    expect(setup.backupCodes.length).toBeGreaterThan(5);
    const otp = createOTP(base32.decode(setup.secret));
    const cookie = started.cookies.length > 0 ? cookieHeader(started.cookies) : viewer.cookie;
    expect((await post({ intent: "verifyTwoFactor", code: "000000" }, cookie)).status).toBe(400);
    expect((await post({ intent: "verifyTwoFactor", code: await otp.totp() }, cookie)).status).toBe(200);

    const first = await settle(() =>
      loginAction(
        formArgs(context, `${BASE}/admin/login`, { intent: "signIn", email: viewer.email, password: TEST_PASSWORD }) as never,
      ),
    );
    expect(first.body).toMatchObject({ step: "code" });
    const pending = cookieHeader(first.cookies);
    const code = await otp.totp();
    const second = await settle(() =>
      loginAction(formArgs(context, `${BASE}/admin/login`, { intent: "verifyCode", code }, { Cookie: pending }) as never),
    );
    expect(second.status).toBe(302);
    expect(second.location).toBe("/admin/dashboard");
  });

  it("two-factor setup names the site-name setting as it is now as the authenticator's issuer", async () => {
    await updateSettings(database.db, TEST_ACTOR, { siteName: "Harbour & Lodge Staffing" });
    const viewer = await createSignedInUser(context.auth, "viewer");
    const started = await settle(() =>
      accountAction(
        formArgs(
          context,
          `${BASE}/admin/account`,
          { intent: "enableTwoFactor", password: TEST_PASSWORD },
          { Cookie: viewer.cookie },
        ) as never,
      ),
    );
    await updateSettings(database.db, TEST_ACTOR, { siteName: "Crestway Hospitality" });
    const uri = new URL((started.body.setup as { totpURI: string }).totpURI);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("issuer")).toBe("Harbour & Lodge Staffing");
    expect(decodeURIComponent(uri.pathname)).toContain("Harbour & Lodge Staffing:");
  });
});
