import AxeBuilder from "@axe-core/playwright";
import type { CDPSession, Page } from "@playwright/test";
import { createOwnAccount, signInWith } from "./admin-fixtures";
import { expect, test } from "./fixtures";

/**
 * Passkeys (decision 0023) in Chromium with its virtual authenticator (the DevTools protocol's
 * WebAuthn domain): a person of this spec alone adds one from My account, signs out, signs in with
 * the passkey alone, and removes it. The section passes axe and fits 375 px, and says without
 * JavaScript that adding one needs it. The two-factor requirement is a global setting other specs
 * would feel: tests/integration/passkeys.test.ts covers it.
 */

/** A new editor made by the administrator through the Users page, with an address of this run alone. */
const newPerson = () => createOwnAccount("editor", "passkey");

/** An authenticator built into this page's device that checks its person (a fingerprint, say). */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze()).violations;

const passkeysCard = (page: Page) => page.getByRole("region", { name: "Passkeys" });

test.describe("passkeys", () => {
  // Whole ceremonies with axe checks between them: more than the default half minute on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test("are added from My account, sign in alone after signing out, and are removed", async ({ page }) => {
    const person = await newPerson();
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await signInWith(page, person.email, person.password);

    await page.goto("/admin/account");
    const card = passkeysCard(page);
    await expect(card.getByText("You have no passkeys yet.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await card.getByLabel("Name of the passkey").fill("Test laptop");
    await card.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByText("You can now sign in with it.")).toBeVisible();
    await expect(card.getByRole("heading", { name: "Test laptop" })).toBeVisible();
    await expect(card.getByText("Not used to sign in yet")).toBeVisible();
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // No address, no password: the passkey alone.
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.goto("/admin/account");
    await expect(passkeysCard(page).getByText(/^Last used /)).toBeVisible();
    await passkeysCard(page).getByRole("button", { name: "Remove Test laptop" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove the passkey “Test laptop”?" });
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("It no longer signs you in.")).toBeVisible();
    await expect(passkeysCard(page).getByText("You have no passkeys yet.")).toBeVisible();

    // Removed here, the passkey no longer signs in (the device still holds it until deleted there).
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "That passkey was not accepted." })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("are renamed, and the section fits a 375 px screen", async ({ page }) => {
    const person = await newPerson();
    await virtualAuthenticator(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInWith(page, person.email, person.password);
    await page.goto("/admin/account");
    const card = passkeysCard(page);
    await card.getByLabel("Name of the passkey").fill("Phone");
    await card.getByRole("button", { name: "Add a passkey" }).click();
    await expect(card.getByRole("heading", { name: "Phone" })).toBeVisible();

    const item = card.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Phone" }) });
    await item.getByText("Rename Phone").click();
    await item.getByLabel("Name of the passkey").fill("Work phone");
    await item.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Its new name is saved.")).toBeVisible();
    await expect(card.getByRole("heading", { name: "Work phone" })).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("passkeys without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("My account says that adding one needs JavaScript, and the login keeps its password form", async ({ page }) => {
    const person = await newPerson();
    await page.goto("/admin/login");
    await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);
    await signInWith(page, person.email, person.password);
    await page.goto("/admin/account");
    await expect(passkeysCard(page).getByText(/Adding a passkey needs JavaScript/)).toBeVisible();
    await expect(passkeysCard(page).getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
  });
});
