import { localizePath } from "../../app/i18n/paths";
import { dictionary } from "../support/dictionaries";
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

/**
 * A page fetches its own language's namespaces only (decision 0003): the ones its route handles
 * declare, never another language's nor the admin area's. Dictionary files are named
 * `locale.<language>.<namespace>-<hash>.js` (vite.config.ts) so the requests say what they carry.
 */
test.describe("dictionaries a page fetches", () => {
  const dictionaryOf = (url: string) => {
    const match = new URL(url).pathname.match(/\/assets\/locale\.([\w-]+)\.([\w-]+)-[\w-]+\.js$/);
    return match ? `${match[1]}.${match[2]}` : undefined;
  };
  const textsIn = (language: string) => ({
    cta: dictionary(language, "framework").cta.title as string,
    pricing: dictionary(language, "pages").pricing.heading as string,
    pricingLink: dictionary(language, "common").nav.pricing as string,
  });
  const texts = { en: textsIn("en"), es: textsIn("es"), fr: textsIn("fr") };

  for (const language of ["en", "es", "fr"] as const) {
    const path = localizePath("/framework/diversity", language);
    test(`${path}: its own namespaces, in its own language, and nothing else`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (["script", "fetch", "xhr"].includes(request.resourceType())) scripts.push(request.url());
      });

      // The fixture's goto returns once the page has hydrated.
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      const declared = ((await page.locator("html").getAttribute("data-i18n-namespaces")) ?? "").split(",");
      expect(declared.sort()).toEqual(["common", "framework", "pages", "services"]);
      // The page's dictionaries came inlined in the HTML: no dictionary request at all, let alone others.
      expect(scripts.map(dictionaryOf).filter(Boolean)).toEqual([]);
      expect(scripts.some((url) => /\.json(\?|$)/.test(url))).toBe(false);
      await expect(page.getByRole("heading", { name: texts[language].cta })).toBeVisible();

      // The next page loads the one namespace it adds, in the same language, and shows its text.
      scripts.length = 0;
      await page.locator("footer").getByRole("link", { name: texts[language].pricingLink }).first().click();
      await expect(page.locator("h1")).toHaveText(texts[language].pricing);
      await expect(page).toHaveURL(new RegExp(`${localizePath("/pricing", language)}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      expect(scripts.map(dictionaryOf).filter(Boolean)).toEqual([`${language}.pricing`]);
    });
  }
});
