/**
 * Every admin page with an action, found in the route table (so a new one cannot be left out),
 * refuses an unknown and a missing intent with 400, in the one admin result (decisions 0006 and
 * 0010), and changes nothing: the page's intent schema refuses them, no default branch acts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ROUTE_PERMISSIONS } from "~/lib/admin/permissions";
import { appContext, formArgs, settle } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { flatRoutes } from "../support/route-table";
import { createSignedInUser, type TestAccount } from "../support/sessions";

const BASE = "https://staffing.test";

interface RouteModule {
  action?: (args: unknown) => unknown;
}

/** The admin pages of the route table whose module has an action, with a URL and params to call it. */
async function adminActions() {
  const guarded = flatRoutes().filter((route) => route.file in ADMIN_ROUTE_PERMISSIONS);
  const pages = await Promise.all(
    guarded.map(async (route) => {
      const module = (await import(`../../app/${route.file}`)) as RouteModule;
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name as string, "1"]));
      return { file: route.file, path: route.path.replace(/:\w+/g, "1"), params, action: module.action };
    }),
  );
  return pages.filter((page) => page.action !== undefined);
}

describe.each(engines())("admin intents on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let admin: TestAccount;
  let pages: Awaited<ReturnType<typeof adminActions>>;

  beforeAll(async () => {
    context = appContext(database).context;
    admin = await createSignedInUser(context.auth, "admin");
    pages = await adminActions();
  });

  /** How many rows each table holds: an action that changed anything (and its audit entry) shows here. */
  async function rowCounts(): Promise<Record<string, number>> {
    const tables = await database.db.introspection.getTables();
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      if (name.startsWith("kysely_")) continue;
      const row = await database.db
        .selectFrom(name as "audit_log")
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .executeTakeFirstOrThrow();
      counts[name] = Number(row.count);
    }
    return counts;
  }

  it("finds every admin page whose action the permission table lists intents for", () => {
    const withIntents = Object.entries(ADMIN_ROUTE_PERMISSIONS)
      .filter(([, rules]) => Object.keys(rules.actions).length > 0)
      .map(([file]) => file);
    expect(pages.map((page) => page.file).sort()).toEqual(withIntents.sort());
    expect(pages.length).toBeGreaterThanOrEqual(9);
  });

  it.each([
    ["an unknown intent", { intent: "dropEverything" }, "dropEverything"],
    ["a missing intent", {}, ""],
  ] as const)("refuses %s on every admin page with 400, changing nothing", async (_, fields, intent) => {
    const before = await rowCounts();
    for (const page of pages) {
      // Fields that every page's real forms use, so only the intent is wrong.
      const posted = { ...fields, id: "1", userId: "1", kind: "team", siteName: "Changed" };
      const args = formArgs(context, `${BASE}${page.path}`, posted, { Cookie: admin.cookie });
      const answer = await settle(() => page.action?.({ ...args, params: page.params }));
      expect(answer.status, page.file).toBe(400);
      expect(answer.body, page.file).toMatchObject({
        status: "error",
        intent,
        error: { "": ["admin:errors.unknownIntent"] },
      });
    }
    expect(await rowCounts()).toEqual(before);
  });
});
