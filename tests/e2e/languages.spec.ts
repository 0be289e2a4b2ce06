import type { Locator, Page } from "@playwright/test";
import type { Language } from "../../app/i18n/languages";
import { localizePath } from "../../app/i18n/paths";
import { dictionary } from "../support/dictionaries";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Every language at its own address (decision 0004): the header's language menu links each page to
 * itself in the other languages, every other link stays in the page's language, and old `?lang=`
 * addresses land on the page in their language.
 */

const textsIn = (language: Language) => ({
  values: dictionary(language, "pages").values.heading as string,
  pricing: dictionary(language, "pages").pricing.heading as string,
  home: dictionary(language, "pages").home.heading as string,
  pricingLink: dictionary(language, "common").nav.pricing as string,
});
const TEXTS = { en: textsIn("en"), es: textsIn("es"), fr: textsIn("fr") };

/** A section of /about/values (its heading's id): the switcher must carry it to the other language. */
const SECTION = "values-heading";

async function expectPageIn(page: Page, language: Language, path: string, heading: string): Promise<void> {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === path);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("h1")).toHaveText(heading);
}

const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem("language"));

/** The menu reads as open: its <details> is, and CSS (which needs no JavaScript) has turned its chevron. */
async function expectMenuOpen(menu: Locator): Promise<void> {
  await expect(menu.locator("..")).toHaveAttribute("open", "");
  await expect(menu.locator("svg").last()).toHaveCSS("rotate", "180deg");
}

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("the language menu", () => {
  test("goes to the same page and section in each language, and remembers the choice", async ({ page }) => {
    await page.goto(`/about/values#${SECTION}`);
    await expect(page.locator(`#${SECTION}`)).toBeInViewport();
    const menu = page.getByTestId("language-menu");
    await expect(menu).toContainText("English");
    await expect(page.getByTestId("language-link-fr")).toBeHidden();

    await menu.click();
    const french = page.getByTestId("language-link-fr");
    await expect(french).toBeVisible();
    // Plain links (they work without JavaScript), each marked with its language.
    await expect(french).toHaveAttribute("href", "/fr/about/values");
    await expect(french).toHaveAttribute("hreflang", "fr");
    await expect(french).toHaveAttribute("lang", "fr");
    await expect(page.getByTestId("language-link-es")).toHaveAttribute("href", "/es/about/values");
    await expect(page.getByTestId("language-link-en")).toHaveAttribute("href", "/about/values");
    await expect(page.getByTestId("language-link-en")).toHaveAttribute("aria-current", "true");
    await expect(french).not.toHaveAttribute("aria-current", /.*/);

    await french.click();
    await expectPageIn(page, "fr", `/fr/about/values#${SECTION}`, TEXTS.fr.values);
    await waitForHydration(page);
    await expect(page.locator(`#${SECTION}`)).toBeInViewport();
    expect(await storedLanguage(page)).toBe("fr");
    await expect(page.getByTestId("language-menu")).toContainText("Français");
    await expect(page.getByTestId("language-link-fr")).toHaveAttribute("aria-current", "true");

    await page.getByTestId("language-menu").click();
    await page.getByTestId("language-link-es").click();
    await expectPageIn(page, "es", `/es/about/values#${SECTION}`, TEXTS.es.values);
    await waitForHydration(page);
    expect(await storedLanguage(page)).toBe("es");

    await page.getByTestId("language-menu").click();
    await page.getByTestId("language-link-en").click();
    await expectPageIn(page, "en", `/about/values#${SECTION}`, TEXTS.en.values);
    await waitForHydration(page);
    expect(await storedLanguage(page)).toBe("en");
    await expect(page.locator(`#${SECTION}`)).toBeInViewport();
  });

  test("keeps the page's query, and closes on Escape or a press outside", async ({ page }) => {
    await page.goto("/contact?subject=staffing");
    const menu = page.getByTestId("language-menu");
    await menu.click();
    await expect(page.getByTestId("language-link-es")).toHaveAttribute("href", "/es/contact?subject=staffing");
    await expectMenuOpen(menu);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("language-link-es")).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await expect(page.getByTestId("language-link-es")).toBeVisible();
    await expectMenuOpen(menu);
    await page.locator("h1").click();
    await expect(page.getByTestId("language-link-es")).toBeHidden();
    await page.getByTestId("language-menu").click();
    await page.getByTestId("language-link-es").click();
    await expect(page).toHaveURL(/\/es\/contact\?subject=staffing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("works from the keyboard alone", async ({ page }) => {
    await page.goto(`/about/values#${SECTION}`);
    // Start from the logo (the #section moved the focus starting point below the header).
    await page.getByRole("banner").getByRole("link").first().focus();
    const menu = page.getByTestId("language-menu");
    await tabTo(page, menu);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("language-link-fr")).toBeVisible();
    await expectMenuOpen(menu);
    await page.keyboard.press("Tab");
    await expect(page.getByTestId("language-link-en")).toBeFocused();
    // Escape closes the menu and leaves the focus on its button, as the header's dropdowns do.
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("language-link-fr")).toBeHidden();
    await expect(menu).toBeFocused();
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByTestId("language-link-fr"), 4);
    await page.keyboard.press("Enter");
    await expectPageIn(page, "fr", `/fr/about/values#${SECTION}`, TEXTS.fr.values);
    await waitForHydration(page);
    expect(await storedLanguage(page)).toBe("fr");

    await page.getByRole("banner").getByRole("link").first().focus();
    await tabTo(page, page.getByTestId("language-menu"));
    await page.keyboard.press("Enter");
    await tabTo(page, page.getByTestId("language-link-en"), 4);
    await page.keyboard.press("Enter");
    await expectPageIn(page, "en", `/about/values#${SECTION}`, TEXTS.en.values);
  });
});

