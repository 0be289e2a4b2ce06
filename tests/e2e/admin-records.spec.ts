import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { asRole } from "./admin-fixtures";
import { expect, test } from "./fixtures";
import { addLine, fillRequest } from "./request-form";

const XSS = `<img src=x onerror="window.__xss=1">`;
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

// The shared toaster (sonner's rich colours) is checked where it is owned, not on every page that toasts.
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze()).violations;

/** Did any visitor markup run? The payload sets this global if it ever becomes an element. */
const expectNoScriptRan = async (page: Page) => {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
};

/** The one visible toast (sonner keeps a leaving toast in the DOM, marked not visible). */
const toast = (page: Page) => page.locator("[data-sonner-toast][data-visible=true]");

async function requestPartnership(page: Page, organization: string, message: string) {
  await page.goto("/partnership");
  const form = page.getByTestId("partnership-form");
  await fillRequest(page, organization);
  await addLine(form, { position: "stewarding", placement: "seasonal" });
  await form.getByLabel("Anything else we should know?", { exact: false }).fill(message);
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(form.getByRole("button", { name: "Request Sent!" })).toBeVisible();
}

async function subscribeFromFooter(page: Page, email: string) {
  await page.goto("/");
  const form = page.getByTestId("newsletter-form-dark");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(toast(page)).toContainText("Thank you for subscribing to our newsletter.");
}

