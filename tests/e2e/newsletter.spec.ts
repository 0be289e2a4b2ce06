import { adminApi } from "./admin-fixtures";
import { expect, test } from "./fixtures";

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@lodge.test`;

/** The language a subscriber is kept in, read from the admin area's CSV export (signed in as the admin). */
async function storedLanguageOf(email: string): Promise<string | undefined> {
  const api = await adminApi();
  try {
    const csv = await (await api.get(`/admin/newsletter-subscribers/export?q=${encodeURIComponent(email)}`)).text();
    // "email","confirmed","language","created_at","confirmed_at"
    const row = csv.split("\r\n").find((line) => line.startsWith(`"${email}",`));
    return row?.split(",")[2]?.replaceAll('"', "");
  } finally {
    await api.dispose();
  }
}

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
    // docs/product.md section 9: one toast at a time (sonner keeps a leaving toast in the DOM, marked not visible).
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

  test("speaks the page's language, and a sign-up from a French page is kept in French", async ({ page }) => {
    await page.goto("/fr/");
    const form = page.getByTestId("newsletter-form-dark");
    const button = form.getByRole("button", { name: "S'inscrire" });
    await button.click();
    await expect(form.getByRole("status")).toHaveText("Veuillez saisir votre adresse e-mail.");

    const address = uniqueEmail("french");
    await form.getByLabel("Adresse e-mail").fill(address);
    const posted = page.waitForRequest("**/api/newsletter");
    await button.click();
    // The endpoint has no page address to read: the form names the page's language.
    expect((await posted).postData()).toContain("language=fr");
    const toast = page.locator("[data-sonner-toast][data-visible=true]");
    await expect(toast).toContainText("Succès !");
    await expect(toast).toContainText("Merci pour votre inscription à notre newsletter.");

    // Stored in French (the welcome email and every later one go out in that language).
    expect(await storedLanguageOf(address)).toBe("fr");
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

  test("from a French page the form posts to the French newsletter page, which answers and keeps the sign-up in French", async ({
    page,
  }) => {
    await page.goto("/fr/pricing");
    const form = page.getByTestId("newsletter-form-dark");
    const address = uniqueEmail("nojs-fr");
    await form.getByLabel("Adresse e-mail").fill(address);
    await form.getByRole("button", { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/fr\/newsletter$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByTestId("newsletter-form-light").getByRole("status")).toHaveText(
      "Merci pour votre inscription à notre newsletter.",
    );
    expect(await storedLanguageOf(address)).toBe("fr");
  });
});