test.describe("the language menu without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opens (a disclosure) and its links lead to the page in that language", async ({ page }) => {
    await page.goto("/about/values");
    await expect(page.getByTestId("language-link-fr")).toBeHidden();
    await page.getByTestId("language-menu").click();
    await expect(page.getByTestId("language-link-fr")).toBeVisible();
    await page.getByTestId("language-link-fr").click();
    await expectPageIn(page, "fr", "/fr/about/values", TEXTS.fr.values);

    await page.getByTestId("language-menu").click();
    await page.getByTestId("language-link-es").click();
    await expectPageIn(page, "es", "/es/about/values", TEXTS.es.values);
    await page.getByTestId("language-menu").click();
    await page.getByTestId("language-link-en").click();
    await expectPageIn(page, "en", "/about/values", TEXTS.en.values);
  });
});

test.describe("the language menu on a small screen", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("stays in the header bar, and leads to the page in that language", async ({ page }) => {
    await page.goto("/pricing");
    const menu = page.getByTestId("language-menu");
    await expect(menu).toBeVisible();
    await expect(menu).toHaveText(/en/i);
    await menu.click();
    await expect(page.getByTestId("language-link-en")).toHaveAttribute("aria-current", "true");
    await page.getByTestId("language-link-fr").click();
    await expectPageIn(page, "fr", "/fr/pricing", TEXTS.fr.pricing);
    await waitForHydration(page);
    expect(await storedLanguage(page)).toBe("fr");

    await page.getByTestId("language-menu").click();
    await expect(page.getByTestId("language-link-fr")).toHaveAttribute("aria-current", "true");
    await page.getByTestId("language-link-es").click();
    await expectPageIn(page, "es", "/es/pricing", TEXTS.es.pricing);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the menu opens and its links work", async ({ page }) => {
      await page.goto("/contact");
      await page.getByTestId("language-menu").click();
      await page.getByTestId("language-link-es").click();
      await expect(page).toHaveURL(/\/es\/contact$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
    });
  });
});

