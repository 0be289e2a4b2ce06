import AxeBuilder from "@axe-core/playwright";
import { publicPages } from "../../app/content/pages";
import { LANGUAGES } from "../../app/i18n/languages";
import { expect, stubOtherOrigins, test } from "./fixtures";

for (const language of LANGUAGES) {
  test.describe(`every public page in ${language}`, () => {
    for (const page of publicPages) {
      test(`${page.path} has one h1, no console error and no axe violation`, async ({ page: browserPage, baseURL }) => {
        const errors: string[] = [];
        browserPage.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
        browserPage.on("console", (message) => {
          if (message.type() === "error") errors.push(`console: ${message.text()}`);
        });
        await stubOtherOrigins(browserPage, baseURL);

        const response = await browserPage.goto(`${page.path}?lang=${language}`);
        expect(response?.status()).toBe(200);
        await expect(browserPage.locator("html")).toHaveAttribute("lang", language);
        await expect(browserPage.locator("h1")).toHaveCount(1);
        await expect(browserPage.locator("h1")).toBeVisible();
        expect(((await browserPage.locator("h1").textContent()) ?? "").trim().length).toBeGreaterThan(2);
        // Let the page settle before judging (the map on /contact, further down, has its own test).
        await browserPage.waitForLoadState("networkidle");

        const results = await new AxeBuilder({ page: browserPage }).withTags(["wcag2a", "wcag2aa"]).analyze();
        const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(violations, "axe violations").toEqual([]);
        expect(errors, "console errors").toEqual([]);
      });
    }
  });
}
