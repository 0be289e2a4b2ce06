import { type Browser, type BrowserContext, type BrowserContextOptions, test as base, expect, type Page } from "@playwright/test";

/** A 1x1 transparent PNG: stands in for map tiles, since tests run with no network. */
const EMPTY_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Answers every request to another origin (map tiles) with an empty tile, never the network. */
export async function stubOtherOrigins(page: Page, baseURL: string | undefined): Promise<void> {
  await page.route(
    (url) => url.origin !== new URL(baseURL ?? "").origin,
    (route) => route.fulfill({ status: 200, contentType: "image/png", body: EMPTY_TILE }),
  );
}

/** Another browser (cookies of its own), which, like every page here, starts without the splash. */
export async function newBrowser(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(() => sessionStorage.setItem("splash-shown", "1"));
  return context;
}

/** Scripts load after the first paint: a test acts on the page once it runs as an app. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Pages start as a returning visitor in the same browser session, so the 1-second first-load splash
 * (covered by its own test) does not sit over every other test's clicks. With JavaScript on,
 * `goto` and `reload` return once the page has hydrated, as a visitor's first click would find it.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await page.addInitScript(() => sessionStorage.setItem("splash-shown", "1"));
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});

export { expect };
