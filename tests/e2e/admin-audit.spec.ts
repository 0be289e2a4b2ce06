import AxeBuilder from "@axe-core/playwright";
import { accountFor, asRole, onDashboardAs } from "./admin-fixtures";
import { expect, test } from "./fixtures";

test.describe("admin audit log", () => {
  test("an admin changes the audit retention and the log says who changed it and from what to what", async ({ page }) => {
    await asRole(page, "admin");
    await page.goto("/admin/settings");
    const days = page.getByRole("group", { name: "Data retention" }).getByRole("spinbutton", { name: "Audit log (days)" });
    const original = await days.inputValue();
    const changed = original === "400" ? "401" : "400";
    try {
      await days.fill(changed);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Settings saved")).toBeVisible();

      await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" }).click();
      await expect(page).toHaveURL(/\/admin\/audit$/);
      // Narrowed to settings changes with the GET form, as it works without JavaScript too.
      await page.getByLabel("Action").selectOption("settings.update");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/action=settings\.update/);
      const newest = page.getByRole("region", { name: "Audit log" }).getByRole("row").nth(1);
      await expect(newest).toContainText(accountFor("admin").email);
      await expect(newest).toContainText("Settings changed");
      // Read as "Audit log (days): Before 365 → After 400" (the two words are for screen readers).
      await expect(newest).toContainText(new RegExp(`Audit log \\(days\\): .*${original}.* → .*${changed}`));
      expect((await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations).toEqual([]);
    } finally {
      await page.goto("/admin/settings");
      await page
        .getByRole("group", { name: "Data retention" })
        .getByRole("spinbutton", { name: "Audit log (days)" })
        .fill(original);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Settings saved")).toBeVisible();
    }
  });

  test("an editor has no audit log in the menu and is refused the page", async ({ page }) => {
    await onDashboardAs(page, "editor");
    await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" })).toHaveCount(
      0,
    );
    const answer = await page.goto("/admin/audit");
    expect(answer?.status()).toBe(403);
  });
});
