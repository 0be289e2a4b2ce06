import { expect, test } from "./fixtures";

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@lodge.test`;

test.describe("newsletter sign-up from the footer", () => {
  test("validates in the browser, subscribes with a success toast, and answers a duplicate with an error toast", async ({
    page,
  }) => {
    await page.goto("/");
    const form = page.getByTestId("newsletter-form-dark");
    const email = form.getByLabel("Email address");
    const button = form.getByRole("button", { name: "Subscribe" });

    await button.click();
    await expect(form.getByText("Please enter your email address.")).toBeVisible();
    await email.fill("guest@hotel");
    await button.click();
    await expect(form.getByText("Please enter a valid email address.")).toBeVisible();

    const address = uniqueEmail("footer");
    await email.fill(`  ${address.toUpperCase()} `);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/newsletter", async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    await expect(form.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    release();
    // Spec section 9: one toast at a time (sonner keeps a leaving toast in the DOM, marked not visible).
    const toast = page.locator("[data-sonner-toast][data-visible=true]");
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Success!");
    await expect(toast).toContainText("Thank you for subscribing to our newsletter.");
    await expect(email).toHaveValue("");

    await page.unroute("**/api/newsletter");
    await email.fill(address);
    await button.click();
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("This email is already subscribed to our newsletter.");
  });

  test("speaks the visitor's language", async ({ page }) => {
    await page.goto("/?lang=fr");
    const form = page.getByTestId("newsletter-form-dark");
    await form.getByRole("button", { name: "S'inscrire" }).click();
    await expect(form.getByRole("status")).not.toBeEmpty();
    await expect(form.getByRole("status")).not.toContainText("Please enter");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer form still subscribes, and the page tells the result", async ({ page }) => {
    await page.goto("/pricing");
    const form = page.getByTestId("newsletter-form-dark");
    const address = uniqueEmail("nojs");
    await form.getByLabel("Email address").fill(address);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByTestId("newsletter-form-light").getByRole("status")).toHaveText(
      "Thank you for subscribing to our newsletter.",
    );

    await page.getByTestId("newsletter-form-light").getByLabel("Email address").fill(address);
    await page.getByTestId("newsletter-form-light").getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByTestId("newsletter-form-light").getByRole("status")).toHaveText(
      "This email is already subscribed to our newsletter.",
    );
  });
});
