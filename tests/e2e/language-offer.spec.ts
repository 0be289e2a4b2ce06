import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

/**
 * The offer to read an English page in the visitor's language (decision 0004): drawn in the
 * browser from the stored choice or the browser's languages, never a redirect.
 */
test.describe("a visitor whose browser speaks French", () => {
  test.use({ locale: "fr-FR" });

  test("is offered the French page, in French, and follows it with the hash kept", async ({ page }) => {
    const response = await page.goto("/about/values#main");
    // Nothing redirects on a guess: the English address answers itself.
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/about/values");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const offer = page.getByTestId("language-offer");
    await expect(offer).toHaveAttribute("lang", "fr");
    await expect(offer).toContainText("Cette page existe aussi en français.");
    const axe = await new AxeBuilder({ page }).include("[data-testid=language-offer]").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await offer.getByRole("link", { name: "La lire en français" }).click();
    await page.waitForURL("**/fr/about/values#main");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("fr");
    // On the French page there is nothing to offer.
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
  });

  test("who says no thanks keeps English and is not asked again", async ({ page }) => {
    await page.goto("/pricing");
    const offer = page.getByTestId("language-offer");
    await offer.getByRole("button", { name: "Non merci" }).click();
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
  });
});

test("a stored choice of Spanish is offered on English pages; an English browser with no choice is not", async ({ page }) => {
  await page.goto("/markets");
  await page.waitForLoadState("networkidle");
  await expect(page.getByTestId("language-offer")).toHaveCount(0);

  await page.evaluate(() => localStorage.setItem("language", "es"));
  await page.goto("/markets");
  const offer = page.getByTestId("language-offer");
  await expect(offer).toContainText("Esta página también está disponible en español.");
  await expect(offer.getByRole("link")).toHaveAttribute("href", "/es/markets");
});

test("the HTML of an English address is the same whatever the browser speaks", async ({ browser, baseURL }) => {
  const bodies: string[] = [];
  for (const locale of ["en-US", "fr-FR", "es-ES"]) {
    const context = await browser.newContext({ locale, javaScriptEnabled: false });
    const response = await context.request.get(`${baseURL}/pricing`, { headers: { "Accept-Language": locale } });
    bodies.push((await response.text()).replace(/nonce="[^"]*"/g, 'nonce=""'));
    await context.close();
  }
  expect(bodies[1]).toBe(bodies[0]);
  expect(bodies[2]).toBe(bodies[0]);
  expect(bodies[0]).not.toContain("language-offer");
});
