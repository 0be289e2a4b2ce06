import AxeBuilder from "@axe-core/playwright";
import { ADMIN, accountFor, onDashboardAs, signInWith } from "./admin-fixtures";
import { expect, test } from "./fixtures";

test.describe("admin access", () => {
  test("after login the visitor lands where the login interrupted them", async ({ page }) => {
    await page.goto("/admin/newsletter-subscribers?q=hotel");
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.getByRole("main").getByLabel("Email").fill(ADMIN.email);
    await page.getByRole("main").getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/admin\/newsletter-subscribers\?q=hotel$/);
  });

  test("a viewer sees only the sections of their role and is refused the others", async ({ page }) => {
    await onDashboardAs(page, "viewer");
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await expect(nav.getByRole("link", { name: "Messages" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);
    const response = await page.goto("/admin/users");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not available for your role");
  });

  test("log out confirms once: a reload of the login it lands on shows no toast again", async ({ page }) => {
    // It logs out: a session of its own, never the saved one other tests use.
    const viewer = accountFor("viewer");
    await signInWith(page, viewer.email, viewer.password);
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const toast = page.getByText("You have been successfully signed out.");
    await expect(toast).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Login");
    // A repeat would show as the page loads: a later toast (a refused sign-in's) showing proves the
    // toasts are drawn by now, then one look (a retrying assertion would pass once the toast expires).
    await page.getByRole("main").getByLabel("Email").fill(ADMIN.email);
    await page.getByRole("main").getByLabel("Password").fill("not-the-password-2");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Admin Login Failed")).toBeVisible();
    expect(await toast.count()).toBe(0);
  });

  test("the theme is a per-browser preference that survives a reload", async ({ page }) => {
    await onDashboardAs(page, "editor");
    const root = page.locator(".admin-root");
    await expect(root).toHaveAttribute("data-theme", "light");
    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect(root).toHaveAttribute("data-theme", "dark");
    await page.reload();
    await expect(root).toHaveAttribute("data-theme", "dark");
    expect((await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect(root).toHaveAttribute("data-theme", "light");
  });

  test("the admin area follows the language preference", async ({ page }) => {
    await onDashboardAs(page, "editor");
    await page.getByTestId("language-switcher").selectOption("fr");
    await expect(page.getByRole("navigation", { name: "Sections de l'administration" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
    await page.getByTestId("language-switcher").selectOption("en");
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  });

  test("a language chosen on the public site is the admin area's preference, and leaves English pages English", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await page.getByTestId("language-menu").click();
    await page.getByTestId("language-link-fr").click();
    await expect(page).toHaveURL(/\/fr\/pricing$/);
    await page.goto("/admin/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion administrateur");
    // Public pages take their language from their address alone.
    await page.goto("/pricing");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("the shared sign-in page", () => {
  test("each path opens its mode", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
    expect((await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations).toEqual([]);
    await page.goto("/reset-password");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
    await page.goto("/confirm-password?token=abc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
    await page.goto("/accept-invite");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accept your invitation");
    await expect(page.getByText("This link is invalid or has expired. Please ask for a new one.")).toBeVisible();
  });

  test("sign in: required fields, wrong password, then welcome back and sign out", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    await page.getByRole("main").getByLabel("Email").fill(ADMIN.email);
    await page.getByRole("main").getByLabel("Password").fill("wrong-password-11");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Sign In Error")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password. Please try again." })).toBeVisible();

    await page.getByRole("main").getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText("You have successfully signed in.")).toBeVisible();

    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are signed in");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test("forgot password answers the same for any address", async ({ page }) => {
    await page.goto("/reset-password");
    await page.getByRole("main").getByLabel("Email").fill("nobody-here@crestway.test");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(/If an account exists for this address/)).toBeVisible();
  });
});

test.describe("the sign-in forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("post as pages: messages beside the fields, the address typed back, never a password", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("main").getByLabel("Email").fill(ADMIN.email);
    await page.getByRole("main").getByLabel("Password").fill("wrong-password-12");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password. Please try again." })).toBeVisible();
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(ADMIN.email);
    await expect(page.getByRole("main").getByLabel("Password")).toHaveValue("");

    await page.goto("/reset-password?token=abc");
    await page.getByLabel("New password").fill("New-password-2027");
    await page.getByLabel("Confirm password").fill("different-password-1");
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByText("The two passwords do not match.")).toBeVisible();
    await page.getByLabel("New password").fill("New-password-2027");
    await page.getByLabel("Confirm password").fill("New-password-2027");
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByText("This link is invalid or has expired. Please ask for a new one.")).toBeVisible();
  });
});

test("signInWith is usable for any account", async ({ page }) => {
  await signInWith(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
});
