import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { onDashboardAs } from "./admin-fixtures";
import { expect, newBrowser, test } from "./fixtures";

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A card's or figure's number as shown in English ("1,234"). */
async function numberIn(locator: Locator): Promise<number> {
  return Number(((await locator.textContent()) ?? "").replace(/[^\d]/g, ""));
}

const card = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const subscriberTotal = (page: Page) => numberIn(card(page, "Newsletter subscribers").locator("dd").first());
const clicksInRange = (page: Page) =>
  numberIn(
    page
      .getByRole("region", { name: "Clicks per day" })
      .locator("dt", { hasText: "Clicks in this range" })
      .locator("xpath=../dd"),
  );

test.describe("admin dashboard", () => {
  test("counts what visitors do, follows the chosen range, and passes axe", async ({ page, browser }) => {
    const id = unique();
    const email = `dashboard-${id}@lodge.test`;
    const campaign = `e2e-${id}`;

    await onDashboardAs(page, "admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
    const subscribersBefore = await subscriberTotal(page);
    const clicksBefore = await clicksInRange(page);

    // A visitor in a browser of their own lands from a campaign, subscribes, and follows a link.
    const visitorContext = await newBrowser(browser);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/?utm_campaign=${campaign}&utm_source=playwright&utm_medium=e2e`);
    const form = visitor.getByTestId("newsletter-form-dark");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(visitor.locator("[data-sonner-toast][data-visible=true]")).toContainText("Thank you for subscribing");
    await visitor
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Pricing", exact: true })
      .click();
    await expect(visitor).toHaveURL(/\/pricing$/);
    await visitorContext.close();

    // The beacon is asynchronous: look again until the click is stored.
    await expect(async () => {
      await page.reload();
      expect(await subscriberTotal(page)).toBeGreaterThanOrEqual(subscribersBefore + 1);
      expect(await clicksInRange(page)).toBeGreaterThanOrEqual(clicksBefore + 1);
      const campaignRow = page
        .getByRole("table", { name: "UTM campaigns by clicks in this range" })
        .getByRole("row", { name: campaign });
      await expect(campaignRow).toContainText("playwright");
      await expect(campaignRow).toContainText("e2e");
    }).toPass({ timeout: 15_000 });
    const recent = page.getByRole("list", { name: "Recent activity" });
    await expect(recent.getByRole("listitem").filter({ hasText: email })).toContainText("Newsletter sign-up");
    await expect(page.getByRole("table", { name: "The most clicked links in this range" }).getByRole("row")).not.toHaveCount(0);

    // A chosen range: the form is a GET form, so the URL holds it.
    const from = utcDay(-6);
    const to = utcDay();
    const range = page.getByRole("form", { name: "Date range of the click figures" });
    await range.getByLabel("From").fill(from);
    await range.getByLabel("To").fill(to);
    await range.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
    await expect(page.getByText("(7 days)")).toBeVisible();
    await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "true");
    const chart = page.getByRole("img", { name: /Bar chart of link clicks per day/ });
    await expect(chart).toBeVisible();
    // The lazily loaded chart has drawn one bar slot per day.
    await expect(chart.locator(".recharts-surface")).toBeVisible();
    await page.getByText("Show the clicks per day as a table").click();
    await expect(page.getByRole("table", { name: /Link clicks per day from/ }).getByRole("row")).toHaveCount(8);
    await expect(page.getByRole("table", { name: "The most clicked links in this range" })).toBeVisible();

    const violations = (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()).violations;
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

    // A reversed range is not an error: the default range is shown, with the reason.
    await page.goto(`/admin/dashboard?from=${to}&to=${from}`);
    await expect(page.getByText("The start date was after the end date")).toBeVisible();
    await expect(page.getByText("(30 days)")).toBeVisible();
  });

  test("the chart library is downloaded by the dashboard only, never by the public site", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      // Module preloads included: any JavaScript the page fetches counts.
      if (new URL(response.url()).pathname.endsWith(".js")) scripts.push(await response.text().catch(() => ""));
    });
    const usesRecharts = () => scripts.some((body) => body.includes("recharts-surface"));

    await page.goto("/");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(usesRecharts()).toBe(false);

    await onDashboardAs(page, "viewer");
    await expect(page.getByRole("img", { name: /Bar chart of link clicks per day/ }).locator(".recharts-surface")).toBeVisible();
    await expect.poll(usesRecharts).toBe(true);
  });
});
