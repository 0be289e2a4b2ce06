/**
 * Walks the permission table (app/lib/admin/permissions.ts): every admin loader and every action
 * intent, called as anonymous and as every role, answers exactly as the table says. Then proves,
 * from the route table itself, that no other route hands out admin data.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROUTE_PERMISSIONS, can, type Permission, ROLES, type Role } from "~/lib/admin/permissions";
import { appContext, formArgs } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { flatRoutes } from "../support/route-table";
import { createSignedInUser, requestAs, type TestAccount } from "../support/sessions";

type Caller = Role | "anonymous";
const CALLERS: Caller[] = ["anonymous", ...ROLES];
const BASE = "https://staffing.test";

interface RouteModule {
  loader?: (args: unknown) => unknown;
  action?: (args: unknown) => unknown;
}

const importRoute = (file: string) => import(`../../app/${file}`) as Promise<RouteModule>;

/** What a loader or action produced, thrown or returned: a Response, data() or plain data. */
async function outcome(run: () => unknown): Promise<{ status: number; location?: string; body?: string }> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    const body = value.headers.get("Content-Type")?.includes("text/csv") ? undefined : await value.text().catch(() => "");
    return { status: value.status, location: value.headers.get("Location") ?? undefined, body };
  }
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    const wrapped = value as { data: unknown; init: { status?: number } | null };
    return { status: wrapped.init?.status ?? 200, body: JSON.stringify(wrapped.data) };
  }
  if (value instanceof Error) throw value;
  return { status: 200, body: JSON.stringify(value ?? null) };
}

function expectGuarded(result: { status: number; location?: string }, caller: Caller, permission: Permission, dataMode: boolean) {
  if (caller === "anonymous") {
    if (dataMode) expect(result.status).toBe(401);
    else {
      expect(result.status).toBe(302);
      expect(result.location).toMatch(/^\/admin\/login\?redirectTo=/);
    }
  } else if (!can(caller, permission)) {
    expect(result.status).toBe(403);
  } else {
    expect([401, 403]).not.toContain(result.status);
    expect(result.location ?? "").not.toMatch(/^\/admin\/login/);
  }
}

describe.each(engines())("admin permissions on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  const accounts = new Map<Caller, TestAccount | undefined>();
  const cookieOf = (caller: Caller): Record<string, string> => {
    const account = accounts.get(caller);
    return account ? { Cookie: account.cookie } : {};
  };

  beforeAll(async () => {
    context = appContext(database).context;
    accounts.set("anonymous", undefined);
    for (const role of ROLES) accounts.set(role, await createSignedInUser(context.auth, role));
  });

  it("lists every admin route of the route table in the permission table, or as deliberately open", () => {
    const open = new Set([
      "routes/admin/login.tsx",
      "routes/admin/logout.ts",
      "routes/admin/setup.tsx",
      "routes/admin/to-login.tsx",
    ]);
    const adminFiles = flatRoutes()
      .filter((route) => route.path.startsWith("/admin"))
      .map((route) => route.file);
    for (const file of adminFiles) expect(open.has(file) || file in ADMIN_ROUTE_PERMISSIONS, file).toBe(true);
    for (const file of Object.keys(ADMIN_ROUTE_PERMISSIONS)) expect(adminFiles, file).toContain(file);
  });

  for (const [file, rules] of Object.entries(ADMIN_ROUTE_PERMISSIONS)) {
    const path = flatRoutes().find((route) => route.file === file)?.path ?? "";
    const dataMode = file.endsWith(".ts");

    it.each(CALLERS)(`${file} loader as %s answers as the table says`, async (caller) => {
      const module = await importRoute(file);
      const request = requestAs(accounts.get(caller), `${BASE}${path}`);
      const result = await outcome(() => module.loader?.({ request, context, params: {} }));
      expectGuarded(result, caller, rules.loader, dataMode);
    });

    for (const [intent, permission] of Object.entries(rules.actions)) {
      it.each(CALLERS)(`${file} action "${intent}" as %s answers as the table says`, async (caller) => {
        const module = await importRoute(file);
        // Ids that do not exist: an allowed caller gets a 4xx about the input, never 401/403.
        const fields = { intent, id: "999999999", userId: "00000000-0000-4000-8000-000000000000" };
        const result = await outcome(() => module.action?.(formArgs(context, `${BASE}${path}`, fields, cookieOf(caller))));
        expectGuarded(result, caller, permission, false);
      });
    }

    it(`${file} refuses an intent the table does not list`, async () => {
      const module = await importRoute(file);
      if (!module.action) return;
      const fields = { intent: "dropEverything" };
      const result = await outcome(() => module.action?.(formArgs(context, `${BASE}${path}`, fields, cookieOf("admin"))));
      expect(result.status).toBe(400);
    });
  }

  it("the admin layout sends anonymous visitors to the login and other roles without access away", async () => {
    const layout = await importRoute("routes/admin/guarded-layout.tsx");
    for (const caller of CALLERS) {
      const request = requestAs(accounts.get(caller), `${BASE}/admin/dashboard`);
      expectGuarded(await outcome(() => layout.loader?.({ request, context, params: {} })), caller, "dashboard.view", false);
    }
  });

  it("no other route of the route table hands out admin data", async () => {
    // Markers stored where only the admin area may show them.
    const marker = `zz-secret-${Date.now()}`;
    await database.db
      .insertInto("contacts")
      .values({
        name: `${marker}-name`,
        email: `${marker}@mail.test`,
        subject: `${marker}-subject`,
        message: `${marker}-text`,
        language: "en",
      })
      .execute();
    await database.db
      .insertInto("newsletter_subscribers")
      .values({ email: `${marker}@subscriber.test`, unsubscribe_token: `${marker}-token`, language: "en" })
      .execute();
    const guarded = new Set(Object.keys(ADMIN_ROUTE_PERMISSIONS));
    const others = flatRoutes().filter((route) => !guarded.has(route.file));
    expect(others.length).toBeGreaterThan(20);
    for (const caller of ["anonymous", "user"] as const) {
      for (const route of others) {
        const module = await importRoute(route.file);
        const url = `${BASE}${route.path.replace(":pillar", "guest-experience").replace("*", "anything")}`;
        const result = await outcome(() =>
          module.loader?.({ request: requestAs(accounts.get(caller), url), context, params: {} }),
        );
        expect(result.body ?? "", `${route.file} as ${caller}`).not.toContain(marker);
      }
    }
  });
});
