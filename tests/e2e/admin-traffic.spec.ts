import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, devices, type Page } from "@playwright/test";
import { checkHtmlFolder } from "../support/html-checker";
import { asRole, onDashboardAs } from "./admin-fixtures";
import { expect, newBrowser, test, waitForHydration } from "./fixtures";

/**
 * The traffic view as staff use it, fed by real visits: a visitor's browser lands from a campaign,
 * its page views reach POST /api/views through the root's beacon, and its contact message counts as
 * a conversion. Each visitor gets a user agent of its own, so its daily visitor id is not shared
 * with the other tests' browsers on the same address.
 */
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const today = () => daysAgo(0);
const PHONE = devices["iPhone 13"];

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );

/** A visitor on a phone of their own lands on the home page from a campaign, reads the pricing, and sends a message. */
async function visitFromCampaign(browser: Browser, id: string, source: string, campaign: string): Promise<string> {
  const context = await newBrowser(browser, { ...PHONE, userAgent: `${PHONE.userAgent} traffic-e2e/${id}` });
  const visitor = await context.newPage();
  const query = new URLSearchParams({ utm_source: source, utm_campaign: campaign, utm_medium: "e2e" });
  await visitor.goto(`/?${query}`);
  await waitForHydration(visitor);
  await visitor.goto("/pricing");
  await waitForHydration(visitor);
  const subject = `Traffic ${id}`;
  await visitor.goto("/contact");
  await waitForHydration(visitor);
  const form = visitor.getByTestId("contact-form");
  await form.getByLabel("Full name").fill("Tara Traffic");
  await form.getByLabel("Email address").fill(`traffic-${id}@guest.test`);
  await form.getByLabel("Subject").fill(subject);
  await form.getByRole("textbox", { name: "Message" }).fill("We need a night porter.");
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByTestId("contact-status")).toHaveText("Thank you for reaching out. Our team will reply soon.");
  await context.close();
  return subject;
}

