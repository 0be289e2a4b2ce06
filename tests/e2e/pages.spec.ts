import AxeBuilder from "@axe-core/playwright";
import { publicPages } from "../../app/content/pages";
import { LANGUAGES } from "../../app/i18n/languages";
import { localizePath } from "../../app/i18n/paths";
import { expect, stubOtherOrigins, test } from "./fixtures";

/**
 * The 28 public pages at their address in each language (decision 0004): /pricing, /es/pricing,
 * /fr/pricing. Titles are compared across all of them in seo.spec.ts, which reads every page in one
 * test; these run in parallel, each on its own page.
 */
for (const language of LANGUAGES) {
  test.describe(`every public page in ${language}`, () => {
    for (const page of publicPages) {
      const path = localizePath(page.path, language);
      test(`${path} has one h1, its own canonical and hreflang links, no console error and no axe violation`, async ({
        page: browserPage,
        baseURL,
      }) => {
        const errors: string[] = [];
        browserPage.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
        browserPage.on("console", (message) => {
          if (message.type() === "error") errors.push(`console: ${message.text()}`);
        });
        await stubOtherOrigins(browserPage, baseURL);

        const response = await browserPage.goto(path);
        expect(response?.status()).toBe(200);
        expect(new URL(browserPage.url()).pathname).toBe(path);
        await expect(browserPage.locator("html")).toHaveAttribute("lang", language);
        await expect(browserPage.locator("h1")).toHaveCount(1);
        await expect(browserPage.locator("h1")).toBeVisible();
        expect(((await browserPage.locator("h1").textContent()) ?? "").trim().length).toBeGreaterThan(2);
        expect((await browserPage.title()).trim().length).toBeGreaterThan(2);

        // Once hydrated, the head still names this address, once, and each language's version of it.
        const canonical = browserPage.locator('link[rel="canonical"]');
        await expect(canonical).toHaveCount(1);
        await expect(canonical).toHaveAttribute("href", `${baseURL}${path}`);
        const alternates = browserPage.locator('link[rel="alternate"][hreflang]');
        await expect(alternates).toHaveCount(4);
        const hreflangs = await alternates.evaluateAll((links) =>
          links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
        );
        expect(Object.fromEntries(hreflangs)).toEqual({
          en: `${baseURL}${localizePath(page.path, "en")}`,
          es: `${baseURL}${localizePath(page.path, "es")}`,
          fr: `${baseURL}${localizePath(page.path, "fr")}`,
          "x-default": `${baseURL}${localizePath(page.path, "en")}`,
        });

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
