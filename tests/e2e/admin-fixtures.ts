/**
 * Staff accounts for browser tests. The first administrator is made through /admin/setup (the
 * `setup` project); roles.setup.ts then creates every other role's account and signs each role in
 * once, saving its session. Tests take a role's saved session (`asRole`); only the tests of
 * signing in use the login form (`signInWith`), and a test that ends sessions or changes an
 * account signs in a person of its own (`createOwnAccount`), so the saved sessions stay valid.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type BrowserContext, expect, type Page, request as playwrightRequest } from "@playwright/test";
import type { Role } from "~/lib/admin/permissions";
import { textEntryPath } from "~/lib/admin/texts";
import { test } from "./fixtures";

export const ADMIN = { name: "Ada Admin", email: "ada.admin@crestway.test", password: "Admin-password-2026" };
const STAFF_PASSWORD = "Staff-password-2026";

export function accountFor(role: Role) {
  return role === "admin" ? ADMIN : { name: `Test ${role}`, email: `${role}@crestway.test`, password: STAFF_PASSWORD };
}

/** The shared server's address, as playwright.config.ts chose it. */
export function baseURL(): string {
  return process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT}`;
}

/** The roles whose sessions roles.setup.ts saves. */
export const SAVED_ROLES = ["admin", "editor", "viewer", "staff"] as const satisfies readonly Role[];
export type SavedRole = (typeof SAVED_ROLES)[number];

/** Where a role's signed-in state is kept: beside this run's data folder, never in the repository. */
export function savedStateOf(role: SavedRole): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is chosen by playwright.config.ts");
  return path.join(`${dataDir}-sessions`, `${role}.json`);
}

/** An API client signed in as the first admin, through the session roles.setup.ts saved. */
export async function adminApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: baseURL(), storageState: savedStateOf("admin") });
}

/** Runs `work` with an API client signed in as the first admin. */
async function asAdmin<T>(work: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await adminApi();
  try {
    return await work(api);
  } finally {
    await api.dispose();
  }
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

/**
 * Gives the page's browser the role's saved session, without loading a page: as if it had signed
 * in. Its session is shared with other tests: never sign it out or change its account.
 */
export async function asRole(page: Page, role: SavedRole): Promise<{ email: string; password: string }> {
  const { cookies } = JSON.parse(readFileSync(savedStateOf(role), "utf8")) as {
    cookies: Parameters<BrowserContext["addCookies"]>[0];
  };
  await page.context().addCookies(cookies);
  return accountFor(role);
}

/** The role's saved session, on the dashboard, where a sign-in lands. */
export async function onDashboardAs(page: Page, role: SavedRole): Promise<{ email: string; password: string }> {
  const account = await asRole(page, role);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return account;
}

/** A dictionary text in one language, as the texts editor names it. */
export interface TextEntry {
  namespace: string;
  key: string;
  language: "en" | "es" | "fr";
}

/** Puts texts back to their shipped wording, as an editor. */
async function restoreShippedTexts(entries: readonly TextEntry[]): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: baseURL(), storageState: savedStateOf("editor") });
  try {
    for (const entry of entries) {
      const restored = await api.post(textEntryPath(entry), { form: { intent: "restoreShipped", ...entry }, maxRedirects: 0 });
      expect(restored.status(), `${entry.namespace}:${entry.key} (${entry.language})`).toBeLessThan(400);
    }
  } finally {
    await api.dispose();
  }
}

/**
 * The test of a spec that changes the site's texts: `changesTexts` names each text it will change,
 * and after the test, passed or failed, those are shipped again, so a retry and the specs that run
 * beside it find the shipped ones. Each texts spec changes texts no other spec reads.
 */
export const textsTest = test.extend<{ changesTexts: (...entries: TextEntry[]) => void }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  changesTexts: async ({}, use) => {
    const changed: TextEntry[] = [];
    await use((...entries) => {
      changed.push(...entries);
    });
    await restoreShippedTexts(changed);
  },
});
