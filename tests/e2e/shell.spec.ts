import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

test.describe("header", () => {
  test("compacts its padding once scrolled past 10 px and restores it at the top", async ({ page }) => {
    await page.goto("/");
    const header = page.getByTestId("site-header");
    await expect(header).toHaveAttribute("data-compact", "false");
    const tallPadding = await header.evaluate((el) => getComputedStyle(el).paddingTop);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute("data-compact", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-compact", "true");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).paddingTop)).not.toBe(tallPadding);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-compact", "false");
  });

  test("the About dropdown opens and closes on outside click, on Escape and on a choice", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByTestId("dropdown-toggle-about");
    const menu = page.getByTestId("dropdown-about");
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.locator("h1").click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole("link", { name: "Mission and Vision" }).click();
    await expect(page).toHaveURL(/\/about\/mission$/);
    await expect(menu).toBeHidden();
  });

  test("the Services dropdown works from the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByTestId("dropdown-toggle-services");
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByTestId("dropdown-services");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Our Approach" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Our Process" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/our-process$/);
    await expect(menu).toBeHidden();
  });

  test("opening one dropdown by click then the other leaves only the second open", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("dropdown-toggle-about").click();
    await page.getByTestId("dropdown-toggle-services").click();
    await expect(page.getByTestId("dropdown-about")).toBeHidden();
    await expect(page.getByTestId("dropdown-services")).toBeVisible();
  });

  test("Join Our Team opens the recruitment portal in a new tab; Partner With Us goes to /partnership", async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto("/");
    const join = page.getByTestId("join-our-team");
    await expect(join).toHaveAttribute("href", "https://careers.example.com/jobs");
    await expect(join).toHaveAttribute("target", "_blank");
    await expect(join).toHaveAttribute("rel", "noopener noreferrer");
    await page.getByRole("banner").getByRole("link", { name: "Partner With Us" }).click();
    await expect(page).toHaveURL(/\/partnership$/);
  });

  test("the logo on the home page glides back to the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("banner").getByRole("link", { name: "Crestway Hospitality, home" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("toggles, expands a dropdown, and closes when an item is chosen", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByTestId("mobile-menu-toggle");
    await expect(page.getByTestId("mobile-menu")).toBeHidden();
    await toggle.click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    // A <summary>: the browser reports its details' open state as expanded.
    await expect(toggle.locator("..")).toHaveAttribute("open", "");

    const valuesLink = menu.getByRole("link", { name: "Our Values" });
    await expect(valuesLink).toBeHidden();
    await page.getByTestId("mobile-toggle-about").click();
    await expect(valuesLink).toBeVisible();
    await page.getByTestId("mobile-toggle-about").click();
    await expect(valuesLink).toBeHidden();

    await page.getByTestId("mobile-toggle-services").click();
    await menu.getByRole("link", { name: "Markets" }).click();
    await expect(page).toHaveURL(/\/markets$/);
    await expect(page.getByTestId("mobile-menu")).toBeHidden();
  });

  test("closes on Escape", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("mobile-menu-toggle").click();
    await expect(page.getByTestId("mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("mobile-menu")).toBeHidden();
  });

  test("works from the keyboard: Enter opens, a sub-page is reachable, Escape closes onto the button", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByTestId("mobile-menu-toggle");
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    await page.getByTestId("mobile-toggle-about").focus();
    await page.keyboard.press("Space");
    await expect(menu.getByRole("link", { name: "Our Values" })).toBeVisible();
    expect((await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("mobile menu without JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("opens, and its links navigate, a sub-page's included", async ({ page }) => {
    await page.goto("/fr/");
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeHidden();
    await page.getByTestId("mobile-menu-toggle").click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Tarifs" }).click();
    await expect(page).toHaveURL(/\/fr\/pricing$/);

    await page.getByTestId("mobile-menu-toggle").click();
    await page.getByTestId("mobile-toggle-services").click();
    await menu.getByRole("link", { name: "Marchés" }).click();
    await expect(page).toHaveURL(/\/fr\/markets$/);
  });
});

test.describe("header between tablet and desktop widths", () => {
  // 1024-1279 px (small laptops, a tablet in landscape): the bar is too narrow for every item in
  // Spanish and French, so the menu holds them, Join Our Team included.
  test.use({ viewport: { width: 1100, height: 800 } });

  test("every header item is reachable at 1100 px", async ({ page }) => {
    await page.goto("/");
    const header = page.getByTestId("site-header");
    await expect(header.getByRole("link", { name: "Partner With Us" })).toBeVisible();
    await page.getByTestId("mobile-menu-toggle").click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    for (const name of ["Home", "Pricing", "Contact"]) await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    for (const section of ["about", "services"]) await expect(page.getByTestId(`mobile-toggle-${section}`)).toBeVisible();
    const join = header.getByRole("link", { name: /Join Our Team/ });
    await expect(join).toBeVisible();
    await expect(join).toHaveAttribute("target", "_blank");
    // Nothing spills out of the bar.
    const overflow = await header.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("language", () => {
  test("the header menu goes to the page in French, remembers the choice, and stays French on reload", async ({ page }) => {
    await page.goto("/pricing");
    const menu = page.getByTestId("language-menu");
    await expect(menu).toContainText("English");
    await expect(page.getByTestId("language-link-fr")).toBeHidden();
    await menu.click();
    await expect(page.getByTestId("language-link-en")).toHaveAttribute("aria-current", "true");
    await page.getByTestId("language-link-fr").click();
    await expect(page).toHaveURL(/\/fr\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("banner").getByRole("link", { name: "Nous contacter" })).toBeVisible();
    await expect(page).toHaveTitle(/Tarifs/);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("fr");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByTestId("language-menu")).toContainText("Français");
    await expect(page.getByTestId("language-link-fr")).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("banner").getByRole("link", { name: "Nous contacter" })).toBeVisible();

    await page.getByTestId("language-menu").click();
    await page.getByTestId("language-link-es").click();
    await expect(page).toHaveURL(/\/es\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Inicio/ })
      .click();
    await expect(page).toHaveURL(/\/es\/$/);
    await expect(page.locator("h1")).not.toHaveText("Hospitality staff your guests will remember");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

test.describe("chat widget", () => {
  test("opens a WhatsApp conversation with the configured number in a new tab", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Chat with us" }).click();
    const start = page.getByRole("link", { name: /Start Chat/ });
    await expect(start).toBeVisible();
    await expect(start).toHaveAttribute("href", /^https:\/\/wa\.me\/14255550148\?text=/);
    await expect(start).toHaveAttribute("target", "_blank");
    await expect(start).toHaveAttribute("rel", "noopener noreferrer");
    await page.getByRole("button", { name: "Close chat" }).click();
    await expect(start).toBeHidden();
  });
});

test.describe("navigation behaviour", () => {
  test("scroll resets to the top on a route change", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByTestId("site-footer").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a link with #id scrolls to that element, below the fixed header", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("site-footer").getByRole("link", { name: "Vetted Seasonal Talents" }).click();
    await expect(page).toHaveURL(/\/our-approach#seasonal-talents$/);
    const section = page.locator("#seasonal-talents");
    await expect(section).toBeInViewport();
    const headerBottom = await page.getByTestId("site-header").evaluate((el) => el.getBoundingClientRect().bottom);
    await expect.poll(() => section.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom - 1);
  });

  test("an in-app #id link scrolls to its element", async ({ page }) => {
    await page.goto("/our-approach");
    await page.getByRole("link", { name: "Special Projects" }).first().click();
    await expect(page).toHaveURL(/#special-projects$/);
    await expect(page.locator("#special-projects")).toBeInViewport();
  });

  test("a spinner with Loading... shows while a page loads", async ({ page }) => {
    await page.goto("/");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/pricing.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("banner").getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toHaveCount(0);
  });
});
