import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ADMIN, asRole, signInWith } from "./admin-fixtures";
import { expect, test } from "./fixtures";

// The shared toaster (sonner's rich colours) is checked where it is owned, not on every page that toasts.
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze()).violations;

test.describe("admin users", () => {
  test("an admin creates a user with a generated password, who then signs in with it", async ({ page }) => {
    // It logs out: a session of its own, never the saved one other tests use.
    await signInWith(page, ADMIN.email, ADMIN.password);
    await page.goto("/admin/users");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Users");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "New user" }).click();
    const panel = page.getByRole("region", { name: "New user" });
    const stamp = Date.now();
    const email = `generated-${stamp}@crestway.test`;
    // A name of its own: a retried run finds only the person it made.
    const name = `Gena Rated ${stamp}`;
    await panel.getByRole("textbox", { name: "Full name", exact: true }).fill(name);
    await panel.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await panel.getByRole("combobox", { name: "Role", exact: true }).selectOption("editor");
    await panel.getByRole("button", { name: "Create user" }).click();

    const shown = page.getByTestId("generated-password");
    await expect(shown).toBeVisible();
    const password = (await shown.textContent()) ?? "";
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}!$/);
    await expect(page.getByRole("cell", { name, exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await signInWith(page, email, password);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  });

  test("the edit panel opens from the list and is accessible", async ({ page }) => {
    const admin = await asRole(page, "admin");
    await page.goto(`/admin/users?q=${encodeURIComponent(admin.email)}`);
    await page.getByRole("link", { name: /^Edit/ }).first().click();
    const panel = page.getByRole("region", { name: /^Edit / });
    await expect(panel).toBeVisible();
    // One's own role and active state are not offered; deleting oneself neither.
    await expect(panel.getByRole("combobox", { name: "Role", exact: true })).toBeDisabled();
    await expect(panel.getByText("You cannot delete your own account.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("admin users without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin invites a user; a duplicate address is refused beside the field", async ({ page }) => {
    await asRole(page, "admin");
    await page.goto("/admin/users?new=1");
    const panel = page.getByRole("region", { name: "New user" });
    const email = `invited-${Date.now()}@crestway.test`;
    const fill = async () => {
      await panel.getByRole("textbox", { name: "Full name", exact: true }).fill("Ina Vited");
      await panel.getByRole("textbox", { name: "Email", exact: true }).fill(email);
      await panel.getByRole("checkbox", { name: "Send an invitation email instead" }).check();
      await panel.getByRole("button", { name: "Create user" }).click();
    };
    await fill();
    await expect(page.getByText(`An invitation was emailed to ${email}.`)).toBeVisible();
    await expect(page.getByTestId("generated-password")).toHaveCount(0);

    await fill();
    const refusedPanel = page.getByRole("region", { name: "New user" });
    await expect(refusedPanel.getByText("An account with this email already exists.")).toBeVisible();
    await expect(refusedPanel.getByRole("textbox", { name: "Full name", exact: true })).toHaveValue("Ina Vited");
  });
});

test.describe("admin settings", () => {
  test("a new site name shows in the public page titles right away", async ({ page }) => {
    await asRole(page, "admin");
    await page.goto("/admin/settings");
    expect(await axeViolations(page)).toEqual([]);
    // The retention days the housekeeping enforces, each a labelled number field.
    const retention = page.getByRole("group", { name: "Data retention" });
    for (const label of [
      "Sent emails (days)",
      "Link clicks (days)",
      "Page views (days)",
      "Unconfirmed subscribers (days)",
      "Caught spam (days)",
    ]) {
      await expect(retention.getByRole("spinbutton", { name: label })).toBeVisible();
    }
    const siteName = page.getByLabel("Site name");
    const original = await siteName.inputValue();

    // The browser applies the server's rules before sending.
    await siteName.fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Please enter the site name.")).toBeVisible();
    await expect(siteName).toBeFocused();

    const renamed = `Crestway E2E ${Date.now()}`;
    try {
      await siteName.fill(renamed);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Settings saved")).toBeVisible();
      await page.goto("/");
      await expect(page).toHaveTitle(new RegExp(`\\| ${renamed}$`));
    } finally {
      await page.goto("/admin/settings");
      await page.getByLabel("Site name").fill(original);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Settings saved")).toBeVisible();
    }
  });
});
