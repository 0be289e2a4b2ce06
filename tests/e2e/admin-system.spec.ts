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
 * The system page as an administrator reads it, against the e2e server's own SQLite database: a
 * stuck mail queue and a missing backup are dated into place there (no test waits 15 minutes),
 * then shown as problems in words and in red; everything else about the server stays as it runs.
 */
const database = () => new SQLite(path.join(process.env.E2E_DATA_DIR ?? "", "app.db"), { timeout: 5_000 });

/** An email queued 20 minutes ago and waiting for a retry far ahead, as after SMTP refusals; answers its removal. */
function stickMail(id: string): () => void {
  const db = database();
  try {
    const queuedAt = new Date(Date.now() - 20 * 60_000).toISOString();
    db.prepare(
      `insert into email_outbox (recipient, subject, html, text, headers, next_attempt_at, created_at)
       values (?, 'Stuck', '<p>Stuck</p>', 'Stuck', '{}', '2999-01-01T00:00:00.000Z', ?)`,
    ).run(`system-${id}@lodge.test`, queuedAt);
    // No backup: as a server that never ran one.
    db.prepare("delete from job_runs where name = 'backup'").run();
  } finally {
    db.close();
  }
  return () => {
    const cleanup = database();
    try {
      cleanup.prepare("delete from email_outbox where recipient = ?").run(`system-${id}@lodge.test`);
    } finally {
      cleanup.close();
    }
  };
}

/** The value of the figure whose label is exactly `label`. */
const figure = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
    .locator("dd");

async function expectStuckMailAndNoBackup(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "System" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: /needs? attention/ })).toBeVisible();
  const outbox = figure(page, "Outbox (the site's emails)");
  await expect(outbox).toContainText("Problem");
  const stuck = outbox.getByText("Mail has waited more than 15 minutes: check SMTP_URL and the mail server's log.");
  await expect(stuck).toBeVisible();
  await expect(stuck).toHaveClass(/text-red-700/);
  const backup = figure(page, "Backups");
  await expect(backup).toContainText("Problem");
  const missing = backup.getByText("No backup yet: run npm run backup or set the daily backup time in Settings.");
  await expect(missing).toBeVisible();
  await expect(missing).toHaveClass(/text-red-700/);
  // The database answers: no problem there.
  await expect(figure(page, "Answers")).toContainText("OK");
}

test.describe("admin system page", () => {
  test("shows a stuck mail queue and a missing backup in red with what to do, on a phone too", async ({ page }) => {
    const unstick = stickMail(`${Date.now()}-${Math.floor(Math.random() * 1e6)}`);
    try {
      await onDashboardAs(page, "admin");
      await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "System" }).click();
      await expect(page).toHaveURL(/\/admin\/system$/);
      await expectStuckMailAndNoBackup(page);
      await expect(figure(page, "Version")).toHaveText(/^\d+\.\d+\.\d+/);
      const violations = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa"])
        .exclude("[data-sonner-toaster]")
        .analyze();
      expect(violations.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectStuckMailAndNoBackup(page);
    } finally {
      unstick();
    }
  });

  test("is valid HTML", async ({ page }) => {
    test.setTimeout(60_000);
    await asRole(page, "admin");
    const folder = mkdtempSync(path.join(tmpdir(), "system-html-"));
    try {
      const response = await page.request.get("/admin/system");
      expect(response.status()).toBe(200);
      writeFileSync(path.join(folder, "system.html"), await response.text());
      expect(checkHtmlFolder(folder).map(({ message, extract }) => `${message} near ${extract ?? ""}`)).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test("an editor has no system page in the menu and is refused it", async ({ page }) => {
    await onDashboardAs(page, "editor");
    await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "System" })).toHaveCount(0);
    const answer = await page.goto("/admin/system");
    expect(answer?.status()).toBe(403);
  });
});

test.describe("admin system page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("reads the same figures", async ({ page }) => {
    const unstick = stickMail(`nojs-${Date.now()}-${Math.floor(Math.random() * 1e6)}`);
    try {
      await asRole(page, "admin");
      await page.goto("/admin/system");
      await expectStuckMailAndNoBackup(page);
    } finally {
      unstick();
    }
  });
});
