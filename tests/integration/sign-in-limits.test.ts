/**
 * The sign-in budgets through the real admin login action (decision 0006): only failures count,
 * per client (an IPv6 client by its /64) and, with a higher ceiling, per address; a spent budget
 * refuses before the password is checked. In memory and in Redis, on each engine.
 */
import { randomBytes } from "node:crypto";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "~/.server/services/accounts/accounts";
import { action as accountAction } from "~/routes/admin/account";
import { action as loginAction } from "~/routes/admin/login";
import { appContext, formArgs, settle } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser, TEST_PASSWORD } from "../support/sessions";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const PER_IP = 10;
const PER_ADDRESS = 5 * PER_IP;

const stores = [{ store: "memory" }, { store: "redis" }];

describe.each(engines())("sign-in limits on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
  });
  afterAll(() => redis.disconnect());

  it("counts wrong two-factor codes per client, and neither the password step nor a right code", async () => {
    const { context } = appContext(database, { signInsPer15Minutes: 3 });
    const viewer = await createSignedInUser(context.auth, "viewer");
    const account = (fields: Record<string, string>, cookie: string) =>
      settle(() => accountAction(formArgs(context, "https://staffing.test/admin/account", fields, { Cookie: cookie }) as never));
    const started = await account({ intent: "enableTwoFactor", password: TEST_PASSWORD }, viewer.cookie);
    const otp = createOTP(base32.decode((started.body.setup as { secret: string }).secret));
    const cookie = started.cookies.length > 0 ? started.cookies.map((c) => c.split(";")[0]).join("; ") : viewer.cookie;
    expect((await account({ intent: "verifyTwoFactor", code: await otp.totp() }, cookie)).status).toBe(200);

    const login = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      settle(() => loginAction(formArgs(context, "https://staffing.test/admin/login", fields, headers) as never));
    const passwordStep = async () => {
      const first = await login({ intent: "signIn", email: viewer.email, password: TEST_PASSWORD });
      expect(first.body).toMatchObject({ step: "code" });
      return { Cookie: first.cookies.map((c) => c.split(";")[0]).join("; ") };
    };
    // More password steps than the budget: correct passwords never count.
    for (let i = 0; i < 4; i++) await passwordStep();
    const pending = await passwordStep();
    expect((await login({ intent: "verifyCode", code: await otp.totp() }, pending)).status).toBe(302);

    const again = await passwordStep();
    for (let i = 0; i < 3; i++) expect((await login({ intent: "verifyCode", code: "000000" }, again)).status).toBe(400);
    const blocked = await login({ intent: "verifyCode", code: await otp.totp() }, again);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  describe.each(stores)("counted in $store", ({ store }) => {
    // Each test gets fresh budgets: its own limiter (and, in Redis, its own key prefix).
    const limits = () =>
      appContext(database, {
        signInsPer15Minutes: PER_IP,
        signInFailuresPerAddress: PER_ADDRESS,
        redis: store === "redis" ? { client: redis, keyPrefix: `test-rl-${randomBytes(6).toString("hex")}` } : undefined,
      }).context;

    let admin: string;
    beforeAll(async () => {
      const { context } = appContext(database);
      admin = `limits-${store}-${randomBytes(4).toString("hex")}@crestway.test`;
      await createAccount(context.auth, { name: "Limits Admin", email: admin, password: TEST_PASSWORD }, "admin");
    });

    const login = (context: ReturnType<typeof limits>, ip: string, password: string, email = admin) =>
      settle(() =>
        loginAction(
          formArgs({ ...context, clientIp: ip }, "https://staffing.test/admin/login", {
            intent: "signIn",
            email,
            password,
          }) as never,
        ),
      );

    it("blocks a client after ten wrong passwords (429, Retry-After) while the owner still gets in from elsewhere", async () => {
      const context = limits();
      for (let i = 0; i < PER_IP; i++) expect((await login(context, "203.0.113.10", "wrong-password-1")).status).toBe(401);
      const blocked = await login(context, "203.0.113.10", TEST_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(blocked.body.rateLimitedMinutes).toBeGreaterThan(0);
      expect((await login(context, "198.51.100.20", TEST_PASSWORD)).status).toBe(302);
    });

    it("never counts correct sign-ins: fifty in a row from one client", async () => {
      const context = limits();
      for (let i = 0; i < 50; i++) expect((await login(context, "203.0.113.11", TEST_PASSWORD)).status).toBe(302);
      // The budget is untouched: ten failures still fit before the block.
      for (let i = 0; i < PER_IP; i++) expect((await login(context, "203.0.113.11", "wrong-password-1")).status).toBe(401);
      expect((await login(context, "203.0.113.11", "wrong-password-1")).status).toBe(429);
    });

    it("stops a distributed attack on one address at the per-address ceiling", async () => {
      const context = limits();
      for (let i = 0; i < PER_ADDRESS; i++) {
        expect((await login(context, `192.0.2.${i + 1}`, "wrong-password-1")).status).toBe(401);
      }
      expect((await login(context, "192.0.2.200", "wrong-password-1")).status).toBe(429);
      // The ceiling is the address's: another account from those same clients is unaffected.
      const other = `other-${store}-${randomBytes(4).toString("hex")}@crestway.test`;
      await createAccount(context.auth, { name: "Other", email: other, password: TEST_PASSWORD }, "editor");
      expect((await login(context, "192.0.2.201", TEST_PASSWORD, other)).status).toBe(302);
    });

    it("counts a parallel burst of guesses exactly: ten are checked, the rest refused unchecked", async () => {
      const context = limits();
      const answers = await Promise.all(Array.from({ length: 30 }, () => login(context, "203.0.113.12", "wrong-password-1")));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(PER_IP);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30 - PER_IP);
    });

    it("gives one IPv6 /64 one budget (and an IPv4-mapped client the IPv4 one)", async () => {
      const context = limits();
      for (let i = 0; i < PER_IP; i++) {
        expect((await login(context, `2001:db8:77:1::${(i + 1).toString(16)}`, "wrong-password-1")).status).toBe(401);
      }
      expect((await login(context, "2001:db8:77:1:ffff:ffff:ffff:fffe", TEST_PASSWORD)).status).toBe(429);
      expect((await login(context, "2001:db8:77:2::1", TEST_PASSWORD)).status).toBe(302);

      for (let i = 0; i < PER_IP; i++) expect((await login(context, "::ffff:203.0.113.13", "wrong-password-1")).status).toBe(401);
      expect((await login(context, "203.0.113.13", TEST_PASSWORD)).status).toBe(429);
    });
  });
});
