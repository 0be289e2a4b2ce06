import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { checkHtmlFolder } from "../support/html-checker";
import { asRole } from "./admin-fixtures";
import { expect, test } from "./fixtures";
import { mailTo } from "./mailbox";

/**
 * Job alerts (decision 0036): a visitor subscribes in French without JavaScript and confirms from
 * the emailed link; with JavaScript the careers page's section subscribes in place with the list's
 * filter; the pages are axe-clean (axe runs in the page, so with JavaScript).
 */
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@lodge.test`;

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The HTML checker's errors in each page as served. */
function htmlErrors(pages: Record<string, string>): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), "job-alerts-html-"));
  try {
    for (const [name, html] of Object.entries(pages)) writeFileSync(path.join(folder, `${name}.html`), html);
    return checkHtmlFolder(folder).map(({ file, line, message }) => `${file}:${line ?? "?"}: ${message}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a French visitor subscribes and confirms from the email", async ({ page }) => {
    await page.goto("/fr/careers/alerts?country=ke");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alertes emploi");
    const form = page.getByTestId("job-alert-form");
    // The careers filter of the address is ticked.
    await expect(form.getByRole("checkbox", { name: "Kenya" })).toBeChecked();

    await form.getByRole("button", { name: "Créer mon alerte" }).click();
    await expect(page.getByTestId("job-alert-form").getByText("Veuillez saisir votre adresse e-mail.")).toBeVisible();

    const address = uniqueEmail("alerts-fr");
    await page.getByTestId("job-alert-form").getByLabel("Adresse e-mail").fill(address);
    await page.getByTestId("job-alert-form").getByRole("button", { name: "Créer mon alerte" }).click();
    await expect(page.getByTestId("job-alert-status")).toContainText("un lien de confirmation vous a été envoyé");

    await expect.poll(() => mailTo(address, "Confirmez vos alertes emploi").length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailTo(address, "Confirmez vos alertes emploi");
    const link = /https?:\/\/[^\s"<>]+\/fr\/careers\/alerts\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail?.html ?? "")?.[0];
    expect(link).toBeDefined();
    expect(mail?.headers["list-unsubscribe"]).toContain("/fr/careers/alerts/unsubscribe?token=");

    await page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
    await page.getByRole("button", { name: "Confirmer mes alertes" }).click();
    await expect(page.getByTestId("job-alerts-confirm").getByRole("status")).toHaveText(/vos alertes emploi sont activées/);
  });
});

test("with JavaScript the careers page's section subscribes in place, with the list's filter", async ({ page }) => {
  await page.goto("/careers?kind=seasonal");
  const form = page.getByTestId("job-alert-compact-form");
  await expect(form).toContainText("For: Seasonal");
  const address = uniqueEmail("alerts-en");
  await form.getByLabel("Email address").fill(address);
  await form.getByRole("button", { name: "Create my alert" }).click();
  await expect(page.getByTestId("job-alert-compact-status")).toContainText("a confirmation link is on its way");
  await expect(page).toHaveURL(/\/careers\?kind=seasonal$/);
  expect(await axeViolations(page)).toEqual([]);
});

test("the alert pages are accessible and valid HTML, the form's messages included", async ({ page }) => {
  await page.goto("/fr/careers/alerts?position=laundry");
  const form = page.getByTestId("job-alert-form");
  await form.getByRole("button", { name: "Créer mon alerte" }).click();
  await expect(form.getByText("Veuillez saisir votre adresse e-mail.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const served: Record<string, string> = {};
  for (const [name, address] of Object.entries({
    signup: "/fr/careers/alerts?position=laundry",
    careers: "/es/careers?country=ke",
    confirm: "/fr/careers/alerts/confirm?token=unknown",
    unsubscribe: "/fr/careers/alerts/unsubscribe?token=unknown",
  })) {
    if (name !== "signup") {
      await page.goto(address);
      expect(await axeViolations(page), address).toEqual([]);
    }
    served[name] = await (await page.request.get(address)).text();
  }
  expect(htmlErrors(served)).toEqual([]);
});

test("staff find a sign-up on the job-alerts page; an admin deletes it, a viewer may not", async ({ page, browser }) => {
  const address = uniqueEmail("alerts-admin");
  await page.goto("/careers");
  const form = page.getByTestId("job-alert-compact-form");
  await form.getByLabel("Email address").fill(address);
  await form.getByRole("button", { name: "Create my alert" }).click();
  await expect(page.getByTestId("job-alert-compact-status")).toContainText("a confirmation link is on its way");

  const viewer = await browser.newPage();
  await asRole(viewer, "viewer");
  await viewer.goto(`/admin/job-alerts?q=${encodeURIComponent(address)}`);
  await expect(viewer.getByRole("row").filter({ hasText: address })).toContainText("Unconfirmed");
  await expect(viewer.getByRole("button", { name: `Delete ${address}` })).toHaveCount(0);
  await viewer.close();

  await asRole(page, "admin");
  await page.goto(`/admin/job-alerts?q=${encodeURIComponent(address)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job alerts");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: `Delete ${address}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: address })).toHaveCount(0);
});
