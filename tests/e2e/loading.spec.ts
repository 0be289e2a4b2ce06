import { expect, test } from "./fixtures";

/** Scripts load after the first contentful paint (app/.server/html/deferred-hydration.ts). */
test.describe("page loading", () => {
  test("a page arrives with nothing to fetch for scripts before its first paint", async ({ request }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  });

  test("scripts start after the first contentful paint, and the page then runs as an app", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.addInitScript(() => {
      const times: { contentfulPaint?: number; firstPreload?: number } = {};
      (window as unknown as { __loading: typeof times }).__loading = times;
      new PerformanceObserver((list) => {
        const paint = list.getEntriesByName("first-contentful-paint")[0];
        if (paint) times.contentfulPaint = paint.startTime;
      }).observe({ type: "paint", buffered: true });
      new MutationObserver(() => {
        if (times.firstPreload === undefined && document.querySelector('link[rel="modulepreload"]'))
          times.firstPreload = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });

    await page.goto("/");
    // The router drops its preload links once hydrated, so the moment they appeared is what is kept.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __loading: { firstPreload?: number } }).__loading.firstPreload))
      .toBeDefined();
    const times = await page.evaluate(() => (window as unknown as { __loading: Record<string, number> }).__loading);
    expect(times.contentfulPaint).toBeDefined();
    expect(times.firstPreload).toBeGreaterThanOrEqual(times.contentfulPaint ?? Number.POSITIVE_INFINITY);

    // Hydrated: a link is followed by the router in place, without loading a new document.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.locator("footer").getByRole("link", { name: "Pricing" }).first().click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator("h1")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });
});
