/**
 * First-admin setup under contention (docs/architecture.md, improvement 4): concurrent posts through the real route
 * action make exactly one administrator, and a failed or abandoned attempt leaves setup open.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { createAccount } from "~/.server/services/accounts/accounts";
import { SETUP_CLAIM_LEASE_MS } from "~/.server/services/accounts/setup-claim";
import { action as setupAction } from "~/routes/admin/setup";
import { appContext, formArgs, settle } from "../support/app-context";
import { engines, type TestDatabase } from "../support/databases";
import { TEST_PASSWORD } from "../support/sessions";

describe.each(engines())("first-admin setup on $name", ({ make }) => {
  let handle: TestDatabase | undefined;

  // A fresh database per test: each one starts with no administrator.
  async function freshSetup() {
    handle = make();
    const database = await handle.open();
    const { context } = appContext(database);
    const post = (fields: Record<string, string>) =>
      settle(() => setupAction(formArgs(context, "https://staffing.test/admin/setup", fields) as never));
    return { database, context, post };
  }
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  const admins = (database: Database) =>
    database.db.selectFrom("user").select(["email", "role"]).where("role", "=", "admin").execute();
  const claims = (database: Database) => database.db.selectFrom("setup_claim").selectAll().execute();

  it("20 concurrent setups create exactly one administrator; the others are told setup is complete", async () => {
    const { database, post } = await freshSetup();
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        post({ name: `Admin ${i}`, email: `admin${i}@crestway.test`, password: TEST_PASSWORD }),
      ),
    );
    // None failed with an error (a 500).
    expect(settled.filter((result) => result.status === "rejected")).toEqual([]);
    const answers = settled.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const winners = answers.filter((answer) => answer.status === 302);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.location).toBe("/admin/dashboard");
    const losers = answers.filter((answer) => answer.status === 409);
    expect(losers).toHaveLength(19);
    for (const loser of losers) expect(loser.body).toEqual({ complete: true });
    expect(await admins(database)).toHaveLength(1);
    expect(await database.db.selectFrom("user").select("id").execute()).toHaveLength(1);
    // The audit log's first entry: the administrator's own account, made by them (decision 0014).
    const [admin] = await admins(database);
    const entries = await database.db.selectFrom("audit_log").selectAll().execute();
    expect(entries).toMatchObject([{ action: "user.create", actor_email: admin?.email, actor_role: "admin" }]);
  });

  it("validates before claiming: bad input leaves setup open", async () => {
    const { database, post } = await freshSetup();
    const weak = await post({ name: "Ada", email: "ada@crestway.test", password: "abc" });
    expect(weak.status).toBe(400);
    expect(await claims(database)).toEqual([]);
    expect((await post({ name: "Ada", email: "ada@crestway.test", password: TEST_PASSWORD })).status).toBe(302);
  });

  it("releases the claim when creation fails (address taken), so setup can be retried", async () => {
    const { database, context, post } = await freshSetup();
    await createAccount(context.auth, { name: "Member", email: "taken@crestway.test", password: TEST_PASSWORD }, "user");
    const taken = await post({ name: "Ada", email: "taken@crestway.test", password: TEST_PASSWORD });
    expect(taken).toMatchObject({ status: 400, body: { error: { email: ["admin:setup.errors.emailTaken"] } } });
    expect(await claims(database)).toEqual([]);
    expect(await admins(database)).toEqual([]);
    expect((await post({ name: "Ada", email: "ada@crestway.test", password: TEST_PASSWORD })).status).toBe(302);
    expect(await admins(database)).toEqual([{ email: "ada@crestway.test", role: "admin" }]);
  });

  it("waits out a claim in progress, and takes over one abandoned past its lease", async () => {
    const { database, post } = await freshSetup();
    const claim = (ageMs: number) =>
      database.db
        .insertInto("setup_claim")
        .values({ id: 1, token: "crashed-request", claimed_at: new Date(Date.now() - ageMs).toISOString() })
        .execute();
    await claim(1_000);
    expect((await post({ name: "Ada", email: "ada@crestway.test", password: TEST_PASSWORD })).status).toBe(409);
    expect(await admins(database)).toEqual([]);

    await database.db.deleteFrom("setup_claim").execute();
    await claim(SETUP_CLAIM_LEASE_MS + 1_000);
    expect((await post({ name: "Ada", email: "ada@crestway.test", password: TEST_PASSWORD })).status).toBe(302);
    expect(await admins(database)).toHaveLength(1);
  });
});
