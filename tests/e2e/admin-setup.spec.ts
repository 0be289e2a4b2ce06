import AxeBuilder from "@axe-core/playwright";
import { ADMIN } from "./admin-fixtures";
import { expect, test } from "./fixtures";

/** Runs first (its own project): the real first-run path of a fresh install. */
test("first run: set up the admin, log out, fail and succeed to log in, setup then says complete", async ({ page }) => {
  await page.goto("/admin/messages");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fmessages/);
  expect((await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations).toEqual([]);
  await page.getByRole("link", { name: "First time here? Set up the admin area" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up the admin area");
  expect((await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations).toEqual([]);

  await page.getByLabel("Full name").fill(ADMIN.name);
  await page.getByRole("main").getByLabel("Email").fill(ADMIN.email);
  await page.getByRole("main").getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create administrator" }).click();
  await expect(page.getByText("Use at least 10 characters.")).toBeVisible();
  await page.getByRole("main").getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Create administrator" }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText("You have successfully logged in to the admin panel.")).toBeVisible();
  await expect(page).toHaveTitle(/Dashboard \| Admin/);
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  for (const section of ["Dashboard", "Messages", "Partnership requests", "Newsletter subscribers", "Users", "Settings"]) {
    await expect(nav.getByRole("link", { name: section })).toBeVisible();
  }

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();

  await page.getByRole("main").getByLabel("Email").fill(ADMIN.email);
  await page.getByRole("main").getByLabel("Password").fill("not-the-password-1");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid username or password." })).toBeVisible();
  await expect(page.getByText("Admin Login Failed")).toBeVisible();

  await page.getByRole("main").getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto("/admin/setup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Setup is complete");
  await expect(page.getByRole("link", { name: "Go to the admin login" })).toBeVisible();
});
