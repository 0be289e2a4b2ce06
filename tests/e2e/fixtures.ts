import { test as base, expect } from "@playwright/test";

/**
 * Pages start as a returning visitor in the same browser session, so the 1-second first-load splash
 * (covered by its own test) does not sit over every other test's clicks.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript(() => sessionStorage.setItem("splash-shown", "1"));
    await use(page);
  },
});

export { expect };
