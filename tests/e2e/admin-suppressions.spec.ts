import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { checkHtmlFolder } from "../support/html-checker";
import { asRole, onDashboardAs } from "./admin-fixtures";
import { expect, test } from "./fixtures";

/**
 * The Suppressed addresses page (decision 0022) in a browser: a bounce with markup in the server's
 * words, stored in the e2e server's own database as a bounce source would store it, is listed as
 * text; an editor adds an address and removes one after its confirmation, with the mouse, with the
 * keyboard and without JavaScript; the page is axe-clean, fits a phone and is valid HTML. Every
 * address is unique to its test, so parallel specs never see each other's.
 */
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const XSS = `<img src=x onerror="window.__xss=1">`;

/** A hard bounce as the SMTP server's refusal leaves it (the same row recordDeliveryEvent writes). */
function listBounce(email: string): void {
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR ?? "", "app.db"), { timeout: 5_000 });
  try {
    db.prepare(
      "insert into mail_suppressions (email, reason, source, detail, created_at) values (?, 'hard_bounce', 'smtp', ?, ?)",
    ).run(email, `550 5.1.1 No such user ${XSS}`, new Date().toISOString());
  } finally {
    db.close();
  }
}

// The shared toaster (sonner's rich colours) is checked where it is owned, not on every page that toasts.
const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
const toast = (page: Page) => page.locator("[data-sonner-toast][data-visible=true]");
const table = (page: Page) => page.getByRole("table", { name: "Suppressed addresses, newest first" });

async function search(page: Page, text: string) {
  await page.getByRole("search").getByLabel("Address").fill(text);
  await page.getByRole("search").getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}`));
}

test.describe("the suppression list", () => {
  test("lists a bounce as text, adds an address and removes one after its confirmation", async ({ page }) => {
    // Four accessibility checks of a full page: more than the default budget on a busy machine.
    test.setTimeout(90_000);
    const id = unique();
    const gone = `gone-${id}@lodge.test`;
    const asked = `asked-${id}@lodge.test`;
    listBounce(gone);
    await onDashboardAs(page, "editor");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Suppressed addresses" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suppressed addresses");
    await search(page, id);

    const row = table(page).getByRole("row").filter({ hasText: gone });
    await expect(row).toContainText("Hard bounce");
    await expect(row).toContainText("Our mail server");
    await expect(row.getByText(`550 5.1.1 No such user ${XSS}`)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // Added by hand: staff's, with the note as its words.
    await page.getByRole("link", { name: "Add an address" }).click();
    const panel = page.getByRole("region", { name: "Add an address" });
    await expect(panel.getByRole("heading", { level: 2 })).toBeFocused();
    await panel.getByRole("textbox", { name: "Email address" }).fill("not an address");
    await panel.getByRole("button", { name: "Add to the list" }).click();
    await expect(panel.getByText("Enter one email address, such as name@example.com.")).toBeVisible();
    await panel.getByRole("textbox", { name: "Email address" }).fill(asked.toUpperCase());
    await panel.getByRole("textbox", { name: "Note (optional)" }).fill("Asked by phone");
    await panel.getByRole("button", { name: "Add to the list" }).click();
    await expect(toast(page)).toContainText(`${asked} gets no more newsletter emails.`);
    const added = table(page).getByRole("row").filter({ hasText: asked });
    await expect(added).toContainText("Added by staff");
    await expect(added).toContainText("Asked by phone");
    expect(await axeViolations(page)).toEqual([]);

    // Cancelling the confirmation changes nothing; confirming removes the address.
    await row.getByRole("button", { name: `Remove ${gone}` }).click();
    const dialog = page.getByRole("dialog", { name: "Remove this address from the list?" });
    await expect(dialog).toContainText(`${gone} will get campaigns and newsletter emails again.`);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: `Remove ${gone}` }).click();
    await dialog.getByRole("button", { name: "Remove from the list" }).click();
    await expect(toast(page)).toContainText(`${gone} will get newsletter emails again.`);
    await expect(table(page).getByRole("row").filter({ hasText: gone })).toHaveCount(0);
    await expect(added).toBeVisible();
  });

  test("works from the keyboard and on a phone", async ({ page }) => {
    test.setTimeout(60_000);
    const id = unique();
    const gone = `keys-${id}@lodge.test`;
    listBounce(gone);
    await asRole(page, "editor");
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/admin/suppressions?q=${id}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);

    // The address opens its panel: everything a phone's table leaves out.
    await table(page).getByRole("link", { name: gone }).focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("region", { name: gone });
    await expect(panel.getByRole("heading", { level: 2 })).toBeFocused();
    await expect(panel).toContainText("Our mail server");
    await expect(panel).toContainText(`550 5.1.1 No such user ${XSS}`);
    expect(await axeViolations(page)).toEqual([]);

    // The confirmation opens with Enter, closes with Escape, and confirms with Enter.
    const remove = panel.getByRole("button", { name: `Remove ${gone}` });
    await remove.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Remove this address from the list?" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await remove.focus();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Remove from the list" }).focus();
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText(`${gone} will get newsletter emails again.`);
    await expect(page.getByRole("region", { name: gone })).toHaveCount(0);
    await expect(page.getByText("No address matches this search.")).toBeVisible();
  });

  test("is valid HTML", async ({ page }) => {
    test.setTimeout(60_000);
    const id = unique();
    listBounce(`valid-${id}@lodge.test`);
    await asRole(page, "editor");
    const folder = mkdtempSync(path.join(tmpdir(), "suppressions-html-"));
    try {
      const response = await page.request.get(`/admin/suppressions?q=${id}&add=1&open=valid-${id}%40lodge.test`);
      expect(response.status()).toBe(200);
      writeFileSync(path.join(folder, "suppressions.html"), await response.text());
      expect(checkHtmlFolder(folder).map(({ message, extract }) => `${message} near ${extract ?? ""}`)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

test.describe("the suppression list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an editor adds an address and removes one through the disclosure's confirmation", async ({ page }) => {
    const id = unique();
    const gone = `nojs-${id}@lodge.test`;
    listBounce(gone);
    await asRole(page, "editor");
    await page.goto(`/admin/suppressions?q=${id}&add=1`);
    const panel = page.getByRole("region", { name: "Add an address" });
    await panel.getByRole("textbox", { name: "Email address" }).fill(`letter-${id}@lodge.test`);
    await panel.getByRole("button", { name: "Add to the list" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Address added" })).toBeVisible();
    await expect(
      table(page)
        .getByRole("row")
        .filter({ hasText: `letter-${id}@lodge.test` }),
    ).toBeVisible();

    const row = table(page).getByRole("row").filter({ hasText: gone });
    await row.getByText(`Remove ${gone}`).click();
    await row.getByRole("button", { name: "Remove from the list" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Address removed" })).toBeVisible();
    await expect(table(page).getByRole("row").filter({ hasText: gone })).toHaveCount(0);
  });

  test("a viewer reads the list and is offered no change", async ({ page }) => {
    const id = unique();
    listBounce(`read-${id}@lodge.test`);
    await asRole(page, "viewer");
    await page.goto(`/admin/suppressions?q=${id}`);
    await expect(
      table(page)
        .getByRole("row")
        .filter({ hasText: `read-${id}@lodge.test` }),
    ).toBeVisible();
    await expect(page.getByText(/Remove/)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Add an address" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  });
});