test.describe("admin partnership requests and newsletter subscribers", () => {
  test("a request is found, moved on and annotated; a subscriber is found and exported", async ({ page }) => {
    const id = unique();
    const organization = `Coastal Resorts ${id} ${XSS}`;
    const message = `Peak season from June.\n${XSS}\nTwo shifts a day.`;
    const email = `reader-${id}@lodge.test`;
    await requestPartnership(page, organization, message);
    await subscribeFromFooter(page, email);

    await asRole(page, "admin");
    await page.goto("/admin/partnership-requests");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partnership requests");
    await page.getByRole("search").getByLabel("Search").fill(`Coastal Resorts ${id}`);
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]q=Coastal/);
    // The board first (decision 0038); the list is a link away, with the search kept.
    await page.getByRole("navigation", { name: "How the requests are shown" }).getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/[?&]q=Coastal.*view=list|view=list.*[?&]q=Coastal/);
    const table = page.getByRole("table", { name: "Staff requests, newest first" });
    const row = table.getByRole("row").filter({ hasText: id });
    await expect(row).toContainText("Cape Coast, Ghana");
    await expect(row).toContainText("New");
    await expectNoScriptRan(page);
    expect(await axeViolations(page)).toEqual([]);
    // The export link carries the list's search.
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      /\/admin\/partnership-requests\/export\?.*q=Coastal/,
    );

    // The request's own page shows every field, visitor markup as text, line breaks kept, lines by position.
    await row.getByRole("link", { name: organization }).click();
    await expect(page).toHaveURL(/\/admin\/partnership-requests\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(organization);
    await expect(page.getByText("Kwame Asante")).toBeVisible();
    const lines = page.getByRole("table", { name: "The lines of this request with their progress" });
    await expect(lines.getByRole("row").filter({ hasText: "Laundry" })).toContainText("0 placed of 2");
    await expect(lines.getByRole("row").filter({ hasText: "Stewarding" })).toContainText("Seasonal");
    const text = page.getByText("Peak season from June.");
    expect(((await text.textContent()) ?? "").replace(/\r\n/g, "\n")).toBe(message);
    expect(await axeViolations(page)).toEqual([]);

    // The stage moves with its form, and a note goes on the timeline; both are there after a reload.
    await page.getByLabel("Stage").selectOption("proposal");
    await page.getByRole("button", { name: "Move" }).click();
    await expect(page.getByText("Moved from New to Proposal")).toBeVisible();
    const note = "Call back on Monday: send the seasonal proposal.";
    await page.getByLabel("Add a note").fill(note);
    await page.getByRole("button", { name: "Add the note" }).click();
    await expect(page.getByText(note)).toBeVisible();
    await page.reload();
    await expect(page.getByText(note)).toBeVisible();
    await expect(page.getByLabel("Stage")).toHaveValue("proposal");

    // Subscribers: the sign-up is listed, and the CSV download holds it.
    await page.goto("/admin/newsletter-subscribers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsletter subscribers");
    await page.getByRole("search").getByLabel("Email address").fill(email);
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    const subscriberRow = page
      .getByRole("table", { name: "Newsletter subscribers, newest first" })
      .getByRole("row")
      .filter({ hasText: email });
    await expect(subscriberRow).toContainText("Not confirmed");
    expect(await axeViolations(page)).toEqual([]);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const file = await (await download).path();
    const csv = await readFile(file, "utf8");
    expect(csv.split("\r\n")[0]).toBe('\uFEFF"email","confirmed","language","created_at","confirmed_at"');
    expect(csv).toContain(`"${email}","false","en",`);
    expect(csv).not.toMatch(/token/i);
  });

  test("a viewer reads the lists without any control that changes them", async ({ page }) => {
    await asRole(page, "viewer");
    await page.goto("/admin/partnership-requests");
    await expect(page.getByText("Your role can view this list but not change it.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
    await page.goto("/admin/partnership-requests?view=list");
    const first = page.getByRole("table", { name: "Staff requests, newest first" }).getByRole("link").first();
    if (await first.count()) {
      await first.click();
      await expect(page).toHaveURL(/\/admin\/partnership-requests\/\d+$/);
    }
    await expect(page.getByRole("button", { name: /Move|Assign|Save the date|Add the note|Delete/ })).toHaveCount(0);
    await page.goto("/admin/partnership-requests");
    await page.getByRole("link", { name: "Donation pledges" }).click();
    await expect(page).toHaveURL(/tab=donations/);
    await expect(page.getByRole("link", { name: "Donation pledges" })).toHaveAttribute("aria-current", "page");
    await page.goto("/admin/newsletter-subscribers");
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Delete/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("records caught as spam", () => {
  test("a volunteer sign-up the honeypot caught waits under Spam until Not spam puts it in the list", async ({ page }) => {
    const name = `Bot Volunteer ${unique()}`;
    // A bot posts the form with the hidden honeypot field filled; it is answered as usual.
    const response = await page.request.post("/volunteer", {
      form: {
        fullName: name,
        email: "bot@volunteer.test",
        phone: "",
        country: "Ghana",
        interests: "mentoring",
        availability: "weekly",
        message: "Hello",
        company_website: "http://spam.example",
      },
    });
    expect(response.status()).toBe(200);

    await asRole(page, "editor");
    await page.goto(`/admin/partnership-requests?tab=volunteers&q=${encodeURIComponent(name)}`);
    const table = page.getByRole("table", { name: "Volunteer sign-ups, newest first" });
    await expect(table.getByRole("link", { name })).toHaveCount(0);
    const filter = page.getByRole("navigation", { name: "Received or caught as spam" });
    await filter.getByRole("link", { name: "Spam" }).click();
    await expect(filter.getByRole("link", { name: "Spam" })).toHaveAttribute("aria-current", "page");
    await table.getByRole("link", { name }).click();
    await expect(page.getByRole("note")).toContainText("The spam filter caught this record");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("note").getByRole("button", { name: "Not spam" }).click();
    await expect(toast(page)).toContainText("The volunteer sign-up is in the list");
    await expect(filter.getByRole("link", { name: "Received" })).toHaveAttribute("aria-current", "page");
    await expect(table.getByRole("link", { name })).toBeVisible();

    // Staff can put it back under Spam by hand; it stays open there.
    await page.getByRole("button", { name: "Mark as spam" }).click();
    await expect(toast(page)).toContainText("The volunteer sign-up has moved to the spam list");
    await expect(filter.getByRole("link", { name: "Spam" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("note")).toContainText("The spam filter caught this record");
    await expect(table.getByRole("link", { name })).toBeVisible();
  });
});

test.describe("marking a record as spam without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an editor marks a partnership request as spam and reads the outcome in the page", async ({ page, browser }) => {
    const organization = `No Script Resort ${unique()}`;
    // The visitor's side, in a browser with JavaScript.
    const visitor = await browser.newPage();
    await requestPartnership(visitor, organization, "Hello");
    await visitor.close();
    await asRole(page, "editor");
    await page.goto(`/admin/partnership-requests?view=list&q=${encodeURIComponent(organization)}`);
    const table = page.getByRole("table", { name: "Staff requests, newest first" });
    await table.getByRole("link", { name: organization }).click();
    await page.getByRole("button", { name: "Mark as spam" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Marked as spam" })).toContainText(
      "The partnership request has moved to the spam list",
    );
    await expect(page.getByRole("note")).toContainText("The spam filter caught this record");
  });
});
