import { getMigrations } from "better-auth/db/migration";
import { beforeAll, describe, expect, it } from "vitest";
import { createFirstAdmin, hasAdmin, signIn } from "~/.server/services/accounts/accounts";
import { firstAdminSchema } from "~/lib/validation/auth";
import { appContext } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser, requestAs, TEST_PASSWORD } from "../support/sessions";

describe.each(engines())("auth on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];

  beforeAll(async () => {
    context = appContext(database).context;
  });

  it("our migration holds every table and column Better Auth needs", async () => {
    const plan = await getMigrations(context.auth.options);
    expect(plan.toBeCreated.map((t) => t.table)).toEqual([]);
    expect(plan.toBeAdded.map((t) => `${t.table}:${Object.keys(t.fields).join(",")}`)).toEqual([]);
  });

  it("creates the first admin only while none exists, with a UUID id and a profile", async () => {
    expect(await hasAdmin(database.db)).toBe(false);
    // The service takes what the setup form's schema parsed; a weak password never gets that far.
    const weak = firstAdminSchema.safeParse({ name: "Ada", email: "ada@crestway.test", password: "short" });
    expect(weak.error?.issues).toMatchObject([{ path: ["password"], message: "admin:password.tooShort" }]);

    const created = await createFirstAdmin(
      context.auth,
      database.db,
      firstAdminSchema.parse({ name: "Ada Lovelace", email: "Ada@Crestway.test", password: TEST_PASSWORD }),
    );
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const profile = await database.db
      .selectFrom("profiles")
      .selectAll()
      .where("user_id", "=", created.userId)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      email: "ada@crestway.test",
      full_name: "Ada Lovelace",
      first_name: "Ada",
      last_name: "Lovelace",
      role: "admin",
    });

    const again = await createFirstAdmin(context.auth, database.db, {
      name: "Eve",
      email: "eve@crestway.test",
      password: TEST_PASSWORD,
    });
    expect(again).toEqual({ ok: false, reason: "setup-complete" });
  });

  it("signs in with a hashed password, stores the session and fills the last login", async () => {
    const request = new Request("https://staffing.test/admin/login", { method: "POST" });
    expect(await signIn(context.auth, request.headers, "ada@crestway.test", "wrong-password-1")).toMatchObject({
      ok: false,
      reason: "invalid",
    });
    const result = await signIn(context.auth, request.headers, "ADA@crestway.test", TEST_PASSWORD);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cookies = result.headers.getSetCookie();
    expect(cookies.some((c) => /HttpOnly/i.test(c) && /SameSite=Lax/i.test(c) && /Secure/i.test(c))).toBe(true);
    const account = await database.db
      .selectFrom("account")
      .select("password")
      .where("userId", "=", result.userId)
      .executeTakeFirstOrThrow();
    expect(account.password).not.toContain(TEST_PASSWORD);
    const profile = await database.db
      .selectFrom("profiles")
      .select("last_login_at")
      .where("user_id", "=", result.userId)
      .executeTakeFirstOrThrow();
    expect(profile.last_login_at).not.toBeNull();
  });

  it("recreates a missing profile at the next sign-in", async () => {
    const editor = await createSignedInUser(context.auth, "editor");
    await database.db.deleteFrom("profiles").where("user_id", "=", editor.userId).execute();
    const result = await signIn(context.auth, new Headers(), editor.email, TEST_PASSWORD);
    expect(result.ok).toBe(true);
    const profile = await database.db
      .selectFrom("profiles")
      .select("role")
      .where("user_id", "=", editor.userId)
      .executeTakeFirstOrThrow();
    expect(profile.role).toBe("editor");
  });

  it("reads the session back from the cookie", async () => {
    const viewer = await createSignedInUser(context.auth, "viewer");
    const session = await context.auth.api.getSession({ headers: requestAs(viewer, "https://staffing.test/admin").headers });
    expect(session?.user.email).toBe(viewer.email);
    expect(session?.user.role).toBe("viewer");
  });
});
