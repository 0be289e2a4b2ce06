/**
 * The in-page text editor's server side (decision 0017), through the real root loader and the
 * entry's read: only signed-in staff who may change texts get the editor, on the public site, and
 * their page is theirs alone (never stored by a cache); a visitor's request is answered as before,
 * without even a session lookup; the editor reads one entry in the page's language as it is now.
 */
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { sessionCookieName } from "~/.server/auth/auth";
import { writeTexts } from "~/.server/services/content/texts/editing";
import { type InPageText, inPageTextPath } from "~/lib/admin/in-page-text";
import { ROLES } from "~/lib/admin/permissions";
import { loader as rootLoader } from "~/root";
import * as inPageText from "~/routes/admin/in-page-text";
import { appContext, settle } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser, requestAs, type TestAccount } from "../support/sessions";

const BASE = "https://staffing.test";
const TITLE = { namespace: "pricing", key: "plansSection.title" };
const FRENCH_TITLE = "Choisissez le niveau d'accompagnement qu'il vous faut";
const ENGLISH_TITLE = "Choose the level of support you need";

/** The same context, with a session lookup that fails the test if anything asks for one. */
function withoutSessionLookups(context: AppLoadContext): AppLoadContext {
  const api = { ...context.auth.api, getSession: () => expect.unreachable("a visitor's request looked a session up") };
  return { ...context, auth: { ...context.auth, api } as unknown as AppLoadContext["auth"] };
}

describe.each(engines())("the in-page text editor on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: AppLoadContext;
  const accounts = new Map<string, TestAccount>();

  beforeAll(async () => {
    context = appContext(database).context;
    for (const role of ROLES) accounts.set(role, await createSignedInUser(context.auth, role));
  });

  const root = (request: Request, on = context) => settle(() => rootLoader({ request, context: on, params: {} } as never));
  const account = (role: string) => accounts.get(role) as TestAccount;

  it("answers a visitor as before: no editor, nothing private, no session looked up", async () => {
    const visitor = withoutSessionLookups(context);
    for (const path of ["/", "/fr/pricing", "/es/contact"]) {
      // The last names no session, though it starts like the session cookie's name.
      for (const cookie of [undefined, "language=fr; _ga=GA1.1.123", `${sessionCookieName(context.auth)}x=1`]) {
        const request = new Request(`${BASE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
        const answer = await root(request, visitor);
        expect(Object.keys(answer.body).sort(), `${path} ${cookie}`).toEqual(
          ["language", "publicConfig", "siteDetails", "siteName", "toast"].sort(),
        );
        expect(answer.headers.get("Cache-Control"), `${path} ${cookie}`).toBeNull();
      }
    }
  });

  it("gives the editor to editors and admins on the public site, in a page no cache may keep", async () => {
    for (const role of ["admin", "editor"]) {
      for (const path of ["/", "/fr/pricing"]) {
        const answer = await root(requestAs(account(role), `${BASE}${path}`));
        expect(answer.body.textEditor, `${role} ${path}`).toBe(true);
        expect(answer.headers.get("Cache-Control"), `${role} ${path}`).toBe("private, no-store");
      }
    }
  });

  it("gives it to no other role, whose root data is a visitor's", async () => {
    const visitor = await root(new Request(`${BASE}/fr/pricing`));
    for (const role of ROLES.filter((name) => name !== "admin" && name !== "editor")) {
      const answer = await root(requestAs(account(role), `${BASE}/fr/pricing`));
      expect(answer.body, role).toEqual(visitor.body);
      expect(answer.headers.get("Cache-Control"), role).toBeNull();
    }
  });

  it("leaves the admin area's root data alone: the editor belongs to the public pages", async () => {
    const answer = await root(requestAs(account("editor"), `${BASE}/admin/dashboard`));
    expect(answer.body.textEditor).toBeUndefined();
  });

  describe("reading one entry in the page's language", () => {
    const loaderWith = (entry: { namespace: string; key: string }, language: string, who: TestAccount | undefined) =>
      load(inPageTextPath(entry, language as "fr"), who);
    const load = (address: string, who: TestAccount | undefined) =>
      settle(() => inPageText.loader({ request: requestAs(who, `${BASE}${address}`), context, params: {} } as never));

    it("gives the shipped English, what English shows, and the language's own text and state", async () => {
      const answer = await loaderWith(TITLE, "fr", account("editor"));
      expect(answer.status).toBe(200);
      expect(answer.response?.headers.get("Cache-Control")).toBe("private, no-store");
      const text = (await answer.response?.json()) as InPageText;
      expect(text).toEqual({
        ...TITLE,
        language: "fr",
        reference: ENGLISH_TITLE,
        english: ENGLISH_TITLE,
        own: FRENCH_TITLE,
        shown: FRENCH_TITLE,
        status: "translated",
      });
    });

    it("follows staff's changes: a removed translation is missing and shows English", async () => {
      const written = await writeTexts(database, TEST_ACTOR, [{ ...TITLE, language: "fr", value: "" }], "text.update");
      expect(written).toEqual({ ok: true, changed: 1 });
      const text = (await (await loaderWith(TITLE, "fr", account("editor"))).response?.json()) as InPageText;
      expect(text).toMatchObject({ own: "", shown: ENGLISH_TITLE, status: "missing" });
      await writeTexts(database, TEST_ACTOR, [{ ...TITLE, language: "fr", value: null }], "text.restore");
      expect((await (await loaderWith(TITLE, "fr", account("editor"))).response?.json()) as InPageText).toMatchObject({
        own: FRENCH_TITLE,
      });
    });

    it("answers 404 for an entry or a language that does not exist, hostile ones included", async () => {
      for (const [entry, language] of [
        [{ namespace: "pricing", key: "no.such.key" }, "fr"],
        [{ namespace: "nope", key: "title" }, "fr"],
        [{ namespace: "../../etc", key: "passwd" }, "fr"],
        [{ namespace: "pricing", key: "__proto__" }, "fr"],
        [{ namespace: "pricing", key: "plansSection" }, "fr"],
        [TITLE, "de"],
        [TITLE, ""],
        [TITLE, "<script>"],
      ] as const) {
        const answer = await loaderWith(entry, language, account("editor"));
        expect(answer.status, `${JSON.stringify(entry)} ${language}`).toBe(404);
      }
      for (const query of ["", "?language=fr", "?entry=pricing&language=fr", `?entry=${"a".repeat(5000)}:b&language=fr`]) {
        expect((await load(`/admin/texts/in-page${query}`, account("editor"))).status, query).toBe(404);
      }
    });

    it("is read only by staff who may change texts: 401 anonymous, 403 otherwise", async () => {
      expect((await loaderWith(TITLE, "fr", undefined)).status).toBe(401);
      for (const role of ["viewer", "operator", "staff", "user"])
        expect((await loaderWith(TITLE, "fr", account(role))).status).toBe(403);
      const english = (await (await loaderWith(TITLE, "en", account("admin"))).response?.json()) as InPageText;
      expect(english).toMatchObject({ language: "en", own: ENGLISH_TITLE, status: "translated" });
    });
  });
});
