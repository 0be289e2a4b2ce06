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

async function ensureAccount(role: Role): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: baseURL() });
  try {
    await ensureAdmin(api);
    if (role === "admin") return;
    const login = await api.post("/admin/login", {
      form: { intent: "signIn", email: ADMIN.email, password: ADMIN.password },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    const account = accountFor(role);
    // A duplicate (another worker made it first) answers 400; either way the account exists.
    const created = await api.post("/admin/users", { form: { intent: "create", ...account, role } });
    expect([200, 400]).toContain(created.status());
  } finally {
    await api.dispose();
  }
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
