import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { asRole, createOwnAccount, signInWith } from "./admin-fixtures";
import { expect, newBrowser, test } from "./fixtures";

/**
 * Signed-in sessions (decision 0024): a person signed in from two browsers sees both on My account,
 * this one marked, and ends the other, whose next page is the login; "sign out everywhere else"
 * without JavaScript too; an administrator signs a person out of every session from Users. Each
 * test signs in an account of its own: the shared ones never lose a session here.
 */
const PHONE = {
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  // The server trusts a proxy on the loopback: the phone comes from a French address. The header
  // the server keeps the address in, sent by the client, names the United States and is ignored.
  extraHTTPHeaders: { "X-Forwarded-For": "90.0.0.1", "X-Crestway-Client-Ip": "8.8.8.8" },
} satisfies BrowserContextOptions;

/** Each test makes an account and signs in from two or three browsers: several password checks each. */
const SESSIONS_TEST_TIMEOUT = 90_000;

const sessionsCard = (page: Page) => page.getByRole("region", { name: "Signed-in sessions" });
const sessionItems = (page: Page) => sessionsCard(page).getByRole("listitem");

/** A second browser (its own cookies) signed in as the same person. */
async function signInElsewhere(browser: Browser, account: { email: string; password: string }, options: BrowserContextOptions) {
  const page = await (await newBrowser(browser, options)).newPage();
  await signInWith(page, account.email, account.password);
  return page;
}

test.describe("signed-in sessions", () => {
  test("lists a second browser's session and ends it: that browser's next page is the login", async ({ page, browser }) => {
    test.setTimeout(SESSIONS_TEST_TIMEOUT);
    const account = await createOwnAccount("editor", "sessions-one");
    await signInWith(page, account.email, account.password);
    const phone = await signInElsewhere(browser, account, PHONE);

    await page.goto("/admin/account");
    await expect(sessionItems(page)).toHaveCount(2);
    const mine = sessionItems(page).filter({ hasText: "This device" });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole("button", { name: /Sign out/ })).toHaveCount(0);
    const other = sessionItems(page).filter({ hasText: "Safari 17 on iOS" });
    await expect(other).toContainText("France");
    await expect(other).not.toContainText("This device");
    const axe = await new AxeBuilder({ page })
      .include("[aria-labelledby=sessions-heading]")
      .withTags(["wcag2a", "wcag2aa"])
      .analyze();
    expect(axe.violations).toEqual([]);

    await other.getByRole("button", { name: "Sign out (Safari 17 on iOS)" }).click();
    await expect(page.getByText("That session has ended: the next page it opens asks to sign in.")).toBeVisible();
    await expect(sessionItems(page)).toHaveCount(1);
    await expect(sessionsCard(page)).toContainText("This device is your only session.");

    await phone.reload();
    await expect(phone).toHaveURL(/\/admin\/login/);
    await phone.context().close();
    // This browser is still signed in.
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/account$/);
  });

  test("fits a 375 px screen", async ({ page, browser }) => {
    test.setTimeout(SESSIONS_TEST_TIMEOUT);
    const account = await createOwnAccount("viewer", "sessions-narrow");
    await signInWith(page, account.email, account.password);
    const phone = await signInElsewhere(browser, account, PHONE);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/admin/account");
    await expect(sessionItems(page)).toHaveCount(2);
    await sessionsCard(page).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const axe = await new AxeBuilder({ page })
      .include("[aria-labelledby=sessions-heading]")
      .withTags(["wcag2a", "wcag2aa"])
      .analyze();
    expect(axe.violations).toEqual([]);
    await phone.context().close();
  });
});

test.describe("signing out everywhere else without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ends every other session, keeps this one, and says so in place", async ({ page, browser }) => {
    test.setTimeout(SESSIONS_TEST_TIMEOUT);
    const account = await createOwnAccount("viewer", "sessions-others");
    await signInWith(page, account.email, account.password);
    const phone = await signInElsewhere(browser, account, PHONE);
    const laptop = await signInElsewhere(browser, account, {});

    await page.goto("/admin/account");
    await expect(sessionItems(page)).toHaveCount(3);
    await sessionsCard(page).getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(sessionsCard(page).getByRole("status")).toContainText("2 other sessions have ended.");
    await expect(sessionItems(page)).toHaveCount(1);
    await expect(sessionItems(page)).toContainText("This device");

    for (const elsewhere of [phone, laptop]) {
      await elsewhere.goto("/admin/dashboard");
      await expect(elsewhere).toHaveURL(/\/admin\/login/);
      await elsewhere.context().close();
    }
    await page.goto("/admin/account");
    await expect(page).toHaveURL(/\/admin\/account$/);
  });
});

/**
 * A person signed in on their phone, and an administrator on Users with that person's edit panel
 * open: its "Sign out of every session" button, and the dialog it opens.
 */
async function adminFacing(page: Page, browser: Browser, role: "viewer" | "editor", label: string) {
  const account = await createOwnAccount(role, label);
  const theirs = await signInElsewhere(browser, account, PHONE);
  await asRole(page, "admin");
  await page.goto(`/admin/users?q=${encodeURIComponent(account.email)}`);
  await page.getByRole("link", { name: /^Edit/ }).first().click();
  const endAll = page.getByRole("region", { name: /^Edit / }).getByRole("button", { name: "Sign out of every session" });
  const dialog = page.getByRole("dialog", { name: `Sign ${account.name} out everywhere?` });
  return { account, theirs, endAll, dialog };
}

test.describe("signing a person out of every session from Users without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the confirmation opens and posts without script, and that person's browser is sent to the login", async ({
    page,
    browser,
  }) => {
    test.setTimeout(SESSIONS_TEST_TIMEOUT);
    const { account, theirs, endAll, dialog } = await adminFacing(page, browser, "viewer", "sessions-admin-plain");
    await endAll.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await endAll.click();
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page.getByText(`${account.email} was signed out of 1 session.`)).toBeVisible();

    await theirs.goto("/admin/dashboard");
    await expect(theirs).toHaveURL(/\/admin\/login/);
    await theirs.context().close();
  });
});

test.describe("signing a person out of every session from Users", () => {
  test("an administrator confirms, and every browser of that person is sent to the login", async ({ page, browser }) => {
    test.setTimeout(SESSIONS_TEST_TIMEOUT);
    const { account, theirs, endAll, dialog } = await adminFacing(page, browser, "editor", "sessions-admin");
    await endAll.click();
    await expect(dialog).toContainText(account.email);
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page.getByText(`${account.email} was signed out of 1 session.`)).toBeVisible();

    await theirs.reload();
    await expect(theirs).toHaveURL(/\/admin\/login/);
    await theirs.context().close();
    // The administrator stays signed in.
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/admin\/users$/);
  });
});
