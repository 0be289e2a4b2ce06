/**
 * Staff accounts for browser tests. The first administrator is made through /admin/setup (only
 * once per server, whichever test gets there first); other roles are created by that admin
 * through the Users page's create action, then every test signs in through the real login form.
 */
import { type APIRequestContext, expect, type Page, request as playwrightRequest } from "@playwright/test";
import type { Role } from "~/lib/admin/permissions";

export const ADMIN = { name: "Ada Admin", email: "ada.admin@crestway.test", password: "Admin-password-2026" };
const STAFF_PASSWORD = "Staff-password-2026";

export function accountFor(role: Role) {
  return role === "admin" ? ADMIN : { name: `Test ${role}`, email: `${role}@crestway.test`, password: STAFF_PASSWORD };
}

/** The shared server's address, as playwright.config.ts chose it. */
export function baseURL(): string {
  return process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT}`;
}

/** Creates the first admin unless one exists (then setup answers "complete", which is fine). */
export async function ensureAdmin(request: APIRequestContext): Promise<void> {
  const response = await request.post("/admin/setup", { form: { ...ADMIN }, maxRedirects: 0 });
  expect([200, 302, 409]).toContain(response.status());
}

/** Runs `work` with an API client signed in as the first admin (made first when missing). */
async function asAdmin<T>(work: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL: baseURL() });
  try {
    await ensureAdmin(api);
    // Another worker's setup may still be making the admin (its claim answers this one "complete").
    const signIn = () =>
      api.post("/admin/login", { form: { intent: "signIn", email: ADMIN.email, password: ADMIN.password }, maxRedirects: 0 });
    await expect.poll(async () => (await signIn()).status(), { timeout: 15_000 }).toBe(302);
    return await work(api);
  } finally {
    await api.dispose();
  }
}

async function ensureAccount(role: Role): Promise<void> {
  if (role === "admin") {
    const api = await playwrightRequest.newContext({ baseURL: baseURL() });
    await ensureAdmin(api).finally(() => api.dispose());
    return;
  }
  await asAdmin(async (api) => {
    const account = accountFor(role);
    // A duplicate (another worker made it first) answers 400; either way the account exists.
    const created = await api.post("/admin/users", { form: { intent: "create", ...account, role } });
    expect([200, 400]).toContain(created.status());
  });
}

/**
 * An account of the test's own, at an address no other test uses: for a test that ends sessions
 * or changes the account, which must never touch the shared ones.
 */
export async function createOwnAccount(role: Role, label: string): Promise<{ name: string; email: string; password: string }> {
  const account = {
    name: `Test ${label}`,
    email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@crestway.test`,
    password: STAFF_PASSWORD,
  };
  await asAdmin(async (api) => {
    const created = await api.post("/admin/users", { form: { intent: "create", ...account, role } });
    expect(created.status()).toBe(200);
  });
  return account;
}

/** Signs in through the login form and waits for the dashboard. */
export async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/admin/login");
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

export async function signInAs(page: Page, role: Role): Promise<{ email: string; password: string }> {
  await ensureAccount(role);
  const account = accountFor(role);
  await signInWith(page, account.email, account.password);
  return account;
}
