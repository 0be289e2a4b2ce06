import AxeBuilder from "@axe-core/playwright";
import { publicPages } from "../../app/content/pages";
import { LANGUAGES } from "../../app/i18n/languages";
import { expect, test } from "./fixtures";

/** A 1x1 transparent PNG: stands in for map tiles, since tests run with no network. */
const EMPTY_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

for (const language of LANGUAGES) {
  test.describe(`every public page in ${language}`, () => {
    for (const page of publicPages) {
      test(`${page.path} has one h1, no console error and no axe violation`, async ({ page: browserPage, baseURL }) => {
        const errors: string[] = [];
        browserPage.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
        browserPage.on("console", (message) => {
          if (message.type() === "error") errors.push(`console: ${message.text()}`);
        });
        await browserPage.route(
          (url) => url.origin !== new URL(baseURL ?? "").origin,
          (route) => route.fulfill({ status: 200, contentType: "image/png", body: EMPTY_TILE }),
        );

        const response = await browserPage.goto(`${page.path}?lang=${language}`);
        expect(response?.status()).toBe(200);
        await expect(browserPage.locator("html")).toHaveAttribute("lang", language);
        await expect(browserPage.locator("h1")).toHaveCount(1);
        await expect(browserPage.locator("h1")).toBeVisible();
        expect(((await browserPage.locator("h1").textContent()) ?? "").trim().length).toBeGreaterThan(2);
        // Let hydration and lazy parts (the map on /contact) settle before judging.
        await browserPage.waitForLoadState("networkidle");

        const results = await new AxeBuilder({ page: browserPage }).withTags(["wcag2a", "wcag2aa"]).analyze();
        const violations = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        expect(violations, "axe violations").toEqual([]);
        expect(errors, "console errors").toEqual([]);
      });
    }
  });
}