test.describe("admin traffic view", () => {
  test("counts a visit, filters the whole view by a row, keeps the filter across ranges, downloads CSV", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const id = unique();
    const source = `e2e-${id}`;
    // A hostile campaign name: markup, a right-to-left override and a long unbroken word.
    const campaign = `<script>window.__xss=1</script>\u202E${"x".repeat(120)}-${id}`;
    page.on("dialog", () => {
      throw new Error("a visitor's value ran as script");
    });
    const subject = await visitFromCampaign(browser, id, source, campaign);

    await onDashboardAs(page, "viewer");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Traffic" }).click();
    await expect(page).toHaveURL(/\/admin\/traffic$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Traffic");

    // The beacon and its group commit are asynchronous: look again until the visit is in.
    await page.getByRole("link", { name: "Today" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${today()}&to=${today()}`));
    const sources = page.getByRole("table", { name: "Where visits came from, by visitors in this range" });
    await expect(async () => {
      await page.reload();
      await expect(sources.getByRole("link", { name: source, exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Visitors per hour" })).toBeVisible();
    await expect(page.getByTestId("visitors-now")).not.toHaveText(/^0 /);

    // A row filters the whole view: the figures are the one visitor's, the filter is said above them.
    await sources.getByRole("link", { name: source, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]source=${source}(&|$)`));
    await expect(page.getByTestId("active-filter")).toHaveText(`Filtered by source: ${source}`);
    await expect(page.getByText("One filter at a time")).toBeVisible();
    const figure = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
    await expect(figure("Daily visitors")).toHaveText("1");
    await expect(figure("Page views")).toHaveText("3");
    await expect(figure("Visitors who reached a goal")).toHaveText("1");
    const pages = page.getByRole("table", { name: "Pages by visitors in this range" });
    for (const path of ["/", "/pricing", "/contact"])
      await expect(pages.getByRole("link", { name: path, exact: true })).toBeVisible();
    await expect(
      page.getByRole("table", { name: /^Forms sent and other goals/ }).getByRole("row", { name: /Contact message/ }),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: /^Visitors' devices/ }).getByRole("link", { name: "Mobile" })).toBeVisible();
    // The campaign's markup is text, and its long word wraps inside the page.
    const campaignLink = page.getByRole("table", { name: "UTM campaigns by visitors in this range" }).getByRole("link");
    await expect(campaignLink).toHaveText(campaign);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // On a phone too, with the rows in the tables.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 720 });

    // A new range keeps the filter, from a quick range and from the form alike.
    await page.getByRole("link", { name: "Last 7 days" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${daysAgo(6)}&to=${today()}&source=${source}$`));
    await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByTestId("active-filter")).toBeVisible();
    const range = page.getByRole("form", { name: "Date range of the traffic figures" });
    await range.getByLabel("From").fill(today());
    await range.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${today()}&to=${today()}&source=${source}$`));

    // The table downloads as CSV with the same filter.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV: Top pages" }).click();
    const csv = readFileSync(await (await download).path(), "utf8")
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(csv[0]).toBe('"page","visitors","visits","pageviews","bounces","duration_seconds","converted_visitors"');
    expect(
      csv
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(",")[0])
        .sort(),
    ).toEqual(['"/"', '"/contact"', '"/pricing"']);

    // Remove the filter: the whole site's figures again, same range.
    await page.getByRole("link", { name: "Remove filter" }).click();
    await expect(page).not.toHaveURL(/source=/);
    await expect(page.getByTestId("active-filter")).toHaveCount(0);

    // The message the visitor sent says where they came from.
    await page.goto(`/admin/messages?q=${encodeURIComponent(subject)}`);
    await page.getByRole("link", { name: subject }).click();
    const cameFrom = page.getByTestId("came-from");
    await expect(cameFrom.getByRole("heading", { name: "Came from" })).toBeVisible();
    await expect(cameFrom).toContainText(`${source} (Referral)`);
    await expect(cameFrom).toContainText(campaign);
    await expect(cameFrom).toContainText("Mobile");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("reads well on a phone: nothing wider than the screen, figures and tables in reach", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await asRole(page, "staff");
    const id = unique();
    const long = `/${"very-long-path-".repeat(30)}${id}`;
    // A filter no row has: the view still shows, with its value wrapped.
    await page.goto(`/admin/traffic?page=${encodeURIComponent(long)}`);
    await expect(page.getByTestId("active-filter")).toContainText(long);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto("/admin/traffic?from=2026-01-01&to=2026-12-31");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(page.locator("dt", { hasText: "Daily visitors" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("works without JavaScript: links filter, the form sets the range, the chart's figures are a table", async ({
    page,
    browser,
  }) => {
    await asRole(page, "editor");
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const plain = await context.newPage();
    await plain.goto("/admin/traffic?from=2026-01-01&to=2026-01-07");
    await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Traffic");
    await plain.getByText("Show the visitors per day as a table").click();
    await expect(plain.getByRole("table", { name: /^Visitors per day from/ }).getByRole("row")).toHaveCount(8);
    // Links and a GET form are all the page needs.
    await plain.goto("/admin/traffic?from=2026-01-01&to=2026-01-07&device=mobile");
    await expect(plain.getByTestId("active-filter")).toHaveText("Filtered by device: Mobile");
    const range = plain.getByRole("form", { name: "Date range of the traffic figures" });
    await range.getByLabel("To").fill("2026-01-14");
    await range.getByRole("button", { name: "Show" }).click();
    await expect(plain).toHaveURL(/from=2026-01-01&to=2026-01-14&device=mobile$/);
    await expect(plain.getByText("(14 days)")).toBeVisible();
    await plain.getByRole("link", { name: "Remove filter" }).click();
    await expect(plain).toHaveURL(/\/admin\/traffic\?from=2026-01-01&to=2026-01-14$/);
    await context.close();
  });

  test("is valid HTML, filtered by a hostile value or not", async ({ page }) => {
    test.setTimeout(60_000);
    await asRole(page, "admin");
    const folder = mkdtempSync(path.join(tmpdir(), "traffic-html-"));
    try {
      const hostile = encodeURIComponent(`<script>alert(1)</script>\u202E"'&`);
      const pages: Array<[string, string]> = [
        ["traffic.html", "/admin/traffic"],
        ["traffic-day.html", `/admin/traffic?from=${today()}&to=${today()}`],
        ["traffic-hostile.html", `/admin/traffic?campaign=${hostile}`],
      ];
      for (const [file, address] of pages) {
        const response = await page.request.get(address);
        expect(response.status(), address).toBe(200);
        writeFileSync(path.join(folder, file), await response.text());
      }
      expect(checkHtmlFolder(folder).map(({ file, message }) => `${path.basename(file)}: ${message}`)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
