import AxeBuilder from "@axe-core/playwright";
import { expect, stubOtherOrigins, test } from "./fixtures";

test.describe("the find-us map on /contact", () => {
  test("loads when the visitor comes near it, opens an office from the list, and passes axe", async ({ page, baseURL }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const leaflet: string[] = [];
    page.on("request", (request) => {
      if (/FindUsMap/.test(request.url())) leaflet.push(request.url());
    });
    await stubOtherOrigins(page, baseURL);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/contact");

    // On a phone the map sits far below the form: its code is not fetched before the visitor scrolls.
    const section = page.locator("#find-us");
    await expect(section.getByTestId("office-list")).toBeVisible();
    expect(leaflet).toEqual([]);

    await section.scrollIntoViewIfNeeded();
    const map = page.getByTestId("find-us-map");
    await expect(map).toBeVisible();
    await expect(map.locator(".leaflet-marker-icon")).not.toHaveCount(0);
    await page
      .getByRole("list", { name: "Show an office on the map" })
      .getByRole("button", { name: /^Accra/ })
      .click();
    await expect(map.locator(".leaflet-popup").getByRole("heading", { name: "Accra" })).toBeVisible();

    const results = await new AxeBuilder({ page }).include("#find-us").withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
