import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { asRole } from "./admin-fixtures";
import { expect, test } from "./fixtures";

/**
 * My account's weekly traffic summary (decision 0016): turned on with its language, with and
 * without JavaScript, and kept across a reload.
 */
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze()).violations;

const summaryCard = (page: Page) => page.getByRole("region", { name: "Weekly traffic summary" });
const weekly = "Email me a summary of last week's visitors and enquiries every Monday";

test.describe("my account's weekly summary", () => {
  test("is turned on in Spanish, says so in a toast, and shows as saved after a reload", async ({ page }) => {
    await asRole(page, "editor");
    await page.goto("/admin/account");
    const card = summaryCard(page);
    await expect(card).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole("checkbox", { name: weekly }).check();
    await card.getByRole("combobox", { name: "Language of the email" }).selectOption("es");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your weekly summary settings have been saved.")).toBeVisible();

    await page.reload();
    await expect(summaryCard(page).getByRole("checkbox", { name: weekly })).toBeChecked();
    await expect(summaryCard(page).getByRole("combobox", { name: "Language of the email" })).toHaveValue("es");

    await summaryCard(page).getByRole("checkbox", { name: weekly }).uncheck();
    await summaryCard(page).getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Your weekly summary settings have been saved.")).toBeVisible();
    await page.reload();
    await expect(summaryCard(page).getByRole("checkbox", { name: weekly })).not.toBeChecked();
  });
});

test.describe("my account's weekly summary without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is saved by the form's post and the page says so in place", async ({ page }) => {
    await asRole(page, "viewer");
    await page.goto("/admin/account");
    const card = summaryCard(page);
    await card.getByRole("checkbox", { name: weekly }).check();
    await card.getByRole("combobox", { name: "Language of the email" }).selectOption("fr");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(summaryCard(page).getByRole("status")).toContainText("Your weekly summary settings have been saved.");
    await expect(summaryCard(page).getByRole("checkbox", { name: weekly })).toBeChecked();
    await expect(summaryCard(page).getByRole("combobox", { name: "Language of the email" })).toHaveValue("fr");
  });
});