test.describe("links stay in the page's language", () => {
  // Wide enough for the header's language menu, narrow enough for the menu button: every link is in the page.
  test.use({ viewport: { width: 1100, height: 800 } });

  /** Links that leave the page's language on purpose: the language menu, the admin area, files. */
  const crossesLanguages = (href: string, hreflang: string | null) =>
    hreflang !== null || /^\/admin(\/|$)/.test(href) || /\.[^/]*$/.test(href.split(/[?#]/)[0] ?? "");

  for (const language of ["fr", "es"] as const) {
    for (const path of ["/", "/pricing", "/sitemap"]) {
      const address = localizePath(path, language);
      test(`every link on ${address} stays under /${language}/`, async ({ page }) => {
        await page.goto(address);
        await page.getByTestId("mobile-menu-toggle").click();
        await expect(page.getByTestId("mobile-menu")).toBeVisible();
        const links = await page
          .locator("header a[href^='/'], main a[href^='/'], footer a[href^='/']")
          .evaluateAll((anchors) =>
            anchors.map((a) => ({ href: a.getAttribute("href") ?? "", hreflang: a.getAttribute("hreflang") })),
          );
        const own = links.filter((link) => !crossesLanguages(link.href, link.hreflang));
        // Header, dropdowns, mobile menu, page and footer: far more than a handful.
        expect(own.length).toBeGreaterThan(path === "/sitemap" ? 60 : 30);
        const elsewhere = own.map((link) => link.href).filter((href) => !href.startsWith(`/${language}/`));
        expect(elsewhere, `links on ${address} that leave ${language}`).toEqual([]);
        // The language menu is the one way to another language: each version of this page.
        const switcher = links.filter((link) => link.hreflang !== null).map((link) => `${link.hreflang} ${link.href}`);
        expect(new Set(switcher)).toEqual(
          new Set(["en", "es", "fr"].map((lng) => `${lng} ${localizePath(path, lng as Language)}`)),
        );
        // Forms post to the page's language too (the newsletter form without JavaScript).
        const actions = await page
          .locator("form[action^='/']")
          .evaluateAll((forms) => forms.map((f) => f.getAttribute("action")));
        expect(actions.length).toBeGreaterThan(0);
        for (const action of actions) expect(action).toMatch(new RegExp(`^/${language}/`));
      });
    }
  }
});

test.describe("addresses of other times and other routes", () => {
  test("an old ?lang= address lands on the page at its address in that language", async ({ page }) => {
    const response = await page.goto("/pricing?lang=fr");
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/pricing\?lang=fr$/);
    await expectPageIn(page, "fr", "/fr/pricing", TEXTS.fr.pricing);
    await page.goto("/?lang=es");
    await expectPageIn(page, "es", "/es/", TEXTS.es.home);
  });

  test("a navigation in the page from /fr/ through the header stays French", async ({ page }) => {
    await page.goto("/fr/");
    await expect(page.locator("h1")).toHaveText(TEXTS.fr.home);
    // Followed by the router in place, not a new document.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.getByRole("banner").getByRole("link", { name: TEXTS.fr.pricingLink, exact: true }).click();
    await expectPageIn(page, "fr", "/fr/pricing", TEXTS.fr.pricing);
    await expect(page).toHaveTitle(/Tarifs/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Nous contacter" })).toBeVisible();
    await expect(page.getByTestId("language-menu")).toContainText("Français");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // The language menu now offers this page.
    await expect(page.getByTestId("language-link-en")).toHaveAttribute("href", "/pricing");
    await expect(page.getByTestId("language-link-es")).toHaveAttribute("href", "/es/pricing");

    // And back home through the logo, still in French.
    await page.getByRole("banner").getByRole("link", { name: "Crestway Hospitality, accueil" }).click();
    await expectPageIn(page, "fr", "/fr/", TEXTS.fr.home);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});
