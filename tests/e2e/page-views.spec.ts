import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Every view beacon the page sends, with the server's answer. */
function recordBeacons(page: Page) {
  const beacons: Array<{ body: unknown; status: Promise<number> }> = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== "/api/views") return;
    const status = request.response().then((response) => response?.status() ?? 0);
    beacons.push({ body: JSON.parse(request.postData() ?? "null"), status });
  });
  return beacons;
}

/**
 * Decision 0016: the root counts the first view of a document with its query and referrer, then
 * every client-side navigation to another path by its path alone; not a hash, not the admin area.
 */
test.describe("page views", () => {
  test("the landing view carries the campaign and the referrer, a navigation only its path", async ({ page }) => {
    const beacons = recordBeacons(page);
    await page.goto("/es/?utm_source=linkedin&utm_campaign=spring", { referer: "https://www.linkedin.com/feed/" });
    await expect.poll(() => beacons.length).toBe(1);
    expect(beacons[0]?.body).toEqual({
      path: "/es/",
      search: "?utm_source=linkedin&utm_campaign=spring",
      referrer: "https://www.linkedin.com/feed/",
    });

    await page.locator('header a[href="/es/pricing"]').first().click();
    await expect(page).toHaveURL(/\/es\/pricing$/);
    await expect.poll(() => beacons.length).toBe(2);
    expect(beacons[1]?.body).toEqual({ path: "/es/pricing" });

    // A hash or the same path again is no new view.
    await page.evaluate(() => {
      window.location.hash = "faq";
    });
    await page.locator('header a[href="/es/pricing"]').first().click();
    // Proven against the next view: the one after is the next path's, so neither sent one.
    await page.locator('header a[href="/es/contact"]').first().click();
    await expect(page).toHaveURL(/\/es\/contact$/);
    await expect.poll(() => beacons.length).toBeGreaterThanOrEqual(3);
    expect(beacons.map((beacon) => beacon.body)).toEqual([beacons[0]?.body, { path: "/es/pricing" }, { path: "/es/contact" }]);
    expect(await Promise.all(beacons.map((beacon) => beacon.status))).toEqual([204, 204, 204]);
  });

  test("the admin area sends none", async ({ page }) => {
    const beacons = recordBeacons(page);
    await page.goto("/admin/login");
    // Proven against the next view: leaving for the site sends one, and it is the first.
    await page.getByRole("link", { name: "Crestway Hospitality, home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => beacons.length).toBeGreaterThanOrEqual(1);
    expect(beacons.map((beacon) => beacon.body)).toEqual([{ path: "/" }]);
  });
});
