import { expect, test } from "@playwright/test";

/**
 * Records, inside the page, when the splash class lands on <html> and when it leaves. Measuring in
 * the browser keeps the check independent of how fast the test runner polls on a loaded machine.
 */
async function recordSplashTimes(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const times: { shownAt?: number; hiddenAt?: number } = {};
    (window as unknown as { __splash: typeof times }).__splash = times;
    const note = () => {
      const on = document.documentElement?.classList.contains("splash") ?? false;
      if (on && times.shownAt === undefined) times.shownAt = performance.now();
      if (!on && times.shownAt !== undefined && times.hiddenAt === undefined) times.hiddenAt = performance.now();
    };
    // <html> does not exist yet when init scripts run: watch the whole document for it.
    new MutationObserver(note).observe(document, {
      attributes: true,
      attributeFilter: ["class"],
      childList: true,
      subtree: true,
    });
  });
}

test.describe("splash screen", () => {
  test("shows for about one second on the first load of a session, then never again", async ({ page }) => {
    await recordSplashTimes(page);
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    const times = await page.waitForFunction(
      () => {
        const t = (window as unknown as { __splash: { shownAt?: number; hiddenAt?: number } }).__splash;
        return t.hiddenAt !== undefined ? t : null;
      },
      undefined,
      { timeout: 5000 },
    );
    const { shownAt, hiddenAt } = (await times.jsonValue()) as { shownAt: number; hiddenAt: number };
    const visibleMs = hiddenAt - shownAt;
    expect(visibleMs).toBeGreaterThan(900);
    expect(visibleMs).toBeLessThan(2500);
    await expect(page.getByTestId("splash")).toBeHidden();

    await page.reload();
    await expect(page.locator("h1")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __splash: { shownAt?: number } }).__splash.shownAt)).toBeUndefined();
    await expect(page.getByTestId("splash")).toBeHidden();
    await page.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId("splash")).toBeHidden();
  });

  test("covers the whole page while html carries the splash class", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    const box = await page.evaluate(() => {
      document.documentElement.classList.add("splash");
      const el = document.getElementById("splash") as HTMLElement;
      const rect = el.getBoundingClientRect();
      return { display: getComputedStyle(el).display, width: rect.width, height: rect.height };
    });
    expect(box.display).not.toBe("none");
    const viewport = page.viewportSize();
    expect(box.width).toBe(viewport?.width);
    expect(box.height).toBe(viewport?.height);
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("is skipped", async ({ page }) => {
      await recordSplashTimes(page);
      await page.goto("/");
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.getByTestId("splash")).toBeHidden();
      expect(
        await page.evaluate(() => (window as unknown as { __splash: { shownAt?: number } }).__splash.shownAt),
      ).toBeUndefined();
    });
  });
});
