import { mkdirSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { accountFor, baseURL, SAVED_ROLES, type SavedRole, savedStateOf } from "./admin-fixtures";

/** Signs the role in through the login's own post and keeps its session for the tests. */
async function signInAndSave(role: SavedRole): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: baseURL() });
  const { email, password } = accountFor(role);
  const signedIn = await api.post("/admin/login", { form: { intent: "signIn", email, password }, maxRedirects: 0 });
  expect(signedIn.status(), role).toBe(302);
  await api.storageState({ path: savedStateOf(role) });
  return api;
}

/**
 * Runs once, after the first administrator exists (the `setup` project): that admin creates every
 * other role's account, and each role signs in once. Every test then starts from a saved session.
 */
test("each role has an account and one saved session", async () => {
  mkdirSync(path.dirname(savedStateOf("admin")), { recursive: true });
  const admin = await signInAndSave("admin");
  try {
    for (const role of SAVED_ROLES.filter((each) => each !== "admin")) {
      // A retried setup finds the account made (400, a duplicate address): it exists either way.
      const created = await admin.post("/admin/users", { form: { intent: "create", ...accountFor(role), role } });
      expect([200, 400], role).toContain(created.status());
      await (await signInAndSave(role)).dispose();
    }
  } finally {
    await admin.dispose();
  }
});
